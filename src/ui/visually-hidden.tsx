import type { ComponentPropsWithoutRef } from 'react';

/** Text for screen readers only (still in the accessibility tree). */
export function VisuallyHidden({ className, ...props }: ComponentPropsWithoutRef<'span'>) {
  return <span className={['visually-hidden', className].filter(Boolean).join(' ')} {...props} />;
}
