import { isForbidden, isNotFound } from '@hvac/console-api';
import { MESSAGES } from '@hvac/console-domain';
import { Button, EmptyState, Spinner, WarningIcon } from '@hvac/console-ui';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';

import * as styles from './layout.css';
import { SCREEN_TEXT } from './text';

export interface QueryStateProps {
  loading: boolean;
  error: unknown;
  /** The catalogue message of this screen's failure ('Failed to load devices.'). */
  errorMessage?: string;
  onRetry?: () => void;
  /** Shown instead of the failure (and without Retry) when the server answered 404. */
  notFound?: ReactNode;
  /** The address names nothing that can exist (a malformed id): show `notFound` at once. */
  missing?: boolean;
  children: ReactNode;
}

/**
 * A screen's loading and failure states around its content: a spinner until the first answer; a
 * message (with Retry) when the call failed; 'You do not have permission to do this.' on a 403; the
 * screen's not-found state (no Retry: asking again cannot help) on a 404 when it gives one.
 */
export function QueryState({
  loading,
  error,
  errorMessage = MESSAGES.SERVER_ERROR,
  onRetry,
  notFound,
  missing = false,
  children,
}: QueryStateProps) {
  if (notFound !== undefined && (missing || (error && isNotFound(error)))) return <>{notFound}</>;
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

/** The not-found state of a detail screen: what was not found and a link back to its list. */
export function NotFoundState({ title, backTo, backLabel }: NotFoundStateProps) {
  return (
    <EmptyState
      title={title}
      action={
        <Link className={styles.link} to={backTo}>
          {backLabel}
        </Link>
      }
    />
  );
}

export interface NotFoundStateProps {
  title: string;
  backTo: string;
  backLabel: string;
}
