/**
 * i18n keys of the payment-method codes the platform sends (PLATFORM-MEMBER "Deposit"); a code not listed shows as
 * itself. Names are designed: the platform's own labels are not traced.
 */
const METHOD_LABEL_KEYS: Record<string, string> = {
  MWQR: 'deposit_method_mwqr',
  MAQR: 'deposit_method_maqr',
  QQ: 'deposit_method_qq',
  WCFQR: 'deposit_method_wcfqr',
  ALIFQR: 'deposit_method_alifqr',
  KAMI: 'deposit_method_kami',
  BTC: 'deposit_method_btc',
  PGMT: 'deposit_method_pgmt',
};

/** The label key of a method code, or the code itself (shown as is through `defaultValue`). */
export function methodLabelKey(code: string): string {
  return METHOD_LABEL_KEYS[code] ?? code;
}
