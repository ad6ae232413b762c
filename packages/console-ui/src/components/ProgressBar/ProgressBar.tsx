import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './ProgressBar.css';

export const progressTones = ['brand', 'success', 'warning', 'danger'] as const;
export type ProgressTone = (typeof progressTones)[number];

export interface ProgressBarProps {
  /** What is progressing; the progress bar's accessible name. */
  label: string;
  /** Current value; leave undefined for an indeterminate bar. */
  value?: number;
  max?: number;
  /** Shows the label and the percentage above the bar. */
  showLabel?: boolean;
  /** Text for the value, e.g. "3 of 8 files"; defaults to a percentage. */
  valueText?: string;
  tone?: ProgressTone;
  className?: string;
}

/** A determinate or indeterminate progress bar (role "progressbar"). */
export function ProgressBar({
  label,
  value,
  max = 100,
  showLabel = false,
  valueText,
  tone = 'brand',
  className,
}: ProgressBarProps) {
  const labelId = useId();
  const indeterminate = value === undefined;
  const clamped = indeterminate ? 0 : Math.min(Math.max(value, 0), max);
  const fraction = max > 0 ? clamped / max : 0;
  const text = indeterminate ? undefined : (valueText ?? `${Math.round(fraction * 100)}%`);
  return (
    <div className={cx(styles.root, className)}>
      {showLabel ? (
        <div className={styles.header}>
          <span id={labelId}>{label}</span>
          {text ? <span className={styles.value}>{text}</span> : null}
        </div>
      ) : null}
      <div
        role="progressbar"
        className={styles.track}
        aria-labelledby={showLabel ? labelId : undefined}
        aria-label={showLabel ? undefined : label}
        aria-valuemin={0}
        aria-valuemax={max}
        aria-valuenow={indeterminate ? undefined : clamped}
        aria-valuetext={text}
      >
        <div
          className={styles.fill({ tone })}
          data-indeterminate={indeterminate ? '' : undefined}
          // Computed geometry: the filled fraction.
          style={assignInlineVars({ [styles.fractionVar]: String(fraction) })}
        />
      </div>
    </div>
  );
}
