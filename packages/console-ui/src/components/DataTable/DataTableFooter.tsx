import { useId, useLayoutEffect, useRef } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '../../icons';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './DataTable.css';
import type { DataTableLabels } from './labels';
import type { PagedTable } from './usePagedTable';

interface FooterProps<Row> {
  paged: PagedTable<Row>;
  labels: DataTableLabels;
  /** The table's name: the pager's buttons name their table ('Next page, Devices'). */
  tableLabel: string;
}

/**
 * Page size, "1–25 of 132" (announced politely when it changes: after paging, a search or a
 * filter) and previous/next page. A pager button that becomes disabled hands focus to the other
 * one first, so that focus never falls to the page's body.
 */
export function DataTableFooter<Row>({ paged, labels, tableLabel }: FooterProps<Row>) {
  const pageSizeId = useId();
  const previousRef = useRef<HTMLButtonElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const { from, to, total } = paged.range;
  const name = (action: string) => labels.pageButton(action, tableLabel);
  // The button that takes focus once the page has changed: the other one may still be disabled
  // when the pressed one is (two pages), and a page change may render later (a route transition).
  const handOff = useRef<'previous' | 'next' | null>(null);
  const { canPreviousPage, canNextPage } = paged;
  useLayoutEffect(() => {
    if (handOff.current === 'previous' && canPreviousPage && !canNextPage) {
      previousRef.current?.focus();
      handOff.current = null;
    } else if (handOff.current === 'next' && canNextPage && !canPreviousPage) {
      nextRef.current?.focus();
      handOff.current = null;
    }
  }, [canPreviousPage, canNextPage]);
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
      <span className={styles.range} role="status" aria-live="polite" aria-atomic="true">
        {labels.range(from, to, total)}
      </span>
      <span className={styles.pager}>
        <IconButton
          ref={previousRef}
          aria-label={name(labels.previousPage)}
          icon={<ChevronLeftIcon />}
          size="small"
          disabled={!paged.canPreviousPage}
          onClick={() => {
            if (paged.page - 1 <= 1) handOff.current = 'next';
            paged.previousPage();
          }}
        />
        <IconButton
          ref={nextRef}
          aria-label={name(labels.nextPage)}
          icon={<ChevronRightIcon />}
          size="small"
          disabled={!paged.canNextPage}
          onClick={() => {
            if (paged.page + 1 >= paged.pageCount) handOff.current = 'previous';
            paged.nextPage();
          }}
        />
      </span>
    </div>
  );
}
