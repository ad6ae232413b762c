import { useCallback, useMemo } from 'react';
import { useControllableState } from '../../utils/useControllableState';

export interface UseRowSelectionOptions {
  /** Ids (`getRowId`) of the rows on screen: the header checkbox selects or clears these. */
  pageIds: readonly string[];
  selection?: readonly string[];
  defaultSelection?: readonly string[];
  onSelectionChange?: (selection: string[]) => void;
}

export interface RowSelection {
  selected: ReadonlySet<string>;
  count: number;
  isSelected: (id: string) => boolean;
  toggle: (id: string) => void;
  /** Every row on screen is selected. */
  allSelected: boolean;
  /** Some but not all rows on screen are selected (the header checkbox is mixed). */
  someSelected: boolean;
  /** Selects every row on screen, or clears them when all already are. */
  toggleAll: () => void;
}

const NONE: readonly string[] = [];

/**
 * Selected row ids, controlled or not. The selection is kept by id, so it survives paging,
 * sorting and searching; the header checkbox works on the rows on screen.
 */
export function useRowSelection({
  pageIds,
  selection,
  defaultSelection = NONE,
  onSelectionChange,
}: UseRowSelectionOptions): RowSelection {
  const [ids, setIds] = useControllableState<readonly string[]>({
    value: selection,
    defaultValue: defaultSelection,
    onChange: onSelectionChange as ((value: readonly string[]) => void) | undefined,
    name: 'DataTable selection',
  });
  const selected = useMemo(() => new Set(ids), [ids]);
  const onPage = pageIds.filter((id) => selected.has(id)).length;
  const allSelected = pageIds.length > 0 && onPage === pageIds.length;

  const toggle = useCallback(
    (id: string) => setIds(selected.has(id) ? ids.filter((other) => other !== id) : [...ids, id]),
    [ids, selected, setIds],
  );
  const toggleAll = useCallback(() => {
    if (allSelected) {
      const page = new Set(pageIds);
      setIds(ids.filter((id) => !page.has(id)));
    } else {
      setIds([...ids, ...pageIds.filter((id) => !selected.has(id))]);
    }
  }, [allSelected, ids, pageIds, selected, setIds]);

  return {
    selected,
    count: selected.size,
    isSelected: (id) => selected.has(id),
    toggle,
    allSelected,
    someSelected: onPage > 0 && !allSelected,
    toggleAll,
  };
}
