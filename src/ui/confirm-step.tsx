import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Spinner } from './spinner';
import './confirm-step.css';

export interface ConfirmRow {
  /** What the value is, e.g. "Amount" (shown as the `<dt>`). */
  label: ReactNode;
  /** The value, already formatted, e.g. "₱1,500.00" (shown as the `<dd>`). */
  value: ReactNode;
  /** React key; defaults to the row's position. */
  id?: string;
}

export interface ConfirmStepProps {
  /** The step's heading, e.g. "Confirm withdrawal". */
  heading: ReactNode;
  /** Level of the heading, so it fits the page's outline (a page has one h1). */
  headingLevel?: 2 | 3 | 4;
  /** What is about to happen, one label/value row each. */
  rows: readonly ConfirmRow[];
  /** Things to know before confirming (fees, irreversibility), each shown as a note. */
  warnings?: readonly ReactNode[];
  /** The consent checkbox's label; Confirm stays disabled until it is ticked. */
  consentLabel: ReactNode;
  /**
   * True while the move is being sent: Confirm is disabled and a spinner shows. When it turns false again (the
   * platform refused and the step is shown for another try), Confirm may fire once more.
   */
  busy?: boolean;
  /** Called once per confirmation, never twice for a double click. */
  onConfirm: () => void;
  /** Called by the Back button (back to the input step). */
  onBack: () => void;
  /** Text of the Confirm button; defaults to the translated "Confirm". */
  confirmLabel?: string;
  /** Text of the Back button; defaults to the translated "Back". */
  backLabel?: string;
  /** An error from the last attempt, shown (and announced) above the buttons. */
  error?: ReactNode;
  className?: string;
}

/**
 * The one confirmation step of a money move (withdraw, transfer, redeem): rows to check, warnings, a consent
 * checkbox, Back and Confirm. A ref guards Confirm, so a double click or a second tap before `busy` arrives never
 * sends twice.
 */
export function ConfirmStep({
  heading,
  headingLevel = 2,
  rows,
  warnings = [],
  consentLabel,
  busy = false,
  onConfirm,
  onBack,
  confirmLabel,
  backLabel,
  error,
  className,
}: ConfirmStepProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const consentId = useId();
  const [consent, setConsent] = useState(false);
  const sent = useRef(false);
  const wasBusy = useRef(busy);

  useEffect(() => {
    // Unlock only after an attempt has finished (busy went true → false), not on the render right after the click.
    if (wasBusy.current && !busy) sent.current = false;
    wasBusy.current = busy;
  }, [busy]);

  const Heading = `h${headingLevel}` as const;
  const confirm = () => {
    if (sent.current || busy || !consent) return;
    sent.current = true;
    onConfirm();
  };

  return (
    <section aria-labelledby={headingId} aria-busy={busy || undefined} className={['ui-confirm', className].filter(Boolean).join(' ')}>
      <Heading id={headingId} className="ui-confirm__heading">
        {heading}
      </Heading>
      <dl className="ui-confirm__rows">
        {rows.map((row, index) => (
          <div key={row.id ?? index} className="ui-confirm__row">
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
      {warnings.map((warning, index) => (
        // oxlint-disable-next-line react/no-array-index-key -- warnings are a fixed list for the step's life.
        <p key={index} role="note" className="ui-confirm__warning">
          {warning}
        </p>
      ))}
      <div className="ui-confirm__consent">
        <input
          id={consentId}
          type="checkbox"
          checked={consent}
          disabled={busy}
          onChange={(event) => setConsent(event.target.checked)}
        />
        <label htmlFor={consentId}>{consentLabel}</label>
      </div>
      {error ? (
        <p role="alert" className="ui-confirm__error">
          {error}
        </p>
      ) : null}
      <div className="ui-confirm__actions">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {backLabel ?? t('confirm_back')}
        </Button>
        <Button onClick={confirm} disabled={!consent || busy}>
          {confirmLabel ?? t('confirm_submit')}
        </Button>
        {busy ? <Spinner label={t('confirm_submitting')} className="ui-confirm__spinner" /> : null}
      </div>
    </section>
  );
}
