import type { HTMLAttributes, ReactNode } from 'react';
import { tones } from '../../theme/tokens';
import type { Tone } from '../../theme/tokens';
import { cx } from '../../utils/cx';
import * as styles from './Badge.css';

export const badgeTones = tones;
export const badgeVariants = ['subtle', 'solid'] as const;
export type BadgeTone = Tone;
export type BadgeVariant = (typeof badgeVariants)[number];

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  variant?: BadgeVariant;
  /** A decorative icon before the text; the text must carry the meaning. */
  icon?: ReactNode;
}

/** A short status or count label. Colour is never the only signal: the text says it. */
export function Badge({
  tone = 'neutral',
  variant = 'subtle',
  icon,
  className,
  children,
  ...props
}: BadgeProps) {
  return (
    <span className={cx(styles.badge({ tone, variant }), className)} {...props}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <span className={styles.label}>{children}</span>
    </span>
  );
}
