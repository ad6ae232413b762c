import { MESSAGES } from '@hvac/console-domain';
import { Button, EmptyState, Spinner, WarningIcon } from '@hvac/console-ui';
import type { ReactNode } from 'react';

import { isForbidden } from './errors';
import * as styles from './layout.css';
import { SCREEN_TEXT } from './text';

export interface QueryStateProps {
  loading: boolean;
  error: unknown;
  /** The catalogue message of this screen's failure ('Failed to load devices.'). */
  errorMessage?: string;
  onRetry?: () => void;
  children: ReactNode;
}

/**
 * A screen's loading and failure states around its content: a spinner until the first answer; a
 * message (with Retry) when the call failed; 'You do not have permission to do this.' on a 403.
 */
export function QueryState({
  loading,
  error,
  errorMessage = MESSAGES.SERVER_ERROR,
  onRetry,
  children,
}: QueryStateProps) {
  if (error) {
    const forbidden = isForbidden(error);
    return (
      <div role="alert">
        <EmptyState
          icon={<WarningIcon />}
          title={forbidden ? MESSAGES.NOT_ALLOWED : errorMessage}
          action={
            !forbidden && onRetry ? (
              <Button variant="outline" onClick={onRetry}>
                {SCREEN_TEXT.retry}
              </Button>
            ) : undefined
          }
        />
      </div>
    );
  }
  if (loading) {
    return (
      <div className={styles.fallback}>
        <Spinner size="large" />
      </div>
    );
  }
  return <>{children}</>;
}
