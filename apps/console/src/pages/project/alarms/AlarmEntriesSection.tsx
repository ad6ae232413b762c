import type { AlarmEntry, ProjectDetail } from '@hvac/console-api';
import { useConsoleMutations, useProjectAlarmEntries } from '@hvac/console-api/react';
import { MESSAGES, formatDateTime } from '@hvac/console-domain';
import type { DataTableColumn } from '@hvac/console-ui';
import { AlarmEntryResolvedCell, Checkbox, DataTable, useToast } from '@hvac/console-ui';
import { useEffect, useRef, useState } from 'react';

import { errorMessage, isForbidden, loadErrorMessage } from '../../../app/errors';
import * as styles from '../../../app/layout.css';
import { PROJECT_TEXT } from '../projectText';
import { useServerQuery } from '../../../app/useServerQuery';

const NO_ENTRIES: AlarmEntry[] = [];

const resolvedId = (entry: AlarmEntry) => `alarm-entry-${entry.id}-resolved`;

const entryLabel = (entry: AlarmEntry) =>
  [entry.device.unit_id, entry.alarm_configuration?.parameter_name].filter(Boolean).join(' ');

/**
 * The Alarm Entries table with its search, opening on the unresolved entries ('Unresolved only',
 * which can be cleared to see all); 'Unresolved' where resolved_at is missing, and a Resolve action
 * for resolve_alarms that sets resolved_at (the Status card's counts follow). After Resolve the
 * table keeps its page and sort, and focus goes to the entry's resolution time (or to the
 * section's heading when the filter has taken the entry away).
 */
export function AlarmEntriesSection({
  project,
  canResolve,
}: {
  project: ProjectDetail;
  canResolve: boolean;
}) {
  const { query, setQuery, params } = useServerQuery();
  const [unresolvedOnly, setUnresolvedOnly] = useState(true);
  const entries = useProjectAlarmEntries(project.id, {
    ...params,
    is_resolved: unresolvedOnly ? false : null,
  });
  const { updateAlarmEntry } = useConsoleMutations();
  const toast = useToast();
  const [resolving, setResolving] = useState<number | null>(null);
  const resolved = useRef<AlarmEntry | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  // Once the refreshed rows are shown, focus goes to the entry's resolution time, or to the
  // heading when the entry left the list: never to the page's body with the button it was on.
  // The write's own re-read may be overtaken by another (a pushed alarm event re-reads the list
  // too, and the older answer is dropped), so this waits for rows in which the entry is resolved
  // or gone, not for the write to finish.
  const rows = entries.data?.results;
  useEffect(() => {
    const entry = resolved.current;
    if (!entry || resolving !== null) return;
    const shown = rows?.find((row) => row.id === entry.id);
    if (shown && !shown.resolved_at) return;
    resolved.current = null;
    (document.getElementById(resolvedId(entry)) ?? headingRef.current)?.focus();
  }, [resolving, rows]);

  const resolve = async (entry: AlarmEntry) => {
    setResolving(entry.id);
    try {
      await updateAlarmEntry(entry.id, {
        resolved_at: new Date().toISOString(),
        is_resolved: true,
      });
      resolved.current = entry;
      toast.success(MESSAGES.ALARM_ENTRY_UPDATED);
    } catch (error) {
      toast.error(
        isForbidden(error)
          ? MESSAGES.NOT_ALLOWED
          : errorMessage(error, MESSAGES.FAILED_TO_UPDATE_ALARM_ENTRY),
      );
    } finally {
      setResolving(null);
    }
  };

  const columns: DataTableColumn<AlarmEntry>[] = [
    {
      id: 'device',
      header: PROJECT_TEXT.device,
      value: (entry) => entry.device.unit_id,
      sortable: true,
      orderingField: 'unit_id',
    },
    {
      id: 'parameter_name',
      header: PROJECT_TEXT.parameter,
      value: (entry) => entry.alarm_configuration?.parameter_name ?? MESSAGES.NOT_AVAILABLE,
      sortable: true,
    },
    {
      id: 'triggered_value',
      header: PROJECT_TEXT.triggeredValue,
      value: (entry) => entry.triggered_value,
      sortable: true,
      align: 'end',
    },
    {
      id: 'triggered_at',
      header: PROJECT_TEXT.triggeredAt,
      value: (entry) => formatDateTime(entry.triggered_at),
      sortable: true,
    },
    {
      id: 'resolved_at',
      header: PROJECT_TEXT.resolvedAt,
      sortable: true,
      cell: (entry) => (
        <AlarmEntryResolvedCell
          resolvedAt={entry.resolved_at}
          onResolve={canResolve ? () => void resolve(entry) : undefined}
          resolving={resolving === entry.id}
          entryLabel={entryLabel(entry)}
          resolvedId={resolvedId(entry)}
        />
      ),
    },
  ];

  return (
    <section className={styles.section} aria-labelledby="alarm-entries-heading">
      <h2 id="alarm-entries-heading" ref={headingRef} tabIndex={-1} className={styles.subheading}>
        {PROJECT_TEXT.alarmEntries}
      </h2>
      <DataTable
        aria-label={PROJECT_TEXT.alarmEntries}
        columns={columns}
        rows={entries.data?.results ?? NO_ENTRIES}
        rowCount={entries.data?.count ?? 0}
        getRowId={(entry) => String(entry.id)}
        page={query.page}
        pageSize={query.pageSize}
        onQueryChange={setQuery}
        loading={entries.isLoading || entries.isValidating}
        error={loadErrorMessage(entries.error, MESSAGES.FAILED_TO_FETCH_ALARM_ENTRIES)}
        onRetry={() => void entries.mutate()}
        labels={{ search: PROJECT_TEXT.searchAlarmEntries, empty: PROJECT_TEXT.noAlarmEntries }}
        toolbar={
          <Checkbox
            label={PROJECT_TEXT.unresolvedOnly}
            checked={unresolvedOnly}
            onCheckedChange={(checked) => {
              setUnresolvedOnly(checked === true);
              // Another list starts at its first page.
              setQuery({ ...query, page: 1 });
            }}
          />
        }
      />
    </section>
  );
}
