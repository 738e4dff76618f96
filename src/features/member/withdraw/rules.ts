import { minMinor, type AmountRules } from '@/lib/money';
import type { BankCard, WithdrawData, WithdrawSettings } from './types';

const minutesOf = (hhmm: string): number | null => {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
};

/**
 * Whether `now` falls in the withdrawal window [from, to): the same HH:mm twice (or a missing end) means all day, and a
 * window whose end is before its start runs past midnight (22:00–02:00).
 */
export function isWithinWindow(from: string | null, to: string | null, now: Date): boolean {
  const start = from ? minutesOf(from) : null;
  const end = to ? minutesOf(to) : null;
  if (start === null || end === null || start === end) return true;
  const minute = now.getHours() * 60 + now.getMinutes();
  return start < end ? minute >= start && minute < end : minute >= start || minute < end;
}

/** The fee of `amount` (minor units) at `percent` %, rounded half up to the minor unit, in integer arithmetic. */
export function feeMinor(amount: number, percent: number): number {
  if (!(percent > 0) || amount <= 0) return 0;
  // Percent with up to 4 decimals as an integer (1.5 % → 15000 millionths), then BigInt so no float touches money.
  const millionths = BigInt(Math.round(percent * 10_000));
  return Number((BigInt(amount) * millionths + 500_000n) / 1_000_000n);
}

/** Whether this withdrawal needs an sms code (PLATFORM-MEMBER mobileVerificationType). */
export function needsSmsCode(settings: WithdrawSettings, amount: number): boolean {
  switch (settings.mobileVerificationType) {
    case 'EVERY_WITHDRAWAL':
      return true;
    case 'WITHDRAW_AMOUNT':
      return settings.mobileVerificationWithdrawAmount != null && amount >= settings.mobileVerificationWithdrawAmount;
    case 'REQUIRED':
      return !settings.mobileVerified;
    default:
      return false;
  }
}

/** What can be withdrawn now: the lesser of the main wallet and the remaining daily allowance. */
export function availableMinor(data: WithdrawData): number {
  return Math.max(0, minMinor(data.mainWallet, data.account.remainingWithdrawAmount) ?? 0);
}

/** The amount field's rules: the stricter of the settings' and the methods' limits, cents only when allowed. */
export function amountRulesOf(data: WithdrawData): AmountRules {
  const { settings, account } = data;
  const mins = [settings.minimumAmount, account.minWithdrawal].filter((n): n is number => n != null && n > 0);
  const max = minMinor(settings.maximumAmount > 0 ? settings.maximumAmount : null, account.maxWithdrawal);
  return {
    allowDecimal: settings.allowDecimal,
    ...(mins.length ? { min: Math.max(...mins) } : {}),
    ...(max !== undefined ? { max } : {}),
  };
}

/** A card a withdrawal can go to now: active, not frozen, outside its bank's maintenance. */
export function isCardUsable(card: BankCard, now: Date): boolean {
  if (!card.isWithdrawActive || card.isFrozen) return false;
  if (card.maintenanceStartTime && card.maintenanceEndTime)
    return !isWithinWindow(card.maintenanceStartTime, card.maintenanceEndTime, now);
  return true;
}
