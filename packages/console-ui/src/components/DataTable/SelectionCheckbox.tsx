import { useLayoutEffect, useRef } from 'react';
import * as styles from './DataTable.css';
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
export function SelectionCheckbox(props: {
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
