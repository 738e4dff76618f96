import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formatMinor,
  minMinor,
  minorToInput,
  parseAmountInput,
  validateAmount,
  type AmountErrorKey,
  type AmountRules,
  type FormatMinorOptions,
} from '@/lib/money';
import { Button } from './button';
import { Field, type FieldProps } from './field';
import './amount-field.css';

export { validateAmount };
export type { AmountErrorKey, AmountRules };

/**
 * A message key's text with `(min)`, `(max)` and `(decimals)` filled from the rules, amounts in the brand's currency
 * (SPEC §5 writes bounds as `(min)`/`(max)`).
 */
export function amountMessage(
  key: string,
  rules: AmountRules,
  t: (key: string) => string,
  format: Omit<FormatMinorOptions, 'decimals'> = {},
): string {
  const decimals = rules.decimals ?? 2;
  const money = (minor: number | null | undefined) => (minor == null ? '' : formatMinor(minor, { ...format, decimals }));
  return t(key)
    .replaceAll('(min)', money(rules.min))
    .replaceAll('(max)', money(rules.max))
    .replaceAll('(decimals)', String(rules.allowDecimal === false ? 0 : decimals));
}

function hintKey(rules: AmountRules): string | null {
  if (rules.min != null && rules.max != null) return 'amount_range_hint';
  if (rules.min != null) return 'amount_min_hint';
  if (rules.max != null) return 'amount_max_hint';
  return null;
}

export interface AmountFieldProps
  extends Omit<FieldProps, 'label' | 'value' | 'onChange' | 'hint' | 'error' | 'children' | 'inputMode'> {
  /** The text in the input, exactly as typed; parse it with `parseAmountInput` or `validateAmount`. */
  value: string;
  /** Called with the new text on typing and when a quick-amount or All button fills the input. */
  onValueChange: (text: string) => void;
  /** Decimals, whether cents may be typed, and min/max in minor units (shown as the hint, checked on blur). */
  rules: AmountRules;
  /** The visible label; defaults to the translated "Amount". */
  label?: ReactNode;
  /** Amounts in minor units offered as buttons that fill the input. */
  quickAmounts?: readonly number[];
  /** What the member has, in minor units; when given, an All button fills the lesser of it and `rules.max`. */
  available?: number | null;
  /**
   * An error i18n key from the caller (e.g. `validateAmount` on submit, or a platform refusal); shown instead of the
   * field's own check until the caller clears it. Its `(min)`/`(max)` are filled like the field's own.
   */
  error?: string | null;
  /** Replaces the min–max hint; `null` hides it. */
  hint?: ReactNode;
  /** Currency/locale for the amounts shown; the brand's by default. */
  format?: Omit<FormatMinorOptions, 'decimals'>;
}

/**
 * An amount input built on Field: min–max hint in the brand's currency, optional quick-amount and All buttons, and
 * its own check with `validateAmount` once the person leaves the field (then again on every change, so the error goes
 * as soon as the amount is fixed). The text is the caller's and is never rewritten by an error.
 */
export function AmountField({
  value,
  onValueChange,
  rules,
  label,
  quickAmounts = [],
  available,
  error,
  hint,
  format = {},
  onBlur,
  autoComplete = 'transaction-amount',
  ...input
}: AmountFieldProps) {
  const { t } = useTranslation();
  const [checked, setChecked] = useState(false);
  const decimals = rules.decimals ?? 2;
  const money = (minor: number) => formatMinor(minor, { ...format, decimals });

  const ownError: AmountErrorKey | null = checked ? validateAmount(value, rules) : null;
  const shownError = error ?? ownError;
  const defaultHint = hintKey(rules);
  const shownHint = hint !== undefined ? hint : defaultHint ? amountMessage(defaultHint, rules, t, format) : null;

  const allMinor = available == null ? undefined : minMinor(available, rules.max);
  const fill = (minor: number) => {
    // Whole units only when cents may not be typed, so All never fills an amount the check refuses for its cents.
    const scale = 10 ** decimals;
    const usable = rules.allowDecimal === false ? Math.trunc(minor / scale) * scale : minor;
    onValueChange(minorToInput(usable, decimals));
    setChecked(true);
  };

  const typed = quickAmounts.length > 0 ? parseAmountInput(value, rules) : null;
  const hasButtons = quickAmounts.length > 0 || allMinor !== undefined;
  return (
    <Field
      {...input}
      label={label ?? t('amount_label')}
      value={value}
      inputMode="decimal"
      autoComplete={autoComplete}
      spellCheck={false}
      hint={shownHint}
      error={shownError ? amountMessage(shownError, rules, t, format) : null}
      onChange={(event) => onValueChange(event.target.value)}
      onBlur={(event) => {
        setChecked(true);
        onBlur?.(event);
      }}
    >
      {hasButtons ? (
        <fieldset className="ui-amount__quick">
          <legend className="visually-hidden">{t('amount_quick_group')}</legend>
          {quickAmounts.map((minor) => {
            const text = money(minor);
            return (
              <Button
                key={minor}
                variant="secondary"
                size="small"
                aria-label={t('amount_quick', { amount: text })}
                aria-pressed={typed?.ok === true && typed.minor === minor}
                onClick={() => fill(minor)}
                disabled={input.disabled}
              >
                {text}
              </Button>
            );
          })}
          {allMinor !== undefined ? (
            <Button
              variant="secondary"
              size="small"
              aria-label={t('amount_all_label', { amount: money(allMinor) })}
              onClick={() => fill(allMinor)}
              disabled={input.disabled}
            >
              {t('amount_all')}
            </Button>
          ) : null}
        </fieldset>
      ) : null}
    </Field>
  );
}
