import { ArrowDownIcon, ArrowUpIcon, createIcon } from '../../icons';
import * as styles from './DataTable.css';
import type { DataTableLabels } from './labels';
import type { SelectionColumn } from './SelectionCheckbox';
import { SelectionCheckbox } from './SelectionCheckbox';
import type { ColumnResizing } from './useColumnResizing';
import type { DataTableColumn, PagedTable } from './usePagedTable';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A sortable column that is not sorted yet: both directions, muted. */
const SortableIcon = createIcon('SortableIcon', <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />);

interface HeaderProps<Row> {
  paged: PagedTable<Row>;
  columns: readonly DataTableColumn<Row>[];
  /** Row index for aria-rowindex when the body is virtualized. */
  indexed: boolean;
  labels: DataTableLabels;
  selection?: SelectionColumn<Row>;
  /** `enableColumnResizing`: a resize separator at the end of each resizable header. */
  resizing?: ColumnResizing;
  rowRef?: (row: HTMLTableRowElement | null) => void;
}

/**
 * Column headers; in a sortable one a button fills the whole cell. The sorted column carries aria-sort and ↑ or ↓,
 * the other sortable ones a muted ↕ of the same width, so that sorting never moves a header.
 */
export function DataTableHeader<Row>({
  paged,
  columns,
  indexed,
  labels,
  selection,
  resizing,
  rowRef,
}: HeaderProps<Row>) {
  return (
    <thead>
      <tr ref={rowRef} aria-rowindex={indexed ? 1 : undefined}>
        {selection ? (
          <th scope="col" className={`${styles.headerCell} ${styles.selectCell}`}>
            <SelectionCheckbox
              checked={selection.state.allSelected}
              indeterminate={selection.state.someSelected}
              label={selection.allLabel}
              onToggle={selection.state.toggleAll}
            />
          </th>
        ) : null}
        {columns.map((column) => {
          const direction = paged.getSortDirection(column.id);
          // In a sort by several columns each sorted header shows its place in the sort.
          const position = paged.sortCount > 1 ? paged.getSortPosition(column.id) : undefined;
          const separator = resizing?.getSeparatorProps(column.id);
          return (
            <th
              key={column.id}
              scope="col"
              className={styles.headerCell}
              data-column-id={column.id}
              data-align={column.align}
              data-sortable={column.sortable ? '' : undefined}
              data-resizable={separator ? '' : undefined}
              // The separator's own name ("Resize Unit ID") must not join the header's.
              aria-label={separator ? column.header : undefined}
              aria-sort={direction ? ARIA_SORT[direction] : undefined}
            >
              {column.sortable ? (
                <button
                  type="button"
                  className={styles.sortButton}
                  data-sorted={direction ? '' : undefined}
                  // The name says the place in the sort that the number shows ("Active, sort priority 1").
                  aria-label={position ? labels.sortPosition(column.header, position) : undefined}
                  onClick={(event) => paged.toggleSort(column.id, event.shiftKey)}
                  onKeyDown={(event) => {
                    // Shift+Enter adds the column to the sort, as Shift+click does.
                    if (event.key !== 'Enter' || !event.shiftKey) return;
                    event.preventDefault();
                    paged.toggleSort(column.id, true);
                  }}
                >
                  {column.header}
                  <span
                    className={styles.sortIcon}
                    aria-hidden="true"
                    data-sort-indicator={direction ?? 'none'}
                  >
                    {direction === 'asc' ? (
                      <ArrowUpIcon />
                    ) : direction === 'desc' ? (
                      <ArrowDownIcon />
                    ) : (
                      <SortableIcon />
                    )}
                  </span>
                  {position ? (
                    // The number is drawn by CSS: the button's name already says it, and text
                    // here would make the visible label differ from the name.
                    <span
                      className={styles.sortPosition}
                      aria-hidden="true"
                      data-sort-position={position}
                    />
                  ) : null}
                </button>
              ) : (
                column.header
              )}
              {separator ? (
                <span
                  {...separator}
                  className={styles.resizeSeparator}
                  aria-label={labels.resizeColumn(column.header)}
                  aria-valuetext={labels.columnWidth(separator['aria-valuenow'])}
                />
              ) : null}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}
