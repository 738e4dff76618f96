import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import './button.css';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  /** Visual weight: primary (brand colour), secondary (surface) or ghost (text only). */
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'medium' | 'small';
  ref?: Ref<HTMLButtonElement>;
}

function classes(variant: string, size: string, extra?: string): string {
  return ['ui-button', `ui-button--${variant}`, size === 'small' && 'ui-button--small', extra].filter(Boolean).join(' ');
}

/** A button; `type="button"` unless told otherwise so it never submits a form by accident. */
export function Button({ variant = 'primary', size = 'medium', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={classes(variant, size, className)} {...props} />;
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** The accessible name (the icon alone says nothing to a screen reader); also the tooltip. */
  label: string;
  /** The icon, hidden from assistive technology. */
  children: ReactNode;
}

/** A button showing only an icon; `label` is required and becomes its accessible name. */
export function IconButton({ label, children, variant = 'ghost', size = 'medium', className, ...props }: IconButtonProps) {
  return (
    <Button
      variant={variant}
      size={size}
      className={['ui-icon-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      {...props}
    >
      <span aria-hidden="true">{children}</span>
    </Button>
  );
}
