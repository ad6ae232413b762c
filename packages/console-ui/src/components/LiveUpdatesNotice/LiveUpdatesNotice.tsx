import type { HTMLAttributes, ReactNode } from 'react';
import { WarningIcon } from '../../icons';
import { cx } from '../../utils/cx';
import * as styles from './LiveUpdatesNotice.css';

export interface LiveUpdatesNoticeProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** Whether live updates are paused; while they arrive the notice shows nothing. */
  paused: boolean;
  /** The notice's heading, e.g. 'Live updates paused'. */
  title: ReactNode;
  /** Why, and what happens meanwhile ('… Pages refresh every 10 s meanwhile.'). */
  reason?: ReactNode;
}

/**
 * Says that live updates are paused, and why. The polite live region is always in the page, empty
 * while live updates arrive, so a screen reader announces the change when they pause or resume.
 * It has no `status` role: screens keep one status (a toast, a count) for tests and readers to find.
 */
export function LiveUpdatesNotice({
  paused,
  title,
  reason,
  className,
  ...props
}: LiveUpdatesNoticeProps) {
  return (
    <div
      aria-live="polite"
      aria-atomic="true"
      data-state={paused ? 'paused' : 'live'}
      className={cx(styles.root, className)}
      {...props}
    >
      {paused ? (
        <>
          <span className={styles.icon} aria-hidden="true">
            <WarningIcon />
          </span>
          <p className={styles.text}>
            <strong className={styles.title}>{title}</strong>
            {reason ? <> {reason}</> : null}
          </p>
        </>
      ) : null}
    </div>
  );
}
