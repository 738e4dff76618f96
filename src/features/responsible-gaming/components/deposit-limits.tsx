import { useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMinor, validateAmount, parseAmountInput } from '@/lib/money';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { setDepositLimit } from '../api/set-deposit-limit';
import type { DepositLimit, RgSettings } from '../api/settings';
import { splitDuration } from '../reality-check/reality-check';
import { useRgErrorText } from './rg-error';
import { useNow } from './use-now';

export interface DepositLimitsProps {
  settings: RgSettings;
  /** Puts the settings the platform answered in the screen's cache. */
  onSaved: (settings: RgSettings) => void;
  /** Asks for the settings again (a waiting change has come due). */
  onDue: () => void;
}

/** Daily, weekly and monthly deposit limits: what is set and used, a change waiting with its countdown, and a form each. */
export function DepositLimits({ settings, onSaved, onDue }: DepositLimitsProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <section className="rg-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{t('rg_limits_title')}</h2>
      <p>{t('rg_limits_text')}</p>
      <div className="rg-limits">
        {settings.limits.map((limit) => (
          <LimitCard key={limit.period} limit={limit} onSaved={onSaved} onDue={onDue} />
        ))}
      </div>
    </section>
  );
}

function Countdown({ at, onDue }: { at: number; onDue: () => void }) {
  const { t } = useTranslation();
  const now = useNow(true);
  const due = at - now <= 0;
  // Once it has come due the platform applies it: ask for the settings again.
  useEffect(() => {
    if (due) onDue();
  }, [due, onDue]);
  if (due) return null;
  const { hours, minutes } = splitDuration(at - now + 59_999);
  return <>{t('rg_limit_pending_in', { time: t('rg_duration', { hours, minutes }) })}</>;
}

function LimitCard({ limit, onSaved, onDue }: { limit: DepositLimit; onSaved: DepositLimitsProps['onSaved']; onDue: () => void }) {
  const { t } = useTranslation();
  const errorText = useRgErrorText();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const periodName = t(`rg_period_${limit.period.toLowerCase()}`);
  const titleId = useId();

  const save = async (amount: number | null) => {
    setBusy(true);
    setFailure(null);
    setSaved(null);
    try {
      const next = await setDepositLimit(limit.period, amount);
      const after = next.limits.find((l) => l.period === limit.period);
      setSaved(after?.pending ? t('rg_limit_saved_later') : t('rg_limit_saved_now'));
      setText('');
      onSaved(next);
    } catch (error) {
      setFailure(errorText(error));
    } finally {
      setBusy(false);
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = validateAmount(text);
    if (problem) {
      setFieldError(t(problem).replace('(decimals)', '2'));
      return;
    }
    setFieldError(null);
    const parsed = parseAmountInput(text);
    if (parsed.ok) void save(parsed.minor);
  };

  return (
    <article className="rg-limit" aria-labelledby={titleId}>
      <h3 id={titleId}>{t('rg_limit_title', { period: periodName })}</h3>
      <dl className="rg-facts">
        <dt>{t('rg_limit_current')}</dt>
        <dd>{limit.amount === null ? t('rg_limit_none') : formatMinor(limit.amount)}</dd>
        <dt>{t('rg_limit_used', { period: periodName })}</dt>
        <dd>{formatMinor(limit.used)}</dd>
        {limit.amount !== null ? (
          <>
            <dt>{t('rg_limit_left')}</dt>
            <dd>{formatMinor(Math.max(0, limit.amount - limit.used))}</dd>
          </>
        ) : null}
      </dl>
      {limit.pending ? (
        <p className="rg-pending">
          {limit.pending.amount === null
            ? t('rg_limit_pending_remove')
            : t('rg_limit_pending_raise', { amount: formatMinor(limit.pending.amount) })}{' '}
          <Countdown at={limit.pending.effectiveTime} onDue={onDue} />
        </p>
      ) : null}
      <form className="rg-limit__form" onSubmit={submit} noValidate>
        <Field
          label={t('rg_limit_new', { period: periodName })}
          value={text}
          inputMode="decimal"
          autoComplete="off"
          onChange={(event) => setText(event.target.value)}
          error={fieldError}
          hint={t('rg_limit_hint')}
        />
        <div className="rg-actions">
          <Button type="submit" disabled={busy} aria-busy={busy || undefined}>
            {t('rg_limit_save', { period: periodName })}
          </Button>
          {limit.amount !== null && limit.pending?.amount !== null ? (
            <Button variant="secondary" disabled={busy} onClick={() => void save(null)}>
              {t('rg_limit_remove', { period: periodName })}
            </Button>
          ) : null}
        </div>
      </form>
      {failure ? (
        <p role="alert" className="rg-alert">
          {failure}
        </p>
      ) : null}
      {saved ? (
        <output className="rg-muted rg-output">{saved}</output>
      ) : null}
    </article>
  );
}
