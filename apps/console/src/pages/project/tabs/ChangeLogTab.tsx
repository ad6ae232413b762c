import { useChangeLog } from '@hvac/console-api/react';
import { MESSAGES } from '@hvac/console-domain';
import { ChangeLogTimeline } from '@hvac/console-ui';

import { isForbidden, loadErrorMessage } from '../../../app/errors';
import type { ProjectTabProps } from './types';

/**
 * The project's change log (projects.md §2): pages of 20 from the server, the next one when the end
 * of the timeline scrolls into view, none after the page without `next`. A failure is logged once
 * by the data provider (app/errors.ts, in projects.md §8's words); the timeline also offers a retry
 * instead of going quiet.
 */
export default function ChangeLogTab({ project }: ProjectTabProps) {
  const log = useChangeLog(project.id);

  return (
    <ChangeLogTimeline
      entries={log.entries}
      loading={log.isLoadingMore}
      hasMore={log.hasMore}
      onLoadMore={log.loadMore}
      // A refusal (403) says so, without a retry that cannot help (as every other screen does).
      errorMessage={loadErrorMessage(log.error, MESSAGES.ERROR_FETCHING_CHANGE_LOGS)}
      onRetry={isForbidden(log.error) ? undefined : () => void log.mutate()}
    />
  );
}
