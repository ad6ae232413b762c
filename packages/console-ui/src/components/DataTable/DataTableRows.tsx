import type { Virtualizer } from '@tanstack/react-virtual';
import * as styles from './DataTable.css';
import type { SelectionColumn } from './SelectionCheckbox';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { DataTableColumn, PagedTable, PagedTableRow } from './usePagedTable';
import { cellContent } from './usePagedTable';
import type { RowNavigationProps } from './useRowNavigation';

export interface BodyRowsProps<Row> {
  paged: PagedTable<Row>;
  columns: readonly DataTableColumn<Row>[];
  onRowClick?: (row: Row) => void;
  isRowHighlighted?: (row: Row) => boolean;
  getRowProps?: (index: number) => RowNavigationProps;
  virtualizer?: Virtualizer<HTMLDivElement, HTMLTableRowElement>;
  selection?: SelectionColumn<Row>;
  /** `keyboardNavigation="grid"`: body cells are grid cells. */
  grid?: boolean;
}

/**
 * The rows of a page, all of them or (virtualized) only those in view between two spacers.
 * A row that opens something shows its first cell as a button (the row's one Tab stop, moved with
 * the arrow keys), so that screen readers announce it as something to press; a click anywhere on
 * the row opens it too.
 */
export function DataTableRows<Row>({
  paged,
  columns,
  onRowClick,
  isRowHighlighted,
  getRowProps,
  virtualizer,
  selection,
  grid = false,
}: BodyRowsProps<Row>) {
  const cellRole = grid ? 'gridcell' : undefined;
  const rows = paged.rows;
  const columnCount = columns.length + (selection ? 1 : 0);
  const renderRow = (row: PagedTableRow<Row>, index: number, measure?: boolean) => (
    <tr
      key={row.id}
      className={styles.row}
      data-index={index}
      ref={measure ? virtualizer?.measureElement : undefined}
      aria-rowindex={virtualizer ? index + 2 : undefined}
      data-highlighted={isRowHighlighted?.(row.original) ? '' : undefined}
      data-clickable={onRowClick ? '' : undefined}
      data-selected={selection?.state.isSelected(row.id) ? '' : undefined}
      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
    >
      {selection ? (
        <td className={`${styles.cell} ${styles.selectCell}`} role={cellRole}>
          <SelectionCheckbox
            checked={selection.state.isSelected(row.id)}
            label={selection.rowLabel(row.original)}
            onToggle={() => selection.state.toggle(row.id)}
          />
        </td>
      ) : null}
      {/* Cells are rendered by calling the current columns, never as components of their own:
          an owner that builds its columns on every render (inline `cell` functions) would
          otherwise remount every cell each time, losing focus on the buttons inside. */}
      {columns.map((column, cellIndex) => {
        const content =
          cellIndex === 0 && onRowClick ? (
            <button
              type="button"
              className={styles.rowButton}
              {...getRowProps?.(index)}
              onClick={(event) => {
                event.stopPropagation();
                onRowClick(row.original);
              }}
            >
              {cellContent(column, row.original)}
            </button>
          ) : (
            cellContent(column, row.original)
          );
        return column.rowHeader ? (
          <th
            key={column.id}
            scope="row"
            className={styles.cell}
            data-align={column.align}
            data-row-header=""
            role={grid ? 'rowheader' : undefined}
          >
            {content}
          </th>
        ) : (
          <td key={column.id} className={styles.cell} data-align={column.align} role={cellRole}>
            {content}
          </td>
        );
      })}
    </tr>
  );

  if (!virtualizer) return <>{rows.map((row, index) => renderRow(row, index))}</>;

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      {before > 0 ? <SpacerRow height={before} columnCount={columnCount} /> : null}
      {items.map((item) => renderRow(rows[item.index], item.index, true))}
      {after > 0 ? <SpacerRow height={after} columnCount={columnCount} /> : null}
    </>
  );
}

function SpacerRow({ height, columnCount }: { height: number; columnCount: number }) {
  return (
    <tr aria-hidden="true">
      {/* Computed geometry: the height of the rows scrolled out of view. */}
      <td className={styles.spacer} colSpan={columnCount} style={{ height }} />
    </tr>
  );
}
