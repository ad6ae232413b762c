import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './VisuallyHidden.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <span className={cx(styles.root, className)} {...props} />;
}
