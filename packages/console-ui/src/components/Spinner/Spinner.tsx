import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { COMPONENT_LABELS } from '../labels';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './Spinner.css';

export const spinnerSizes = ['small', 'medium', 'large'] as const;
export type SpinnerSize = (typeof spinnerSizes)[number];

export interface SpinnerProps extends HTMLAttributes<HTMLSpanElement> {
  size?: SpinnerSize;
  /** What is loading; announced to screen readers. */
  label?: string;
  /** Shows the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
}

/** An indeterminate loading indicator, announced politely as a status. */
export function Spinner({
  size = 'medium',
  label = COMPONENT_LABELS.loading,
  showLabel = false,
  className,
  ...props
}: SpinnerProps) {
  return (
    <span role="status" className={cx(styles.root, className)} {...props}>
      <span className={styles.circle({ size })} aria-hidden="true" />
      {showLabel ? (
        <span className={styles.visibleLabel}>{label}</span>
      ) : (
        <VisuallyHidden>{label}</VisuallyHidden>
      )}
    </span>
  );
}
