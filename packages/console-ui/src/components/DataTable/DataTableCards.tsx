import type { ReactNode } from 'react';
import * as styles from './DataTable.css';
import type { PagedTable } from './usePagedTable';

interface CardsProps<Row> {
  paged: PagedTable<Row>;
  renderCard: (row: Row) => ReactNode;
  onRowClick?: (row: Row) => void;
  isRowHighlighted?: (row: Row) => boolean;
  'aria-label': string;
}

/** The narrow-screen layout: one card a row, a button when the row opens something. */
export function DataTableCards<Row>({
  paged,
  renderCard,
  onRowClick,
  isRowHighlighted,
  'aria-label': label,
}: CardsProps<Row>) {
  return (
    <ul className={styles.cards} aria-label={label}>
      {paged.rows.map((row) => {
        const highlighted = isRowHighlighted?.(row.original) ? '' : undefined;
        return (
          <li key={row.id}>
            {onRowClick ? (
              <button
                type="button"
                className={styles.card}
                data-highlighted={highlighted}
                onClick={() => onRowClick(row.original)}
              >
                {renderCard(row.original)}
              </button>
            ) : (
              <div className={styles.card} data-highlighted={highlighted}>
                {renderCard(row.original)}
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
