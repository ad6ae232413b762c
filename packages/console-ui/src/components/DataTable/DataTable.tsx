import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { useCallback, useState } from 'react';
import { SearchIcon } from '../../icons';
import { Spinner } from '../Spinner/Spinner';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './DataTable.css';
import type { DataTableCardContext } from './DataTableCards';
import { DataTableCards } from './DataTableCards';
import { DataTableFooter } from './DataTableFooter';
import { DataTableHeader, DataTableRows, SkeletonRows, StateMessage } from './DataTableParts';
import type { DataTableLabels } from './labels';
import { DEFAULT_DATA_TABLE_LABELS } from './labels';
import { useContainerWidth } from './useContainerWidth';
import type { UsePagedTableOptions } from './usePagedTable';
import { usePagedTable } from './usePagedTable';
import { useRowNavigation } from './useRowNavigation';

/** The narrowest a column gets before the table scrolls sideways. */
const MIN_COLUMN_WIDTH = '8.5rem';

export const DATA_TABLE_LAYOUTS = ['auto', 'table', 'cards'] as const;
/** `auto` shows cards when the table's own width is under `cardBreakpoint` and `renderCard` is given. */
export type DataTableLayout = (typeof DATA_TABLE_LAYOUTS)[number];

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
  /** Estimated row height for the virtualizer, in px (rows are measured once drawn). */
  estimatedRowHeight?: number;
  labels?: Partial<DataTableLabels>;
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
    onRowClick,
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
    ...tableOptions
  } = props;
  const labels = { ...DEFAULT_DATA_TABLE_LABELS, ...labelOverrides };
  const paged = usePagedTable(tableOptions);
  const rows = paged.rows;

  const [rootElement, setRootElement] = useState<HTMLDivElement | null>(null);
  const width = useContainerWidth(layout === 'auto' && renderCard ? rootElement : null);
  const showCards =
    !!renderCard &&
    (layout === 'cards' || (layout === 'auto' && width !== undefined && width < cardBreakpoint));

  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  const virtualized = !showCards && rows.length > virtualizeAbove;
  // The virtualizer is read during this render only, never memoized across renders.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => estimatedRowHeight,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 8,
    enabled: virtualized,
    // Without layout (tests, first paint) the body still shows its first rows.
    initialRect: { width: 0, height: maxBodyHeight },
  });

  const scrollToIndex = useCallback(
    (index: number) => {
      if (virtualized) virtualizer.scrollToIndex(index, { align: 'auto' });
    },
    [virtualized, virtualizer],
  );
  const navigation = useRowNavigation({
    rowCount: rows.length,
    onOpen: onRowClick ? (index) => onRowClick(rows[index].original) : undefined,
    scrollToIndex,
  });

  const hasRows = rows.length > 0;
  const firstLoad = loading && !hasRows && !error;
  const columnCount = tableOptions.columns.length;

  return (
    <div ref={setRootElement} className={styles.root}>
      {searchable || toolbar ? (
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
        </div>
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
          ref={(element) => {
            setScrollElement(element);
            navigation.containerRef.current = element;
          }}
          className={styles.frame}
          // A scrolling body must be reachable by keyboard when its rows are not.
          tabIndex={virtualized && !onRowClick ? 0 : undefined}
          role={virtualized && !onRowClick ? 'region' : undefined}
          aria-label={virtualized && !onRowClick ? label : undefined}
          style={virtualized ? { maxHeight: maxBodyHeight, overflowY: 'auto' } : undefined}
        >
          <table
            className={styles.table}
            aria-label={label}
            aria-busy={loading}
            aria-rowcount={virtualized ? rows.length + 1 : undefined}
            // Computed geometry: below this the frame scrolls sideways instead of crushing columns.
            style={{ minWidth: `calc(${columnCount} * ${MIN_COLUMN_WIDTH})` }}
          >
            <colgroup>
              {tableOptions.columns.map((column) => (
                <col key={column.id} style={column.width ? { width: column.width } : undefined} />
              ))}
            </colgroup>
            <DataTableHeader paged={paged} columns={tableOptions.columns} indexed={virtualized} />
            <tbody>
              {firstLoad ? (
                <SkeletonRows columnCount={columnCount} rowCount={5} />
              ) : error || !hasRows ? (
                <tr>
                  <td colSpan={columnCount}>
                    <StateMessage error={error} onRetry={onRetry} labels={labels} />
                  </td>
                </tr>
              ) : (
                <DataTableRows
                  paged={paged}
                  columns={tableOptions.columns}
                  onRowClick={onRowClick}
                  isRowHighlighted={isRowHighlighted}
                  getRowProps={onRowClick ? navigation.getRowProps : undefined}
                  virtualizer={virtualized ? virtualizer : undefined}
                />
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

      {paged.paginated && !firstLoad ? <DataTableFooter paged={paged} labels={labels} /> : null}
    </div>
  );
}

function BusyOverlay({ label }: { label: string }) {
  return (
    <div className={styles.busyOverlay}>
      <Spinner label={label} />
    </div>
  );
}
