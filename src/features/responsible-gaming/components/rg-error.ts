import { useTranslation } from 'react-i18next';
import { ApiError } from '@/api';

/** Platform codes of the responsible-gaming calls (designed) → the text shown. */
const KEYS: Record<string, string> = {
  in_incorrect_password: 'rg_error_password',
  'password.incorrect': 'rg_error_password',
  request_param_err: 'rg_error_invalid',
  in_need_true_account: 'in_need_true_account',
};

/** The text for a failed call: ours when we know the code, the network message, else the server's own words. */
export function useRgErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => {
    if (error instanceof ApiError) {
      if (error.kind === 'network') return t('network_link_abnormal');
      const key = (error.code && KEYS[error.code]) || KEYS[error.message];
      if (key) return t(key);
      return t(error.message, { defaultValue: error.message });
    }
    return t('unknown_error');
  };
}
