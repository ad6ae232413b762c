import { useId } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './DataTable.css';
import type { DataTableLabels } from './labels';
import type { PagedTable } from './usePagedTable';

interface FooterProps<Row> {
  paged: PagedTable<Row>;
  labels: DataTableLabels;
}

/** Page size, "1–25 of 132" and previous/next page. */
export function DataTableFooter<Row>({ paged, labels }: FooterProps<Row>) {
  const pageSizeId = useId();
  const { from, to, total } = paged.range;
  return (
    <div className={styles.footer}>
      <span className={styles.pageSize}>
        <label htmlFor={pageSizeId}>{labels.rowsPerPage}</label>
        <select
          id={pageSizeId}
          className={styles.pageSizeSelect}
          value={paged.pageSize}
          onChange={(event) => paged.setPageSize(Number(event.target.value))}
        >
          {paged.pageSizeChoices.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </span>
      <span className={styles.range}>{labels.range(from, to, total)}</span>
      <span className={styles.pager}>
        <IconButton
          aria-label={labels.previousPage}
          icon={<ChevronLeftIcon />}
          size="small"
          disabled={!paged.canPreviousPage}
          onClick={paged.previousPage}
        />
        <IconButton
          aria-label={labels.nextPage}
          icon={<ChevronRightIcon />}
          size="small"
          disabled={!paged.canNextPage}
          onClick={paged.nextPage}
        />
      </span>
    </div>
  );
}
