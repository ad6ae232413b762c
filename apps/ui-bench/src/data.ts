export interface BenchRow {
  id: number;
  name: string;
  model: string;
  project: string;
  status: string;
  temperature: number;
}

const MODELS = ['GMV-X 280', 'GMV-6 335', 'ALT-H 160', 'Ultra Heat 12', 'Versati III 8'];
const STATUSES = ['Online', 'Offline', 'Error'];

/** `count` rows, the same on every run; names are not in id order, so a sort moves every row. */
export function makeRows(count: number): BenchRow[] {
  return Array.from({ length: count }, (_, id) => ({
    id,
    name: `AHU-${String((id * 7919 + 1234) % count).padStart(5, '0')}`,
    model: MODELS[id % MODELS.length] ?? '',
    project: `Project ${(id * 31) % 97}`,
    status: STATUSES[(id * 13) % STATUSES.length] ?? '',
    temperature: Math.round((18 + ((id * 37) % 90) / 10) * 10) / 10,
  }));
}

/** Rows whose name contains `search` (the plain table's filter). */
export function filterRows(rows: readonly BenchRow[], search: string): readonly BenchRow[] {
  if (!search) return rows;
  const needle = search.toLowerCase();
  return rows.filter((row) => row.name.toLowerCase().includes(needle));
}

/** Rows sorted by a text column (the plain table's sort). */
export function sortRows(
  rows: readonly BenchRow[],
  key: 'name',
  descending: boolean,
): readonly BenchRow[] {
  const sorted = [...rows].sort((a, b) => (a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0));
  return descending ? sorted.reverse() : sorted;
}
