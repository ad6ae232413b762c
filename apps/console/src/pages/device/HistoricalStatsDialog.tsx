import type { HistoricalHeader } from '@hvac/console-api';
import { useHistoricalStats } from '@hvac/console-api/react';
import {
  DEFAULT_HISTORICAL_PAGE_SIZE,
  FIRST_PAGE,
  HISTORICAL_PAGE_SIZES,
  MESSAGES,
  historicalCellText,
  isHistoricalErrorRow,
} from '@hvac/console-domain';
import type { DataTableColumn } from '@hvac/console-ui';
import { DataTable, Dialog } from '@hvac/console-ui';
import { useMemo, useState } from 'react';

import { loadErrorMessage } from '../../app/errors';
import { SCREEN_TEXT } from '../../app/text';
import type { StatsDialogProps } from './statsTarget';

type HistoricalRow = Record<string, number | string | boolean | null>;
const NO_ROWS: HistoricalRow[] = [];
const NO_HEADERS: HistoricalHeader[] = [];

/** The historical stats dialog: server-paged, its columns from the answer's header_data. */
export function HistoricalStatsDialog({ target, onClose, onCloseAutoFocus }: StatsDialogProps) {
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
        value: (row) => historicalCellText(header, row[header.header]),
      })),
    [headers],
  );

  return (
    <Dialog
      open
      onCloseAutoFocus={onCloseAutoFocus}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`${SCREEN_TEXT.historicalData}: ${target.title}`}
      size="large"
      // The click paints the dialog at once; its table follows in the next moments.
      deferBody
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
        isRowHighlighted={(row) => isHistoricalErrorRow(row, headers)}
      />
    </Dialog>
  );
}
