import type { ReactNode } from 'react';
import { InboxIcon } from '../../icons';
import { cx } from '../../utils/cx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon; defaults to an empty tray. Pass `null` for none. */
  icon?: ReactNode;
  /** A next step, e.g. a Button. */
  action?: ReactNode;
  /**
   * 2 by default: an empty state usually sits right under the page's h1 (a table, a panel), and a
   * jump from h1 to h3 breaks the outline (WCAG 1.3.1). Pass 3 or 4 inside a titled section.
   */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/** What a list, table or panel shows when it has nothing to show, and what to do about it. */
export function EmptyState({
  title,
  description,
  icon = <InboxIcon />,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={cx(styles.root, className)}>
      {icon ? (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
