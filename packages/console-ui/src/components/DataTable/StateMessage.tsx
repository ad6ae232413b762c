import type { ReactNode } from 'react';
import { AlertCircleIcon } from '../../icons';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import * as styles from './DataTable.css';
import type { DataTableLabels } from './labels';

interface StateMessageProps {
  error?: string | null;
  onRetry?: () => void;
  labels: DataTableLabels;
}

/** The error (with a retry) or the empty message. */
export function StateMessage({ error, onRetry, labels }: StateMessageProps): ReactNode {
  if (error) {
    return (
      <div className={styles.message} role="alert">
        <span className={styles.messageIcon} aria-hidden="true">
          <AlertCircleIcon />
        </span>
        <p className={`${styles.messageText} ${styles.errorMessage}`}>{error}</p>
        {onRetry ? (
          <Button variant="outline" tone="neutral" size="small" onClick={onRetry}>
            {labels.retry}
          </Button>
        ) : null}
      </div>
    );
  }
  return <EmptyState title={labels.empty} />;
}
