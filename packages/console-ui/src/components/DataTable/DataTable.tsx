import type { ReactNode } from 'react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { SearchIcon } from '../../icons';
import { NativeSelect } from '../Select/NativeSelect';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './DataTable.css';
import type { DataTableCardContext } from './DataTableCards';
import { DataTableCards } from './DataTableCards';
import { DataTableFooter } from './DataTableFooter';
import { DataTableHeader } from './DataTableHeader';
import { DataTableRows } from './DataTableRows';
import type { SelectionColumn } from './SelectionCheckbox';
import { SkeletonRows } from './SkeletonRows';
import { StateMessage } from './StateMessage';
import type { BodyVirtualizer } from './VirtualRows';
import { VirtualRows } from './VirtualRows';
import type { DataTableLabels } from './labels';
import { DEFAULT_DATA_TABLE_LABELS } from './labels';
import { useContainerWidth } from '../../utils/useContainerWidth';
import type { DataTableColumn, UsePagedTableOptions } from './usePagedTable';
import { usePagedTable } from './usePagedTable';
import { useColumnResizing } from './useColumnResizing';
import { useGridNavigation } from './useGridNavigation';
import { useRowNavigation } from './useRowNavigation';
import { useRowSelection } from './useRowSelection';
import { useScrollable } from '../../utils/useScrollable';

/** The narrowest a column gets before the table scrolls sideways. */
const MIN_COLUMN_WIDTH = '8.5rem';
const NO_IDS: readonly string[] = [];
/** The card layout's Sort by choice of the list's own order (column choices are `id:asc|desc`). */
const DEFAULT_ORDER = 'default';
/** The checkbox column of `enableRowSelection`. */
const SELECT_COLUMN_WIDTH = '2.75rem';

export const DATA_TABLE_LAYOUTS = ['auto', 'table', 'cards'] as const;
/** `auto` shows cards when the table's own width is under `cardBreakpoint` and `renderCard` is given. */
export type DataTableLayout = (typeof DATA_TABLE_LAYOUTS)[number];

export const DATA_TABLE_KEYBOARD_NAVIGATIONS = ['rows', 'grid'] as const;
/**
 * `rows`: rows that open something are one Tab stop moved by the arrow keys. `grid`: the ARIA
 * grid pattern, cell by cell.
 */
export type DataTableKeyboardNavigation = (typeof DATA_TABLE_KEYBOARD_NAVIGATIONS)[number];

export interface DataTableProps<Row> extends UsePagedTableOptions<Row> {
  /** The table's accessible name. */
  'aria-label': string;
  /** A request is running: the current rows stay, under a busy veil. */
  loading?: boolean;
  /** The last request failed with this message. */
  error?: string | null;
  onRetry?: () => void;
  /** Opens a row (click, Enter or Space); rows become keyboard stops only when set. */
  onRowClick?: (row: Row) => void;
  /** Marks rows (e.g. with an error) through `data-highlighted`. */
  isRowHighlighted?: (row: Row) => boolean;
  /** The search box; shown by default in server mode. */
  searchable?: boolean;
  /** More controls beside the search box (filters). */
  toolbar?: ReactNode;
  layout?: DataTableLayout;
  /**
   * The card of a row in the card layout. Each card sits in a plain list item (the list is named
   * by `aria-label`); the table adds no border, background or button around it.
   * - `cardContent: 'card'` (default): the returned node is the whole card and handles its own
   *   activation, e.g. `<DeviceCard onActivate={...} />` (a button) or a card with its own links
   *   and buttons. `card.open` calls `onRowClick` for the row when one is given.
   * - `cardContent: 'plain'`: the returned node is plain content (text, no buttons or links); the
   *   table draws the card around it, and with `onRowClick` makes it a button that opens the row
   *   by click, Enter or Space.
   */
  renderCard?: (row: Row, card: DataTableCardContext) => ReactNode;
  cardContent?: 'card' | 'plain';
  cardBreakpoint?: number;
  /** Pages with more rows than this render only the rows in view. */
  virtualizeAbove?: number;
  /** Height of the scrolling body when virtualized, in px. */
  maxBodyHeight?: number;
  /**
   * Row height for the virtualizer until the first row is drawn, in px; rows not drawn yet are
   * then estimated at the first drawn row's height, and every row is measured once drawn.
   */
  estimatedRowHeight?: number;
  labels?: Partial<DataTableLabels>;
  /**
   * Opt-in: a checkbox column (each row's checkbox named after the row, a header checkbox that
   * selects or clears the rows on screen and shows a mixed state) and a selection summary
   * ("3 of 132 rows selected", announced politely). Rows are selected by id (`getRowId`), so the
   * selection survives paging, sorting and searching. Not shown in the card layout.
   */
  enableRowSelection?: boolean;
  /** Controlled selection: the selected rows' ids. */
  selection?: readonly string[];
  defaultSelection?: readonly string[];
  /** Every change of the selection, with all selected ids. */
  onSelectionChange?: (selection: string[]) => void;
  /**
   * Opt-in `'grid'`: the table becomes an ARIA grid navigated cell by cell (one Tab stop; arrows,
   * Home / End, Ctrl+Home / Ctrl+End, PageUp / PageDown; a cell's one control takes the focus
   * itself, a cell with several is entered by Enter or F2 and left by Escape). `'rows'` (default):
   * rows that open something are one Tab stop moved by the arrow keys.
   */
  keyboardNavigation?: DataTableKeyboardNavigation;
  /** The row's name in its checkbox label ("Select HP-0001"); the first column's text by default. */
  getRowLabel?: (row: Row) => string;
}

/**
 * The console's table: server-paged (or a complete client-sorted list), binary sorting, a
 * debounced search, loading, empty and error states, keyboard-openable rows, a virtualized body
 * for long pages and a card layout for narrow containers. Behaviour lives in `usePagedTable`.
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const {
    'aria-label': label,
    loading = false,
    error,
    onRetry,
    onRowClick: openRow,
    isRowHighlighted,
    searchable = (props.mode ?? 'server') === 'server',
    toolbar,
    layout = 'auto',
    renderCard,
    cardContent = 'card',
    cardBreakpoint = 600,
    virtualizeAbove = 50,
    maxBodyHeight = 560,
    estimatedRowHeight = 41,
    labels: labelOverrides,
    enableRowSelection = false,
    selection: selectionValue,
    defaultSelection,
    onSelectionChange,
    getRowLabel,
    keyboardNavigation = 'rows',
    ...tableOptions
  } = props;
  const labels = { ...DEFAULT_DATA_TABLE_LABELS, ...labelOverrides };
  const paged = usePagedTable(tableOptions);
  const rows = paged.rows;
  // A row opened from the list on screen wins over a search typed a moment before and still
  // waiting for its debounce (which would otherwise change the query after the row opened).
  const { cancelSearch } = paged;
  const onRowClick = useMemo(
    () =>
      openRow
        ? (row: Row) => {
            cancelSearch();
            openRow(row);
          }
        : undefined,
    [openRow, cancelSearch],
  );

  const [rootElement, setRootElement] = useState<HTMLDivElement | null>(null);
  const width = useContainerWidth(layout === 'auto' && renderCard ? rootElement : null);
  const showCards =
    !!renderCard &&
    (layout === 'cards' || (layout === 'auto' && width !== undefined && width < cardBreakpoint));

  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const [headerRow, setHeaderRow] = useState<HTMLTableRowElement | null>(null);
  const resizing = useColumnResizing(paged, tableOptions.columns, headerRow);
  const virtualized = !showCards && rows.length > virtualizeAbove;
  // The virtualizer lives in the body (VirtualRows): a scroll re-renders the rows alone, not the
  // header, the footer and the table model. The table reaches it for keyboard scrolling.
  const virtualizerRef = useRef<BodyVirtualizer | null>(null);
  const scrollToIndex = useCallback(
    (index: number) => {
      if (virtualized) virtualizerRef.current?.scrollToIndex(index, { align: 'auto' });
    },
    [virtualized],
  );
  // Enter and Space are the row button's own (a native click), so the hook only moves focus.
  const navigation = useRowNavigation({
    rowCount: rows.length,
    scrollToIndex,
    container: scrollElement,
  });
  const scrollable = useScrollable(scrollElement) || virtualized;
  const grid = keyboardNavigation === 'grid';
  const [tableElement, setTableElement] = useState<HTMLTableElement | null>(null);

  const selectionState = useRowSelection({
    // Only a table with the checkbox column needs the page's ids (10,000 rows take ms to list).
    pageIds: useMemo(
      () => (enableRowSelection ? rows.map((row) => row.id) : NO_IDS),
      [enableRowSelection, rows],
    ),
    selection: selectionValue,
    defaultSelection,
    onSelectionChange,
  });
  const firstColumn = tableOptions.columns[0];
  const selection: SelectionColumn<Row> | undefined = enableRowSelection
    ? {
        state: selectionState,
        allLabel: labels.selectAll,
        rowLabel: (row) =>
          labels.selectRow(
            getRowLabel ? getRowLabel(row) : String(firstColumn?.value?.(row) ?? ''),
          ),
      }
    : undefined;

  const hasRows = rows.length > 0;
  const firstLoad = loading && !hasRows && !error;
  const columnCount = tableOptions.columns.length + (selection ? 1 : 0);
  const gridNavigation = useGridNavigation({
    enabled: grid && !showCards,
    table: tableElement,
    rowCount: hasRows && !error ? rows.length : 0,
    columnCount,
    scrollToIndex: (index) => {
      if (virtualized) scrollToIndex(index);
      else
        tableElement
          ?.querySelector(`tbody > tr[data-index="${index}"]`)
          ?.scrollIntoView({ block: 'nearest' });
    },
    scrollElement: virtualized ? scrollElement : null,
  });
  // The virtualized rows re-render alone as the body scrolls: both navigations then place their
  // tab stops and pending focus on the rows just drawn.
  const { afterRowsRender: rowsAfterRender } = navigation;
  const { afterRowsRender: gridAfterRender } = gridNavigation;
  const afterRowsRender = useCallback(() => {
    rowsAfterRender();
    gridAfterRender();
  }, [gridAfterRender, rowsAfterRender]);

  const body = {
    paged,
    columns: tableOptions.columns,
    onRowClick,
    isRowHighlighted,
    getRowProps: onRowClick && !grid ? navigation.getRowProps : undefined,
    grid,
    selection,
  };
  const bodyRows = virtualized ? (
    <VirtualRows
      {...body}
      scrollElement={scrollElement}
      estimatedRowHeight={estimatedRowHeight}
      maxBodyHeight={maxBodyHeight}
      handleRef={virtualizerRef}
      onRendered={afterRowsRender}
    />
  ) : (
    <DataTableRows {...body} />
  );

  // Cards have no headers to click: a Sort by list offers each sortable column both ways.
  // (Multi-column sorts are the headers' own: the list shows and sets the first column.)
  const sortable = tableOptions.columns.filter((column) => column.sortable);
  const sortedColumn = sortable.find((column) => paged.getSortDirection(column.id));
  const sortControl =
    showCards && sortable.length > 0 ? (
      <NativeSelect
        label={labels.sortBy}
        options={[
          // Sorting is binary unless removal is on: once sorted, as by a header, the list's own
          // order is not offered again.
          ...(sortedColumn && !tableOptions.enableSortingRemoval
            ? []
            : [{ value: DEFAULT_ORDER, label: labels.defaultOrder }]),
          ...sortable.flatMap((column) =>
            (['asc', 'desc'] as const).map((direction) => ({
              value: `${column.id}:${direction}`,
              label: labels.sortChoice(column.header, direction),
            })),
          ),
        ]}
        value={
          sortedColumn
            ? `${sortedColumn.id}:${paged.getSortDirection(sortedColumn.id)}`
            : DEFAULT_ORDER
        }
        onValueChange={(value) => {
          const [columnId = '', direction] = value.split(':');
          paged.setSort(
            value === DEFAULT_ORDER ? null : columnId,
            direction === 'desc' ? 'desc' : 'asc',
          );
        }}
      />
    ) : null;

  return (
    <div ref={setRootElement} className={styles.root}>
      {searchable || toolbar || sortControl ? (
        <div className={styles.toolbar}>
          {searchable ? (
            <div className={styles.search}>
              <span className={styles.searchIcon} aria-hidden="true">
                <SearchIcon />
              </span>
              <input
                type="search"
                className={styles.searchInput}
                aria-label={labels.search}
                placeholder={labels.searchPlaceholder}
                value={paged.searchText}
                onChange={(event) => paged.setSearchText(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') paged.flushSearch();
                }}
              />
            </div>
          ) : null}
          {toolbar}
          {sortControl}
        </div>
      ) : null}

      {selection && !showCards ? (
        <p className={styles.selectionSummary} role="status" aria-live="polite" aria-atomic="true">
          {labels.selectionSummary(selectionState.count, paged.range.total)}
        </p>
      ) : null}

      {showCards && renderCard ? (
        <div className={styles.cardsFrame} aria-busy={loading}>
          {error || !hasRows ? (
            firstLoad ? (
              <Spinner label={labels.loading} />
            ) : (
              <StateMessage error={error} onRetry={onRetry} labels={labels} />
            )
          ) : (
            <DataTableCards
              paged={paged}
              renderCard={renderCard}
              onRowClick={onRowClick}
              plainCards={cardContent === 'plain'}
              isRowHighlighted={isRowHighlighted}
              aria-label={label}
            />
          )}
          {loading && hasRows ? <BusyOverlay label={labels.loading} /> : null}
        </div>
      ) : (
        <div
          ref={setScrollElement}
          className={styles.frame}
          // A frame that scrolls (sideways on a narrow screen, or a long virtualized page) is a
          // named region reachable by Tab, so that the keyboard can scroll it (WCAG 2.1.1).
          tabIndex={scrollable ? 0 : undefined}
          role={scrollable ? 'region' : undefined}
          // Its own name: a section around the table often bears the table's (axe landmark-unique).
          aria-label={scrollable ? labels.scrollRegion(label) : undefined}
          style={virtualized ? { maxHeight: maxBodyHeight, overflowY: 'auto' } : undefined}
        >
          <table
            ref={setTableElement}
            role={grid ? 'grid' : undefined}
            {...gridNavigation.props}
            className={styles.table}
            aria-label={label}
            aria-busy={loading}
            aria-rowcount={virtualized ? rows.length + 1 : undefined}
            // Computed geometry: below this the frame scrolls sideways instead of crushing columns.
            style={tableWidth(tableOptions.columns.length, !!selection, resizing.totalWidth)}
          >
            <colgroup>
              {selection ? <col style={{ width: SELECT_COLUMN_WIDTH }} /> : null}
              {tableOptions.columns.map((column) => {
                const columnWidth = resizing.getColumnWidth(column as DataTableColumn<unknown>);
                return (
                  <col key={column.id} style={columnWidth ? { width: columnWidth } : undefined} />
                );
              })}
            </colgroup>
            <DataTableHeader
              paged={paged}
              columns={tableOptions.columns}
              indexed={virtualized}
              labels={labels}
              selection={selection}
              resizing={resizing}
              rowRef={setHeaderRow}
            />
            <tbody>
              {firstLoad ? (
                <SkeletonRows columnCount={columnCount} rowCount={5} />
              ) : error || !hasRows ? (
                <tr>
                  <td colSpan={columnCount} role={grid ? 'gridcell' : undefined}>
                    <StateMessage error={error} onRetry={onRetry} labels={labels} />
                  </td>
                </tr>
              ) : (
                bodyRows
              )}
            </tbody>
          </table>
          {/* The first load shows placeholder rows and only tells screen readers. */}
          {firstLoad ? (
            <VisuallyHidden role="status">{labels.loading}</VisuallyHidden>
          ) : loading ? (
            <BusyOverlay label={labels.loading} />
          ) : null}
        </div>
      )}

      {paged.paginated && !firstLoad ? (
        <DataTableFooter paged={paged} labels={labels} tableLabel={label} />
      ) : null}
    </div>
  );
}

/**
 * Computed geometry: below the minimum the frame scrolls sideways instead of crushing columns;
 * once every column has a resized px width, the table is exactly as wide as its columns.
 */
function tableWidth(columnCount: number, selectable: boolean, resizedTotal: number | undefined) {
  const select = selectable ? ` + ${SELECT_COLUMN_WIDTH}` : '';
  if (resizedTotal !== undefined) {
    return { width: `calc(${resizedTotal}px${select})`, minWidth: 0 };
  }
  return { minWidth: `calc(${columnCount} * ${MIN_COLUMN_WIDTH}${select})` };
}

function BusyOverlay({ label }: { label: string }) {
  return (
    <div className={styles.busyOverlay}>
      <Spinner label={label} />
    </div>
  );
}
