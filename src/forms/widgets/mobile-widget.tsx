import { useEffect } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import type { InternalFormContext } from '../types';
import { WidgetInput } from './widget-input';

/** `+63` for `63` or `+63`. */
export function dialingLabel(code: string): string {
  return code.startsWith('+') ? code : `+${code}`;
}

/**
 * The mobile number (national part only) with an optional dialing-code picker fed by `formContext.countries`;
 * the picker writes the sibling field `countryDialingCode`, defaulting to the first country.
 */
export function MobileWidget(props: WidgetProps) {
  const { id, disabled, readonly, registry } = props;
  const { t } = useTranslation();
  const context = registry.formContext as InternalFormContext | undefined;
  const countries = context?.countries ?? [];
  const form = context?.form;
  const current = form?.values.countryDialingCode as string | undefined;
  const first = countries[0]?.countryDialingCode;

  useEffect(() => {
    if (form && first !== undefined && current === undefined) form.setValue('countryDialingCode', first);
  }, [form, first, current]);

  const pickerId = `${id}__country`;
  return (
    <div className="form-input-group">
      {countries.length > 0 ? (
        <>
          <label htmlFor={pickerId} className="visually-hidden">
            {t('form_country_code')}
          </label>
          <select
            id={pickerId}
            className="form-select"
            value={current ?? first}
            disabled={disabled || readonly}
            autoComplete="tel-country-code"
            onChange={(event) => form?.setValue('countryDialingCode', event.target.value)}
          >
            {countries.map((c) => (
              <option key={`${c.countryCode}-${c.countryDialingCode}`} value={c.countryDialingCode}>
                {`${dialingLabel(c.countryDialingCode)} ${c.countryCode}`}
              </option>
            ))}
          </select>
        </>
      ) : null}
      <WidgetInput widget={props} inputMode="tel" defaultAutoComplete="tel-national" />
    </div>
  );
}
