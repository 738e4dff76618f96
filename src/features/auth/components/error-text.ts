import { useTranslation } from 'react-i18next';
import { errorMessageKey } from '../errors';
import type { FlowError } from '../types';

/** The text for a flow error: our translation when we know the message, else the server's own words. */
export function useErrorText(): (error: FlowError | null | undefined) => string | null {
  const { t } = useTranslation();
  return (error) => {
    if (!error) return null;
    const key = errorMessageKey(error.message);
    return key ? t(key) : error.message;
  };
}
