import type { ChangeLogEntryLike, DateFormatOptions } from '@hvac/console-domain';
import { changeLogText } from '@hvac/console-domain';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Spinner } from '../../components/Spinner/Spinner';
import { useInfiniteList } from '../../hooks/useInfiniteList';
import * as styles from './ChangeLogTimeline.css';
import { DoneAllIcon } from './DoneAllIcon';
import { DEFAULT_CHANGE_LOG_TIMELINE_LABELS } from './labels';

/** A change-log entry as the timeline shows it (projects.md §3). */
export interface ChangeLogTimelineEntry extends ChangeLogEntryLike {
  id: number | string;
}

export interface ChangeLogTimelineLabels {
  heading: string;
  empty: string;
  loadingMore: string;
  retry: string;
  /** Before the reason of a failed write. */
  writeFailedReason: string;
}

export interface ChangeLogTimelineProps {
  /** Every loaded page's entries, in order. */
  entries: readonly ChangeLogTimelineEntry[];
  /** A page is being fetched ('Loading more entries...'). */
  loading: boolean;
  /** More pages exist; the next one is asked for when the end of the list scrolls into view. */
  hasMore: boolean;
  /** Fetches the next page; never called while one is loading or when none is left. */
  onLoadMore: () => unknown;
  /** A page failed: shown with Retry, and no further page is asked for until then. */
  errorMessage?: string | null;
  onRetry?: () => void;
  /** Pins the time zone of the subtitles (stories and tests use 'UTC'). */
  timeZone?: DateFormatOptions['timeZone'];
  /** The scrolling element when it is not the page itself. */
  scrollRoot?: Element | null;
  headingLevel?: 2 | 3;
  labels?: Partial<ChangeLogTimelineLabels>;
  className?: string;
}

/**
 * The project's change log as a timeline (projects.md §2): per entry the action and status, the
 * time, who sent which value to which parameter and what became of it, coloured by status, each with
 * the done_all icon. Pages load as the end of the list scrolls into view (`useInfiniteList`); the
 * owner supplies the pages, so any data source fits.
 */
export function ChangeLogTimeline({
  entries,
  loading,
  hasMore,
  onLoadMore,
  errorMessage,
  onRetry,
  timeZone,
  scrollRoot,
  headingLevel = 2,
  labels,
  className,
}: ChangeLogTimelineProps) {
  const text = { ...DEFAULT_CHANGE_LOG_TIMELINE_LABELS, ...labels };
  const failed = Boolean(errorMessage);
  const { sentinelRef } = useInfiniteList({
    hasMore,
    loading,
    itemCount: entries.length,
    onLoadMore,
    disabled: failed,
    root: scrollRoot,
  });
  const EntryHeading = `h${headingLevel + 1}` as 'h3' | 'h4';

  return (
    <Card
      title={text.heading}
      headingLevel={headingLevel}
      aria-busy={loading || undefined}
      className={className}
    >
      {entries.length > 0 ? (
        <ol className={styles.list}>
          {entries.map((entry) => {
            const wording = changeLogText(entry, { timeZone });
            return (
              <li key={entry.id} className={styles.entry} data-tone={wording.tone}>
                <span className={styles.icon[wording.tone]} aria-hidden="true">
                  <DoneAllIcon size={16} />
                </span>
                <div>
                  <EntryHeading className={`${styles.title} ${styles.titleTone[wording.tone]}`}>
                    {wording.title}
                  </EntryHeading>
                  <time className={styles.subtitle} dateTime={entry.created_at ?? undefined}>
                    {wording.subtitle}
                  </time>
                  <p className={styles.body}>
                    {wording.body} {wording.statusText}
                  </p>
                  {wording.reason ? (
                    <p className={styles.reason}>
                      {text.writeFailedReason}: {wording.reason}
                    </p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      ) : null}
      <div className={styles.footer}>
        {failed ? (
          <div role="alert" className={styles.footer}>
            <p className={styles.errorMessage}>{errorMessage}</p>
            {onRetry ? (
              <Button variant="outline" size="small" onClick={onRetry}>
                {text.retry}
              </Button>
            ) : null}
          </div>
        ) : null}
        {loading ? <Spinner label={text.loadingMore} showLabel /> : null}
        {!loading && !failed && entries.length === 0 ? (
          <p className={styles.message}>{text.empty}</p>
        ) : null}
        {hasMore && !failed ? <div ref={sentinelRef} className={styles.sentinel} /> : null}
      </div>
    </Card>
  );
}
