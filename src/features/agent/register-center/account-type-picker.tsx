import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { accountTypeLabel } from './account-types';

export interface AccountTypePickerProps {
  /** 0 member, else agent types (from `accountTypeChoices`). */
  choices: number[];
  value: number;
  onChange: (type: number) => void;
  /** The legend's i18n key ("Account type", "Link for"). */
  legendKey: string;
  disabled?: boolean;
}

/** Radio buttons for the kind of account; a single choice is shown as text. */
export function AccountTypePicker({ choices, value, onChange, legendKey, disabled }: AccountTypePickerProps) {
  const { t } = useTranslation();
  const name = useId();
  if (choices.length === 1)
    return (
      <p className="agreg-type agreg-type--single">
        <span className="agreg-type__legend">{t(legendKey)}</span> {accountTypeLabel(t, choices[0] ?? 0)}
      </p>
    );
  return (
    <fieldset className="agreg-type" disabled={disabled}>
      <legend className="agreg-type__legend">{t(legendKey)}</legend>
      <div className="agreg-type__options">
        {choices.map((type) => (
          <label key={type} className="agreg-type__option">
            <input type="radio" name={name} value={type} checked={value === type} onChange={() => onChange(type)} />
            {accountTypeLabel(t, type)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
