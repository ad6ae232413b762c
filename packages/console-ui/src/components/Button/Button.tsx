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
  /**
   * Shows a spinner, marks the button busy and ignores clicks; the label stays visible. The button
   * keeps focus meanwhile (aria-disabled, not disabled): it was just pressed, and a natively
   * disabled button would drop focus to the page's body (WCAG 2.4.3).
   */
  loading?: boolean;
  /**
   * A disabled button stays focusable (aria-disabled) and ignores clicks; for a button that is
   * disabled by its own press (Save once nothing is left to save), so focus stays on it.
   */
  focusableWhenDisabled?: boolean;
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
  focusableWhenDisabled = false,
  disabled,
  type = 'button',
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const inactive = Boolean(disabled) || loading;
  const keepsFocus = loading || focusableWhenDisabled;
  return (
    <button
      type={type}
      className={cx(styles.button({ variant, tone, size, fullWidth }), className)}
      disabled={inactive && !keepsFocus}
      aria-disabled={inactive && keepsFocus ? true : undefined}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      {...props}
      onClick={
        inactive
          ? // No click handler and no form submission while inactive.
            (event) => event.preventDefault()
          : onClick
      }
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
