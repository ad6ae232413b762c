import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import type { ButtonSize, ButtonTone, ButtonVariant } from '../Button/Button';
import { button } from '../Button/Button.css';
import * as styles from './IconButton.css';

export interface IconButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'aria-label' | 'children'
> {
  /** The accessible name: an icon alone says nothing to a screen reader, so this is required. */
  'aria-label': string;
  icon: ReactNode;
  variant?: ButtonVariant;
  tone?: ButtonTone;
  size?: ButtonSize;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing only an icon; its name comes from the required `aria-label`. */
export function IconButton({
  icon,
  variant = 'ghost',
  tone = 'neutral',
  size = 'medium',
  type = 'button',
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      type={type}
      className={cx(button({ variant, tone, size }), styles.square, styles[size], className)}
      {...props}
    >
      <span aria-hidden="true" className={styles.icon}>
        {icon}
      </span>
    </button>
  );
}
