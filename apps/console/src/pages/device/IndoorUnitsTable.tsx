import type { DeviceSlim, IndoorSummary, IndoorUnitSlim } from '@hvac/console-api';
import { SLIM_UNIT_HIERARCHY } from '@hvac/console-api';
import type { ErrorFilter, IndoorUnitFilters, PowerFilter } from '@hvac/console-domain';
import {
  DEFAULT_INDOOR_UNIT_FILTERS,
  DEVICE_DETAIL_PAGE_SIZE,
  ERROR_FILTERS,
  POWER_FILTERS,
  formatTemperature,
  indoorUnitTitle,
  indoorUnitsOf,
  isErrorActive,
  matchesIndoorUnitFilters,
  operationModeName,
  powerLabel,
  setAndActualTemperature,
  systemTitle,
} from '@hvac/console-domain';
import type { DataTableColumn } from '@hvac/console-ui';
import { Button, DataTable, IndoorUnitCard, Select, StatusIcon } from '@hvac/console-ui';
import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';

import * as styles from '../../app/layout.css';
import { SCREEN_TEXT } from '../../app/text';

export interface IndoorRow {
  id: number;
  unit: number;
  name: string;
  /** The outdoor system's unit number. */
  system: number;
  /** The outdoor system's id. */
  systemId: number;
  summary: IndoorSummary;
  /** The model's scale of each summary value (absent from an older server's answer). */
  scales?: IndoorUnitSlim['summary_scales'];
}

/** Every indoor unit of a device with the system it belongs to (the domain's walk). */
export function indoorRows(device: DeviceSlim | undefined): IndoorRow[] {
  return indoorUnitsOf(device ? [device] : [], SLIM_UNIT_HIERARCHY).map(({ system, unit }) => ({
    id: unit.id,
    unit: unit.unit,
    name: unit.name,
    system: system.unit,
    systemId: system.id,
    summary: unit.summary_data,
    scales: unit.summary_scales,
  }));
}

/** The cells say 'Error' / 'No Error' like the error filter above them. */
const ERROR_LABELS = Object.fromEntries(
  ERROR_FILTERS.map((option) => [option.value, option.label]),
) as Record<ErrorFilter, string>;

/** '3 · Office': the unit number and name, as the indoor unit card titles itself. */
const indoorTitle = (row: IndoorRow) => indoorUnitTitle(row.unit, row.name);

const isPowerFilter = (value: string): value is PowerFilter =>
  POWER_FILTERS.some((option) => option.value === value);
const isErrorFilter = (value: string): value is ErrorFilter =>
  ERROR_FILTERS.some((option) => option.value === value);

export interface IndoorUnitsTableProps {
  rows: readonly IndoorRow[];
  systems: readonly number[];
  loading: boolean;
  onOpenLatestStats: (row: IndoorRow) => void;
  onOpenHistoricalStats: (row: IndoorRow) => void;
  /** Write actions of a row (users with write_parameters). */
  writeActions?: (row: IndoorRow) => ReactNode;
}

/**
 * The Indoor Units table of the multi-unit view: filters by system, power and error status (a
 * change returns to page 1), 50 rows a page, error rows highlighted, both dialog buttons per row.
 * In a narrow container each unit is an IndoorUnitCard with the same buttons.
 */
export function IndoorUnitsTable({
  rows,
  systems,
  loading,
  onOpenLatestStats,
  onOpenHistoricalStats,
  writeActions,
}: IndoorUnitsTableProps) {
  const [filters, setFilters] = useState<IndoorUnitFilters>(DEFAULT_INDOOR_UNIT_FILTERS);
  // A new predicate for new filter values: the table filters, pages, and returns to page 1.
  const accepts = useCallback(
    (row: IndoorRow) =>
      matchesIndoorUnitFilters(
        { system: row.system, power: row.summary.power, error_status: row.summary.error_status },
        filters,
      ),
    [filters],
  );
  const filter = (changes: Partial<IndoorUnitFilters>) =>
    setFilters((current) => ({ ...current, ...changes }));

  const columns: DataTableColumn<IndoorRow>[] = [
    { id: 'unit', header: SCREEN_TEXT.unitId, value: (row) => row.unit },
    { id: 'name', header: SCREEN_TEXT.name, value: (row) => row.name },
    {
      id: 'power',
      header: SCREEN_TEXT.powerStatus,
      value: (row) => powerLabel(row.summary.power),
    },
    {
      id: 'operation_mode',
      header: SCREEN_TEXT.operationMode,
      value: (row) => operationModeName(row.summary.operation_mode),
    },
    {
      id: 'temperature',
      header: SCREEN_TEXT.setAndActualTemp,
      value: (row) =>
        setAndActualTemperature(
          formatTemperature(row.summary.indoor_set_temp, row.scales?.indoor_set_temp),
          formatTemperature(row.summary.indoor_ambient_temp, row.scales?.indoor_ambient_temp),
        ),
    },
    {
      id: 'error_status',
      header: SCREEN_TEXT.errorStatus,
      cell: (row) => (
        <StatusIcon
          kind="error"
          active={isErrorActive(row.summary.error_status)}
          label={
            isErrorActive(row.summary.error_status) ? ERROR_LABELS.error : ERROR_LABELS.no_error
          }
          showLabel
        />
      ),
    },
    {
      id: 'action',
      header: SCREEN_TEXT.action,
      cell: (row) => (
        <div className={styles.rowActions}>
          {/* Named with the unit like the cards' buttons, so each row's pair is told apart. */}
          <Button
            size="small"
            variant="outline"
            aria-label={`${SCREEN_TEXT.latestStats}, ${indoorTitle(row)}`}
            onClick={() => onOpenLatestStats(row)}
          >
            {SCREEN_TEXT.latestStats}
          </Button>
          <Button
            size="small"
            variant="outline"
            aria-label={`${SCREEN_TEXT.historicalStats}, ${indoorTitle(row)}`}
            onClick={() => onOpenHistoricalStats(row)}
          >
            {SCREEN_TEXT.historicalStats}
          </Button>
          {writeActions?.(row)}
        </div>
      ),
    },
  ];

  const systemOptions = [
    { value: 'all', label: SCREEN_TEXT.all },
    ...systems.map((unit) => ({ value: String(unit), label: systemTitle(unit) })),
  ];

  return (
    <DataTable
      aria-label={SCREEN_TEXT.indoorUnits}
      columns={columns}
      mode="client"
      paginate
      filter={accepts}
      rows={rows}
      getRowId={(row) => String(row.id)}
      defaultPageSize={DEVICE_DETAIL_PAGE_SIZE}
      searchable={false}
      loading={loading}
      isRowHighlighted={(row) => isErrorActive(row.summary.error_status)}
      renderCard={(row) => (
        <IndoorUnitCard
          unit={row.unit}
          name={row.name}
          summary={row.summary}
          scales={row.scales}
          onOpenLatestStats={() => onOpenLatestStats(row)}
          onOpenHistoricalStats={() => onOpenHistoricalStats(row)}
        />
      )}
      virtualizeAbove={DEVICE_DETAIL_PAGE_SIZE}
      toolbar={
        <div className={styles.filters}>
          <Select
            label={SCREEN_TEXT.system}
            options={systemOptions}
            value={String(filters.system)}
            onValueChange={(value) => filter({ system: value === 'all' ? 'all' : Number(value) })}
          />
          <Select
            label={SCREEN_TEXT.powerStatus}
            options={POWER_FILTERS}
            value={filters.power}
            onValueChange={(value) => {
              if (isPowerFilter(value)) filter({ power: value });
            }}
          />
          <Select
            label={SCREEN_TEXT.errorStatus}
            options={ERROR_FILTERS}
            value={filters.error}
            onValueChange={(value) => {
              if (isErrorFilter(value)) filter({ error: value });
            }}
          />
        </div>
      }
    />
  );
}
