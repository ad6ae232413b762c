import type { HistoricalHeader } from '@hvac/console-api';
import { useHistoricalStats } from '@hvac/console-api/react';
import {
  DEFAULT_HISTORICAL_PAGE_SIZE,
  FIRST_PAGE,
  HISTORICAL_PAGE_SIZES,
  MESSAGES,
  formatDateTime,
  formatTemperature,
} from '@hvac/console-domain';
import type { DataTableColumn } from '@hvac/console-ui';
import { DataTable, Dialog } from '@hvac/console-ui';
import { useMemo, useState } from 'react';

import { loadErrorMessage } from '../../app/errors';
import { SCREEN_TEXT } from '../../app/text';
import type { StatsTarget } from './statsTarget';

type HistoricalRow = Record<string, number | string | boolean | null>;
const NO_ROWS: HistoricalRow[] = [];
const NO_HEADERS: HistoricalHeader[] = [];

const CELSIUS = '°C';

/**
 * A historical cell's text. Temperatures come already in °C (19, 18.9) and are shown with one
 * decimal like everywhere else (DECISIONS.md Display) through the domain's formatter, which takes
 * tenths; other values keep the server's number and unit.
 */
export function cellText(
  header: HistoricalHeader,
  value: HistoricalRow[string] | undefined,
): string {
  if (value === null || value === undefined || value === '') return MESSAGES.NOT_AVAILABLE;
  if (header.type === 'time') return formatDateTime(String(value));
  if (header.unit === CELSIUS && Number.isFinite(Number(value))) {
    return formatTemperature(Math.round(Number(value) * 10));
  }
  return header.unit ? `${String(value)} ${header.unit}` : String(value);
}

/** An error row: the server's `has_error` flag, or an error-type column holding 1 or more. */
function hasError(row: HistoricalRow, headers: readonly HistoricalHeader[]): boolean {
  if (row.has_error === true) return true;
  return headers.some((header) => header.type === 'error' && Number(row[header.header]) >= 1);
}

/** The historical stats dialog: server-paged, its columns from the answer's header_data. */
export function HistoricalStatsDialog({
  target,
  onClose,
}: {
  target: StatsTarget;
  onClose: () => void;
}) {
  const [query, setQuery] = useState({
    page: FIRST_PAGE,
    pageSize: DEFAULT_HISTORICAL_PAGE_SIZE,
  });
  const stats = useHistoricalStats(target.unitType, target.unitId, {
    page: query.page,
    page_size: query.pageSize,
  });
  const headers = stats.data?.results.header_data ?? NO_HEADERS;
  const columns = useMemo<DataTableColumn<HistoricalRow>[]>(
    () =>
      headers.map((header) => ({
        id: header.header,
        header: header.name,
        value: (row) => cellText(header, row[header.header]),
      })),
    [headers],
  );
  if (stats.error) console.error(stats.error);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${SCREEN_TEXT.historicalData}: ${target.title}`}
      size="large"
    >
      <DataTable
        aria-label={SCREEN_TEXT.historicalData}
        columns={columns}
        rows={stats.data?.results.data ?? NO_ROWS}
        rowCount={stats.data?.count ?? 0}
        getRowId={(_row, index) => String((query.page - 1) * query.pageSize + index)}
        page={query.page}
        pageSize={query.pageSize}
        pageSizeOptions={HISTORICAL_PAGE_SIZES}
        onQueryChange={(next) => setQuery({ page: next.page, pageSize: next.pageSize })}
        searchable={false}
        loading={stats.isLoading || stats.isValidating}
        error={loadErrorMessage(stats.error, MESSAGES.SERVER_ERROR)}
        onRetry={() => void stats.mutate()}
        isRowHighlighted={(row) => hasError(row, headers)}
      />
    </Dialog>
  );
}
