import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { usePopups } from '@/lib/popups';
import { HelpCentre } from '../components/help-centre';

function anchorOf(hash: string): string | undefined {
  const raw = hash.replace(/^#/, '');
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/** /helpmc: the help centre as a full page; the open topic is the address's `#anchor`. */
export default function HelpPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const { open } = usePopups();
  const anchor = anchorOf(hash);
  return (
    <div className="help-page">
      <h1>{t('screen_help')}</h1>
      <HelpCentre
        {...(anchor ? { anchor } : {})}
        onSelect={(next) => void navigate({ hash: encodeURIComponent(next) }, { replace: true })}
        onFeedback={() => open('feedback')}
      />
    </div>
  );
}
