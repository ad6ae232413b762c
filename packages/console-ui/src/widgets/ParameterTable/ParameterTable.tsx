import type { UnitKind } from '@hvac/console-domain';
import { isHighlightedStatistic, registerFormulaText } from '@hvac/console-domain';
import { useMemo } from 'react';
import { DataTable } from '../../components/DataTable/DataTable';
import type { DataTableColumn, DataTableValue } from '../../components/DataTable/usePagedTable';
import type { ParameterTableLabels } from './labels';
import { DEFAULT_PARAMETER_TABLE_LABELS } from './labels';

/** A row of the latest device data (console.md §3, device statistic row). */
export interface ParameterRow {
  data_meaning: string;
  type: string;
  value?: { computed?: unknown; actual?: unknown } | null;
  /** The register formula with the `{unit}` placeholder; the address when there is none. */
  formula?: string | null;
  address?: number | string | null;
  register?: number | string | null;
  modbus_type?: string | null;
}

export interface ParameterTableProps {
  rows: readonly ParameterRow[];
  /** Outdoor units show the formula placeholder as 'j', others as 'i'. */
  unitKind: UnitKind;
  /** The table's accessible name (e.g. the dialog's title). */
  'aria-label': string;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Start sorted by a column (`'data_meaning'` or `'-data_meaning'`). */
  defaultOrdering?: string | null;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<ParameterTableLabels>;
}

function displayValue(value: unknown): DataTableValue {
  if (value == null || value === '') return undefined;
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') {
    return value;
  }
  return JSON.stringify(value);
}

function formulaSource(row: ParameterRow): string {
  if (row.formula) return row.formula;
  return row.address == null ? '' : String(row.address);
}

function columnsFor(
  unitKind: UnitKind,
  labels: ParameterTableLabels,
): DataTableColumn<ParameterRow>[] {
  const text = (value: DataTableValue) =>
    value === undefined || value === null || value === '' ? labels.notAvailable : String(value);
  return [
    {
      id: 'data_meaning',
      header: labels.parameterName,
      value: (row) => row.data_meaning,
      sortable: true,
    },
    { id: 'type', header: labels.parameterType, value: (row) => row.type, sortable: true },
    {
      id: 'computed',
      header: labels.computedValue,
      value: (row) => displayValue(row.value?.computed),
      cell: (row) => text(displayValue(row.value?.computed)),
      sortable: true,
      align: 'end',
    },
    {
      id: 'actual',
      header: labels.actualValue,
      value: (row) => displayValue(row.value?.actual),
      cell: (row) => text(displayValue(row.value?.actual)),
      sortable: true,
      align: 'end',
    },
    {
      id: 'formula',
      header: labels.registerFormula,
      value: (row) => registerFormulaText(formulaSource(row), unitKind),
      cell: (row) => text(registerFormulaText(formulaSource(row), unitKind)),
      sortable: true,
    },
    {
      id: 'register',
      header: labels.register,
      value: (row) => displayValue(row.register),
      cell: (row) => text(displayValue(row.register)),
      sortable: true,
      align: 'end',
    },
  ];
}

function rowId(row: ParameterRow, index: number): string {
  return `${row.modbus_type ?? ''}-${row.register ?? ''}-${row.data_meaning}-${index}`;
}

/**
 * The latest device data: every parameter with its computed and actual value, register formula
 * and register; sorted in the browser, never paged; error rows with an actual value of 1 or more
 * highlighted. Built on DataTable's client mode.
 */
export function ParameterTable({
  rows,
  unitKind,
  'aria-label': label,
  loading = false,
  error,
  onRetry,
  defaultOrdering = null,
  labels,
}: ParameterTableProps) {
  // The columns are made again when the labels object changes: pass a stable one.
  const text = useMemo(() => ({ ...DEFAULT_PARAMETER_TABLE_LABELS, ...labels }), [labels]);
  const columns = useMemo(() => columnsFor(unitKind, text), [unitKind, text]);
  return (
    <DataTable<ParameterRow>
      mode="client"
      aria-label={label}
      columns={columns}
      rows={rows}
      getRowId={rowId}
      defaultOrdering={defaultOrdering}
      isRowHighlighted={isHighlightedStatistic}
      loading={loading}
      error={error}
      onRetry={onRetry}
      searchable={false}
      layout="table"
      labels={{ empty: text.noParameters }}
    />
  );
}
