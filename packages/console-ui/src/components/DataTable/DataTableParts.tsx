import type { Virtualizer } from '@tanstack/react-virtual';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import type { MutableRefObject, ReactNode } from 'react';
import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import { AlertCircleIcon, ArrowDownIcon, ArrowUpIcon, createIcon } from '../../icons';
import { Button } from '../Button/Button';
import { EmptyState } from '../EmptyState/EmptyState';
import { Skeleton } from '../Skeleton/Skeleton';
import * as styles from './DataTable.css';
import type { DataTableLabels } from './labels';
import type { DataTableColumn, PagedTable, PagedTableRow } from './usePagedTable';
import { cellContent } from './usePagedTable';
import type { ColumnResizing } from './useColumnResizing';
import type { RowNavigationProps } from './useRowNavigation';
import type { RowSelection } from './useRowSelection';

/** What the checkbox column needs (`enableRowSelection`). */
export interface SelectionColumn<Row> {
  state: RowSelection;
  /** The row's checkbox name: "Select HP-0001". */
  rowLabel: (row: Row) => string;
  allLabel: string;
}

/**
 * A native checkbox: light, announced by every screen reader, with the mixed state through the
 * DOM's `indeterminate`. A click on it never reaches the row (which would open the row).
 */
function SelectionCheckbox(props: {
  checked: boolean;
  indeterminate?: boolean;
  label: string;
  onToggle: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  const indeterminate = props.indeterminate ?? false;
  useLayoutEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate;
  }, [indeterminate]);
  return (
    <input
      ref={ref}
      type="checkbox"
      className={styles.checkbox}
      aria-label={props.label}
      checked={props.checked}
      onChange={props.onToggle}
      onClick={(event) => event.stopPropagation()}
    />
  );
}

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

interface BodyRowsProps<Row> {
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

export type BodyVirtualizer = Virtualizer<HTMLDivElement, HTMLTableRowElement>;

interface VirtualRowsProps<Row> extends Omit<BodyRowsProps<Row>, 'virtualizer'> {
  scrollElement: HTMLDivElement | null;
  /** Row height until the first row is drawn, in px. */
  estimatedRowHeight: number;
  /** The scrolling frame's height, in px (its size before it is laid out). */
  maxBodyHeight: number;
  /** Set to the virtualizer while mounted, for the table's keyboard scrolling. */
  handleRef: MutableRefObject<BodyVirtualizer | null>;
  /** After each render of the rows (a scroll re-renders them alone): tab stops, pending focus. */
  onRendered?: () => void;
}

/**
 * The rows in view of a long page. The virtualizer is here, not in the table: each scroll step
 * re-renders these rows only, not the table's header, model and hooks
 * (docs/benchmarks/console-ui.md).
 */
export function VirtualRows<Row>({
  scrollElement,
  estimatedRowHeight,
  maxBodyHeight,
  handleRef,
  onRendered,
  ...body
}: VirtualRowsProps<Row>) {
  const rows = body.paged.rows;
  // Rows not drawn yet are estimated at the height of the first row drawn: a fixed guess a few
  // pixels off makes a long page's scrollbar far too long, and every row drawn after a jump
  // corrects the layout (and the scroll position) once more.
  const [measuredRowHeight, setMeasuredRowHeight] = useState<number | undefined>(undefined);
  const rowEstimate = measuredRowHeight ?? estimatedRowHeight;
  // A new key function would make the virtualizer lay out every row again on each render.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  // The virtualizer is read during this render only, never memoized across renders.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowEstimate,
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      if (measuredRowHeight === undefined && size > 0) setMeasuredRowHeight(size);
      return size;
    },
    getItemKey,
    overscan: 8,
    // Without layout (tests, first paint) the body still shows its first rows.
    initialRect: { width: 0, height: maxBodyHeight },
  });
  // The new estimate applies to every row not measured yet.
  useLayoutEffect(() => {
    if (measuredRowHeight !== undefined) virtualizer.measure();
  }, [measuredRowHeight, virtualizer]);
  useLayoutEffect(() => {
    handleRef.current = virtualizer;
    return () => {
      handleRef.current = null;
    };
  }, [handleRef, virtualizer]);
  useLayoutEffect(() => {
    onRendered?.();
  });
  return <DataTableRows {...body} virtualizer={virtualizer} />;
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
