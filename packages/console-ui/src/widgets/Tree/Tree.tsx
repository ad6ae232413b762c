import type { Range } from '@tanstack/react-virtual';
import { defaultRangeExtractor, useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useId, useRef } from 'react';
import { AlertCircleIcon, ChevronRightIcon } from '../../icons';
import { cx } from '../../utils/cx';
import * as styles from './Tree.css';
import type { TreeNode } from './useTree';
import { useTree } from './useTree';

export type { TreeNode, TreeRow } from './useTree';

export interface TreeProps {
  /** Visible heading of the tree, also its accessible name. */
  label: string;
  nodes: readonly TreeNode[];
  selectedId: string | null;
  /** A node was chosen (Enter, Space or a click). */
  onSelect: (id: string) => void;
  /** Expanded parents (controlled); with `onExpandedIdsChange`. */
  expandedIds?: readonly string[];
  defaultExpandedIds?: readonly string[];
  onExpandedIdsChange?: (ids: readonly string[]) => void;
  /** Shown instead of the tree when it has no nodes. */
  emptyText: string;
  /** Largest height of the scrolling tree in px. */
  height?: number;
  /** Height of one row in px. */
  rowHeight?: number;
  loading?: boolean;
  /** The heading's level where the tree sits in the page's outline (3 by default). */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

const OVERSCAN = 8;

/**
 * A single-select tree (WAI-ARIA tree view): parents open and close, one node is chosen. Only the
 * visible rows are rendered, so a branch of a thousand units scrolls as fast as ten; every row
 * carries its level, position and set size, so screen readers announce the hierarchy although the
 * rows are flat in the page. Focus roves with the keyboard (see `useTree`); the chosen node is
 * `aria-selected`.
 */
export function Tree({
  label,
  nodes,
  selectedId,
  onSelect,
  expandedIds,
  defaultExpandedIds,
  onExpandedIdsChange,
  emptyText,
  height = 360,
  rowHeight = 44,
  loading = false,
  headingLevel = 3,
  className,
}: TreeProps) {
  const Heading = `h${headingLevel}` as const;
  const treeId = useId();
  const headingId = `${treeId}-heading`;
  const scrollRef = useRef<HTMLDivElement>(null);
  const tree = useTree({
    nodes,
    selectedId,
    onSelect,
    expandedIds,
    defaultExpandedIds,
    onExpandedIdsChange,
    pageSize: Math.max(1, Math.floor(height / rowHeight) - 1),
  });
  const { rows, tabIndexRow, focusRequest } = tree;

  // The row holding tabindex 0 is always rendered, wherever the list is scrolled, so Tab and the
  // keyboard always find it in the page.
  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      if (tabIndexRow >= 0 && !indexes.includes(tabIndexRow)) {
        indexes.push(tabIndexRow);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [tabIndexRow],
  );

  // The virtualizer is read during render only (nothing memoized depends on it).
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's API by design
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    rangeExtractor,
    // Before the first layout (and in tests) render the first rows.
    initialRect: { width: 300, height },
  });

  const rowId = (id: string) => `${treeId}-${id}`;

  // A keyboard move takes DOM focus to the new row (rendered by the range extractor).
  const focusedRowId = rows[tabIndexRow]?.node.id;
  useEffect(() => {
    if (focusRequest === 0 || focusedRowId === undefined) return;
    const element = document.getElementById(rowId(focusedRowId));
    element?.focus({ preventScroll: true });
    element?.scrollIntoView({ block: 'nearest' });
    // Only a new request moves focus, not a re-render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusRequest]);

  return (
    <div className={cx(styles.root, className)}>
      <Heading id={headingId} className={styles.heading}>
        {label}
      </Heading>
      {rows.length === 0 ? (
        <p className={styles.empty} aria-busy={loading || undefined}>
          {emptyText}
        </p>
      ) : (
        // Roving tabindex: the rows take focus, the tree only hears their keys.
        // eslint-disable-next-line jsx-a11y/interactive-supports-focus
        <div
          ref={scrollRef}
          role="tree"
          aria-labelledby={headingId}
          aria-busy={loading || undefined}
          className={styles.tree}
          style={{ height: Math.min(height, rows.length * rowHeight + 2) }}
          onKeyDown={tree.onKeyDown}
        >
          <div className={styles.sizer} style={{ height: virtualizer.getTotalSize() }}>
            {virtualizer.getVirtualItems().map((virtualRow) => {
              const row = rows[virtualRow.index];
              if (!row) return null;
              const { node } = row;
              const detailId = `${rowId(node.id)}-detail`;
              return (
                // The tree's keyboard (useTree) is on the tree element; a click chooses.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={node.id}
                  id={rowId(node.id)}
                  role="treeitem"
                  // Named by its label (from content), described by its detail: 'System 1',
                  // '3 indoor units'. No aria-label(ledby), so the name is what is seen.
                  aria-describedby={node.detail || node.warning ? detailId : undefined}
                  aria-level={row.level}
                  aria-setsize={row.setSize}
                  aria-posinset={row.posInSet}
                  aria-expanded={row.expanded}
                  aria-selected={node.id === selectedId}
                  tabIndex={virtualRow.index === tabIndexRow ? 0 : -1}
                  className={styles.item}
                  style={{
                    top: virtualRow.start,
                    height: virtualRow.size,
                    paddingInlineStart: `calc(${row.level - 1} * 20px + 4px)`,
                  }}
                  title={[node.label, node.warning, node.detail].filter(Boolean).join(' — ')}
                  onFocus={(event) => {
                    if (event.target === event.currentTarget) tree.onRowFocus(node.id);
                  }}
                  onClick={() => tree.choose(row)}
                >
                  <span
                    className={styles.toggle}
                    data-expanded={row.expanded === true ? '' : undefined}
                    aria-hidden="true"
                    onClick={(event) => {
                      if (row.expanded === undefined) return;
                      // The chevron only opens or closes; the row's name chooses.
                      event.stopPropagation();
                      tree.onRowFocus(node.id);
                      tree.toggle(row);
                    }}
                  >
                    {row.expanded === undefined ? null : <ChevronRightIcon />}
                  </span>
                  <span className={styles.text}>
                    <span className={styles.label}>{node.label}</span>
                    {node.detail || node.warning ? (
                      <span id={detailId} className={styles.detail} aria-hidden="true">
                        {node.warning ? (
                          <span className={styles.warning} data-warning="">
                            <AlertCircleIcon className={styles.warningIcon} />
                            {node.warning}
                          </span>
                        ) : null}
                        {node.warning && node.detail ? ' · ' : null}
                        {node.detail}
                      </span>
                    ) : null}
                  </span>
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
