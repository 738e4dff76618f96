import { useTranslation } from 'react-i18next';
import { securityErrorKey } from './security-errors';

/** The text for a failure: our translation when the code is known, else the server's words, else a generic text. */
export function useSecurityErrorText(): (failure: { code?: string | undefined; message?: string | undefined; kind?: string } | null | undefined) => string | null {
  const { t } = useTranslation();
  return (failure) => {
    if (!failure) return null;
    const key = securityErrorKey(failure);
    if (key) return t(key);
    return failure.message && failure.message !== 'unknown_error' ? failure.message : t('security_err_unknown');
  };
}
