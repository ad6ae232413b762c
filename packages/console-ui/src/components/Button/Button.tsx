import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { circle as spinnerCircle } from '../Spinner/Spinner.css';
import * as styles from './Button.css';

export const buttonVariants = ['solid', 'outline', 'ghost'] as const;
export const buttonTones = ['brand', 'neutral', 'danger'] as const;
export const buttonSizes = ['small', 'medium', 'large'] as const;
export type ButtonVariant = (typeof buttonVariants)[number];
export type ButtonTone = (typeof buttonTones)[number];
export type ButtonSize = (typeof buttonSizes)[number];

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  tone?: ButtonTone;
  size?: ButtonSize;
  fullWidth?: boolean;
  /** Shows a spinner, marks the button busy and ignores clicks; the label stays visible. */
  loading?: boolean;
  /** An icon before the label (decorative; the label names the button). */
  startIcon?: ReactNode;
  /** An icon after the label. */
  endIcon?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'solid',
  tone = 'brand',
  size = 'medium',
  fullWidth = false,
  loading = false,
  startIcon,
  endIcon,
  disabled,
  type = 'button',
  className,
  children,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      className={cx(styles.button({ variant, tone, size, fullWidth }), className)}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      {...props}
    >
      {loading ? (
        <span className={spinnerCircle({ size: 'small' })} aria-hidden="true" />
      ) : startIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {startIcon}
        </span>
      ) : null}
      {children}
      {endIcon ? (
        <span className={styles.icon} aria-hidden="true">
          {endIcon}
        </span>
      ) : null}
    </button>
  );
}
