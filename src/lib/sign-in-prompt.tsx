import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { useAccess } from './access';
import { usePopups } from './popups';

export interface SignInPromptProps {
  /** The section's accessible name. */
  title: string;
  /** What signing in gives here. */
  text: string;
  className?: string;
  actionsClassName?: string;
}

/** A visitor's way into the personal part of a page: Sign in (the sign-in popup) or Register. */
export function SignInPrompt({ title, text, className, actionsClassName }: SignInPromptProps) {
  const { t } = useTranslation();
  const { requireMember } = useAccess();
  const popups = usePopups();
  return (
    <section className={className} aria-label={title}>
      <p>{text}</p>
      <div className={actionsClassName}>
        <Button onClick={() => requireMember()}>{t('layout_sign_in')}</Button>
        <Button variant="secondary" onClick={() => popups.open('register')}>
          {t('layout_register')}
        </Button>
      </div>
    </section>
  );
}
