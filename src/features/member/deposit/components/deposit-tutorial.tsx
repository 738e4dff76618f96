import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useMerchant } from '@/merchant';

const STEPS = ['deposit_tutorial_step_method', 'deposit_tutorial_step_amount', 'deposit_tutorial_step_pay', 'deposit_tutorial_step_confirm'] as const;

/** Where the brand's responsible-gaming page is: its footer's first responsible-gaming link, else the help topic. */
function useResponsibleGamingHref(): string {
  return useMerchant().footer.responsibleGaming[0]?.href ?? '/help#responsible-gaming';
}

/** The deposit tutorial (SPEC "other screens") as a collapsible step list, and the responsible-gaming link. */
export function DepositTutorial({ open = false }: { /** Starts unfolded (the /depositTutorial page). */ open?: boolean }) {
  const { t } = useTranslation();
  const href = useResponsibleGamingHref();
  const external = /^https?:\/\//.test(href);
  return (
    <aside className="deposit__aside" aria-label={t('deposit_tutorial_title')}>
      <details className="deposit__tutorial" open={open}>
        <summary>{t('deposit_tutorial_title')}</summary>
        <ol>
          {STEPS.map((key) => (
            <li key={key}>{t(key)}</li>
          ))}
        </ol>
        <p>{t('deposit_tutorial_note')}</p>
      </details>
      <p className="deposit__responsible">
        {t('deposit_responsible_text')}{' '}
        {external ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {t('deposit_responsible_link')}
          </a>
        ) : (
          <Link to={href}>{t('deposit_responsible_link')}</Link>
        )}
      </p>
    </aside>
  );
}
