import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/button';
import { Dialog } from '@/ui/dialog';
import { Field } from '@/ui/field';
import { requestExclusion } from '../api/request-exclusion';
import type { ExclusionPeriod, ExclusionType } from '../api/settings';
import { useRgErrorText } from './rg-error';
import { useSignOut } from './use-sign-out';

/** The periods of each kind, shortest first. */
export const EXCLUSION_CHOICES: Record<ExclusionType, readonly ExclusionPeriod[]> = {
  TIME_OUT: ['H24', 'D7', 'D30'],
  SELF_EXCLUSION: ['M6', 'Y1', 'PERMANENT'],
};

/** A time-out or a self-exclusion: pick the period, then confirm with the password (it signs the member out). */
export function ExclusionPanel({ type }: { type: ExclusionType }) {
  const { t } = useTranslation();
  const kind = type === 'TIME_OUT' ? 'timeout' : 'exclusion';
  const titleId = useId();
  const name = useId();
  const [period, setPeriod] = useState<ExclusionPeriod>(EXCLUSION_CHOICES[type][0]!);
  const [confirming, setConfirming] = useState(false);
  return (
    <section className="rg-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t(`rg_${kind}_title`)}</h2>
      <p>{t(`rg_${kind}_text`)}</p>
      <fieldset className="rg-choices">
        <legend>{t(`rg_${kind}_period`)}</legend>
        {EXCLUSION_CHOICES[type].map((choice) => (
          <label key={choice} className="rg-choice">
            <input type="radio" name={name} value={choice} checked={period === choice} onChange={() => setPeriod(choice)} />
            {t(`rg_period_${choice.toLowerCase()}`)}
          </label>
        ))}
      </fieldset>
      <div className="rg-actions">
        <Button variant="primary" onClick={() => setConfirming(true)}>
          {t(`rg_${kind}_start`)}
        </Button>
      </div>
      {confirming ? <ConfirmExclusion type={type} period={period} onCancel={() => setConfirming(false)} /> : null}
    </section>
  );
}

function ConfirmExclusion({ type, period, onCancel }: { type: ExclusionType; period: ExclusionPeriod; onCancel: () => void }) {
  const { t } = useTranslation();
  const errorText = useRgErrorText();
  const signOut = useSignOut();
  const kind = type === 'TIME_OUT' ? 'timeout' : 'exclusion';
  const [password, setPassword] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const formId = useId();
  const periodName = t(`rg_period_${period.toLowerCase()}`);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setFieldError(t('rg_password_required'));
      return;
    }
    setFieldError(null);
    setBusy(true);
    setFailure(null);
    try {
      await requestExclusion(type, period, password);
      // The platform has ended the session: sign out here too.
      await signOut({ alreadyEnded: true });
    } catch (error) {
      setFailure(errorText(error));
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onCancel}
      title={t(`rg_${kind}_confirm_title`)}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {t('rg_cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy} aria-busy={busy || undefined}>
            {t(`rg_${kind}_confirm`)}
          </Button>
        </>
      }
    >
      <form id={formId} className="rg-confirm" onSubmit={(event) => void submit(event)} noValidate>
        <p>{t(`rg_${kind}_confirm_text`, { period: periodName })}</p>
        <p>{t('rg_confirm_sign_out')}</p>
        <Field
          label={t('rg_password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldError}
        />
        {failure ? (
          <p role="alert" className="rg-alert">
            {failure}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}
