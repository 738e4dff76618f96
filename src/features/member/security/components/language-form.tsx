import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { languageInfo, setLanguage } from '@/i18n';
import { useMerchant } from '@/merchant';
import { Button, Spinner } from '@/ui';
import { setMemberLanguage } from '../api/member-language';
import { useSecurityAction } from '../use-security-action';
import { useSecurityErrorText } from '../use-security-error';

/** Preferred language: saved on the account, and the site switches to it at once. */
export function LanguageForm({ current }: { current: string }) {
  const { t } = useTranslation();
  const errorText = useSecurityErrorText();
  const merchant = useMerchant();
  const supported = merchant.languages.supported;
  const [choice, setChoice] = useState(supported.includes(current) ? current : (supported[0] ?? current));
  const [saved, setSaved] = useState(false);
  const action = useSecurityAction(
    async (code: string) => {
      await setMemberLanguage(code);
      await setLanguage(code);
    },
    () => setSaved(true),
  );
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSaved(false);
    void action.run(choice);
  };
  return (
    <form className="security-form security-form--inline" onSubmit={submit} aria-busy={action.busy || undefined}>
      <div className="ui-field">
        <label htmlFor={id} className="ui-field__label">
          {t('security_language_label')}
        </label>
        <select
          id={id}
          className="ui-field__input"
          value={choice}
          onChange={(e) => {
            setChoice(e.currentTarget.value);
            setSaved(false);
            action.clear();
          }}
        >
          {supported.map((code) => (
            <option key={code} value={code} lang={languageInfo(code).tag}>
              {languageInfo(code).endonym}
            </option>
          ))}
        </select>
      </div>
      <div className="security-form__actions">
        <Button type="submit" disabled={action.busy}>
          {action.failure ? t('btn_retry') : t('security_language_submit')}
        </Button>
        {action.busy ? <Spinner label={t('security_saving')} /> : null}
        {saved ? <output>{t('security_language_saved')}</output> : null}
      </div>
      {action.failure ? <p role="alert" className="security-form__error">{errorText(action.failure)}</p> : null}
    </form>
  );
}
