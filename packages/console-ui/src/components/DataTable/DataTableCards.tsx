import type { ReactNode } from 'react';
import * as styles from './DataTable.css';
import type { PagedTable } from './usePagedTable';

/** What `renderCard` gets besides the row. */
export interface DataTableCardContext {
  /** Opens the row (`onRowClick`); undefined without `onRowClick`. */
  open?: () => void;
  /** `isRowHighlighted` said yes: an interactive card shows it itself. */
  highlighted: boolean;
}

interface CardsProps<Row> {
  paged: PagedTable<Row>;
  renderCard: (row: Row, card: DataTableCardContext) => ReactNode;
  onRowClick?: (row: Row) => void;
  /** `renderCard` returns plain content that the table turns into a card button. */
  plainCards: boolean;
  isRowHighlighted?: (row: Row) => boolean;
  'aria-label': string;
}

/**
 * The narrow-screen layout: a list, one plain list item a row (no border, no button of its own).
 * With `plainCards` and `onRowClick`, the content becomes a bordered card button (click, Enter,
 * Space); otherwise the rendered card is the whole card and handles activation itself.
 */
export function DataTableCards<Row>({
  paged,
  renderCard,
  onRowClick,
  plainCards,
  isRowHighlighted,
  'aria-label': label,
}: CardsProps<Row>) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {paged.rows.map((row) => {
        const highlighted = isRowHighlighted?.(row.original) ?? false;
        const open = onRowClick ? () => onRowClick(row.original) : undefined;
        const card = renderCard(row.original, { open, highlighted });
        return (
          <li
            key={row.id}
            className={styles.cardItem}
            data-highlighted={highlighted ? '' : undefined}
          >
            {plainCards ? (
              open ? (
                <button
                  type="button"
                  className={styles.card}
                  data-highlighted={highlighted ? '' : undefined}
                  onClick={open}
                >
                  {card}
                </button>
              ) : (
                <div className={styles.card} data-highlighted={highlighted ? '' : undefined}>
                  {card}
                </div>
              )
            ) : (
              card
            )}
          </li>
        );
      })}
    </ul>
  );
}
