import { describe, expect, it } from 'vitest';
import { lazySearchTexts, matchingRows, sortRows } from './clientRows';
import type { DataTableColumn } from './dataTableColumn';

interface Unit {
  name: string;
  floor: number | null;
}

const columns: DataTableColumn<Unit>[] = [
  { id: 'name', header: 'Name', value: (row) => row.name, sortable: true },
  { id: 'floor', header: 'Floor', value: (row) => row.floor, sortable: true },
];
const units: Unit[] = [
  { name: 'Unit 10', floor: 2 },
  { name: 'Unit 2', floor: null },
  { name: 'unit 1', floor: 2 },
  { name: 'Hall', floor: 1 },
];
const items = units.map((original, index) => ({ original, index }));
const names = (list: { original: Unit }[]) => list.map((item) => item.original.name);

describe("client mode's rows", () => {
  it('sorts text in natural order, any case, and keeps equal rows in list order', () => {
    const sorted = sortRows(items, [{ id: 'name', desc: false }], columns, new Map());
    expect(names(sorted)).toEqual(['Hall', 'unit 1', 'Unit 2', 'Unit 10']);
    const byFloor = sortRows(items, [{ id: 'floor', desc: false }], columns, new Map());
    expect(names(byFloor)).toEqual(['Hall', 'Unit 10', 'unit 1', 'Unit 2']);
  });

  it('puts empty values last in either direction', () => {
    const descending = sortRows(items, [{ id: 'floor', desc: true }], columns, new Map());
    expect(names(descending)).toEqual(['Unit 10', 'unit 1', 'Hall', 'Unit 2']);
  });

  it('ignores columns that are not sortable, leaving the list as it is', () => {
    const plain = [{ ...columns[0], sortable: false }];
    expect(names(sortRows(items, [{ id: 'name', desc: true }], plain, new Map()))).toEqual(
      names(items),
    );
  });

  it('shows the rows the filter accepts whose cells contain the search, any case', () => {
    const texts = lazySearchTexts(units, columns);
    expect(matchingRows(units, texts, undefined, '')).toBeNull();
    const found = matchingRows(units, texts, undefined, ' UNIT ');
    expect([found?.count, Array.from(found?.rows ?? [])]).toEqual([3, [1, 1, 1, 0]]);
    const onFloorTwo = matchingRows(units, texts, (row) => row.floor === 2, 'unit 1');
    expect([onFloorTwo?.count, Array.from(onFloorTwo?.rows ?? [])]).toEqual([2, [1, 0, 1, 0]]);
  });

  it('never matches a search across two cells', () => {
    const texts = lazySearchTexts(units, columns);
    expect(matchingRows(units, texts, undefined, 'hall1')?.count).toBe(0);
  });
});
