import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';
import './spinner.css';

export interface SpinnerProps {
  /** What is loading, for screen readers; defaults to the translated "Loading…". */
  label?: string;
  className?: string;
}

/** A busy indicator announced as a status. */
export function Spinner({ label, className }: SpinnerProps) {
  const { t } = useTranslation();
  return (
    <output className={['ui-spinner', className].filter(Boolean).join(' ')}>
      <span className="ui-spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label ?? t('loading')}</VisuallyHidden>
    </output>
  );
}
