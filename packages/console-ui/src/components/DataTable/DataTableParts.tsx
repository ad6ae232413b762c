import type { Virtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { AlertCircleIcon, ArrowDownIcon, ArrowUpIcon, createIcon } from '../../icons';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './DataTable.css';
import type { DataTableLabels } from './labels';
import type { DataTableColumn, PagedTable, PagedTableRow } from './usePagedTable';
import { cellContent } from './usePagedTable';
import type { RowNavigationProps } from './useRowNavigation';

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** A sortable column that is not sorted yet: both directions, muted. */
const SortableIcon = createIcon('SortableIcon', <path d="M8 9l4-4 4 4M8 15l4 4 4-4" />);

interface HeaderProps<Row> {
  paged: PagedTable<Row>;
  columns: readonly DataTableColumn<Row>[];
  /** Row index for aria-rowindex when the body is virtualized. */
  indexed: boolean;
}

/**
 * Column headers; in a sortable one a button fills the whole cell. The sorted column carries aria-sort and ↑ or ↓,
 * the other sortable ones a muted ↕ of the same width, so that sorting never moves a header.
 */
export function DataTableHeader<Row>({ paged, columns, indexed }: HeaderProps<Row>) {
  return (
    <thead>
      <tr aria-rowindex={indexed ? 1 : undefined}>
        {columns.map((column) => {
          const direction = paged.getSortDirection(column.id);
          return (
            <th
              key={column.id}
              scope="col"
              className={styles.headerCell}
              data-align={column.align}
              data-sortable={column.sortable ? '' : undefined}
              aria-sort={direction ? ARIA_SORT[direction] : undefined}
            >
              {column.sortable ? (
                <button
                  type="button"
                  className={styles.sortButton}
                  data-sorted={direction ? '' : undefined}
                  onClick={() => paged.toggleSort(column.id)}
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
                </button>
              ) : (
                column.header
              )}
            </th>
          );
        })}
      </tr>
    </thead>
  );
}

interface BodyRowsProps<Row> {
  paged: PagedTable<Row>;
  columns: readonly DataTableColumn<Row>[];
  onRowClick?: (row: Row) => void;
  isRowHighlighted?: (row: Row) => boolean;
  getRowProps?: (index: number) => RowNavigationProps;
  virtualizer?: Virtualizer<HTMLDivElement, HTMLTableRowElement>;
}

/** The rows of a page, all of them or (virtualized) only those in view between two spacers. */
export function DataTableRows<Row>({
  paged,
  columns,
  onRowClick,
  isRowHighlighted,
  getRowProps,
  virtualizer,
}: BodyRowsProps<Row>) {
  const rows = paged.rows;
  const renderRow = (row: PagedTableRow<Row>, index: number, measure?: boolean) => (
    <tr
      key={row.id}
      className={styles.row}
      data-index={index}
      ref={measure ? virtualizer?.measureElement : undefined}
      aria-rowindex={virtualizer ? index + 2 : undefined}
      data-highlighted={isRowHighlighted?.(row.original) ? '' : undefined}
      data-clickable={onRowClick ? '' : undefined}
      onClick={onRowClick ? () => onRowClick(row.original) : undefined}
      {...getRowProps?.(index)}
    >
      {/* Cells are rendered by calling the current columns, never as components of their own:
          an owner that builds its columns on every render (inline `cell` functions) would
          otherwise remount every cell each time, losing focus on the buttons inside. */}
      {columns.map((column) => (
        <td key={column.id} className={styles.cell} data-align={column.align}>
          {cellContent(column, row.original)}
        </td>
      ))}
    </tr>
  );

  if (!virtualizer) return <>{rows.map((row, index) => renderRow(row, index))}</>;

  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = items.length > 0 ? virtualizer.getTotalSize() - items[items.length - 1].end : 0;
  return (
    <>
      {before > 0 ? <SpacerRow height={before} columnCount={columns.length} /> : null}
      {items.map((item) => renderRow(rows[item.index], item.index, true))}
      {after > 0 ? <SpacerRow height={after} columnCount={columns.length} /> : null}
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

const SKELETON_WIDTHS = ['85%', '55%', '70%'] as const;

/** Placeholder rows while the first page loads. */
export function SkeletonRows({ columnCount, rowCount }: { columnCount: number; rowCount: number }) {
  return (
    <>
      {Array.from({ length: rowCount }, (_, rowIndex) => (
        <tr key={rowIndex} aria-hidden="true">
          {Array.from({ length: columnCount }, (_, cellIndex) => (
            <td key={cellIndex} className={styles.cell}>
              <Skeleton width={SKELETON_WIDTHS[(rowIndex + cellIndex) % SKELETON_WIDTHS.length]} />
            </td>
          ))}
        </tr>
      ))}
    </>
  );
}

interface StateMessageProps {
  error?: string | null;
  onRetry?: () => void;
  labels: DataTableLabels;
}

/** The error (with a retry) or the empty message. */
export function StateMessage({ error, onRetry, labels }: StateMessageProps): ReactNode {
  if (error) {
    return (
      <div className={styles.message} role="alert">
        <span className={styles.messageIcon} aria-hidden="true">
          <AlertCircleIcon />
        </span>
        <p className={`${styles.messageText} ${styles.errorMessage}`}>{error}</p>
        {onRetry ? (
          <Button variant="outline" tone="neutral" size="small" onClick={onRetry}>
            {labels.retry}
          </Button>
        ) : null}
      </div>
    );
  }
  return <EmptyState title={labels.empty} />;
}
