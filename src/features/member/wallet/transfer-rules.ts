import { parseAmountInput, validateAmount } from '@/lib/money';
import { findWallet, type Wallets } from './model';

/** What the transfer form holds: wallets by account type id and the amount as typed. */
export interface TransferForm {
  from: number;
  to: number;
  amount: string;
}

/** Field errors of the transfer form, as i18n keys (the amount's may carry (max)/(decimals), see amountMessage). */
export interface TransferFormErrors {
  to?: string;
  amount?: string;
}

/** The amount rules of a transfer out of `from`: cents per the balance answer's setting, at most the source's balance. */
export function transferRules(wallets: Wallets, from: number) {
  return { decimals: 2, allowDecimal: wallets.allowDecimal, max: findWallet(wallets, from)?.balanceMinor ?? 0 };
}

/**
 * Checks a transfer before it is sent: two different wallets, an amount the setting allows and no more than the
 * source holds. Empty when it may be sent.
 * @example checkTransfer({ from: 2, to: 11, amount: '5000' }, wallets) // { amount: 'wallet_amount_above_source' }
 */
export function checkTransfer(form: TransferForm, wallets: Wallets): TransferFormErrors {
  const errors: TransferFormErrors = {};
  if (form.from === form.to) errors.to = 'wallet_same_wallet';
  else if (findWallet(wallets, form.to)?.maintenance || findWallet(wallets, form.from)?.maintenance) errors.to = 'wallet_error_maintenance_field';
  const amountError = validateAmount(form.amount, transferRules(wallets, form.from));
  if (amountError === 'amount_above_max') errors.amount = 'wallet_amount_above_source';
  else if (amountError) errors.amount = amountError;
  return errors;
}

/** The typed amount in minor units (only call after checkTransfer found nothing). */
export function amountMinorOf(form: TransferForm, wallets: Wallets): number {
  const parsed = parseAmountInput(form.amount, transferRules(wallets, form.from));
  return parsed.ok ? parsed.minor : 0;
}
