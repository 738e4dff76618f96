/** Why a number of points to convert was refused; each is also the i18n key of its message. */
export type ConvertPointsProblem =
  | 'points_convert_required'
  | 'points_convert_invalid'
  | 'points_convert_below_min'
  | 'points_convert_step'
  | 'points_convert_above_balance';

export interface ConvertLimits {
  /** The member's points. */
  balance: number;
  minConvertPoints: number;
  /** Points convert in whole multiples of this. */
  step: number;
}

/** Reads typed points: ASCII digits with optional thousands commas; NaN when it is not a whole number. */
export function parsePoints(text: string): number {
  const trimmed = text.trim();
  if (!/^(?:[0-9]{1,3}(?:,[0-9]{3})+|[0-9]+)$/.test(trimmed)) return Number.NaN;
  const value = Number(trimmed.replaceAll(',', ''));
  return Number.isSafeInteger(value) ? value : Number.NaN;
}

/** The first problem with converting `text` points, or null when it may be sent. */
export function checkConvertPoints(text: string, { balance, minConvertPoints, step }: ConvertLimits): ConvertPointsProblem | null {
  if (text.trim() === '') return 'points_convert_required';
  const points = parsePoints(text);
  if (!Number.isFinite(points) || points <= 0) return 'points_convert_invalid';
  if (points < minConvertPoints) return 'points_convert_below_min';
  if (step > 1 && points % step !== 0) return 'points_convert_step';
  if (points > balance) return 'points_convert_above_balance';
  return null;
}

/** The most that can be converted: the balance rounded down to the step (0 when below the minimum). */
export function maxConvertible({ balance, minConvertPoints, step }: ConvertLimits): number {
  const most = step > 1 ? Math.floor(balance / step) * step : balance;
  return most >= minConvertPoints ? most : 0;
}

/** Longest receiving address accepted (the contract's maxLength). */
export const ADDRESS_MAX_LENGTH = 200;
/** A receiving mobile number: 7–15 digits, an optional leading +. */
export const MOBILE_PATTERN = /^\+?[0-9]{7,15}$/;
