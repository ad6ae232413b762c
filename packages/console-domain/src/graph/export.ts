/** Graph values as the chart shows them: at most two decimals, no trailing zeros; '' when missing. */
export function formatGraphValue(value: number | null | undefined): string {
  if (value == null || !Number.isFinite(value)) return '';
  const rounded = Math.round(value * 100) / 100;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

/** A series' name with its unit, as in the legend and the CSV header: 'Outdoor temperature (°C)'. */
export function graphSeriesLabel(name: string, unit?: string | null): string {
  return unit ? `${name} (${unit})` : name;
}

export interface GraphCsvColumn {
  label: string;
  values: ArrayLike<number | null | undefined>;
}

export interface GraphCsvInput {
  /** Ascending timestamps in ms, one per row. */
  timestamps: ArrayLike<number>;
  columns: readonly GraphCsvColumn[];
  /** Only rows within [from, to] (the zoomed window); all rows when absent. */
  from?: number;
  to?: number;
}

function csvField(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/**
 * The shown data as CSV (DECISIONS.md): an ISO timestamp, then one column per header with the
 * value as displayed; lines end with CRLF (RFC 4180).
 */
export function graphCsv(input: GraphCsvInput): string {
  const from = input.from ?? -Infinity;
  const to = input.to ?? Infinity;
  const lines = [
    ['timestamp', ...input.columns.map((column) => column.label)].map(csvField).join(','),
  ];
  for (let row = 0; row < input.timestamps.length; row += 1) {
    const time = input.timestamps[row];
    if (time < from || time > to) continue;
    const fields = [new Date(time).toISOString()];
    for (const column of input.columns) fields.push(csvField(formatGraphValue(column.values[row])));
    lines.push(fields.join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** A graph answer's point: a timestamp and each header's computed value. */
export interface GraphPointLike {
  timestamp: string;
  data: Record<string, { computed: number | null } | null | undefined>;
}

/**
 * The server's points as columns for the chart: ascending timestamps (ms) and one value array per
 * header (NaN where the header has no value). Unparsable timestamps are skipped.
 */
export function toGraphColumns(
  points: readonly GraphPointLike[],
  headers: readonly string[],
): { timestamps: Float64Array; values: Float64Array[] } {
  const rows = points
    .map((point) => ({ time: Date.parse(point.timestamp), point }))
    .filter((row) => Number.isFinite(row.time));
  if (rows.some((row, index) => index > 0 && row.time < rows[index - 1].time)) {
    rows.sort((a, b) => a.time - b.time);
  }
  const timestamps = Float64Array.from(rows, (row) => row.time);
  const values = headers.map((header) =>
    Float64Array.from(rows, (row) => {
      const computed = row.point.data[header]?.computed;
      return typeof computed === 'number' && Number.isFinite(computed) ? computed : Number.NaN;
    }),
  );
  return { timestamps, values };
}
