import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './TreeList.css';
import { useListNavigation } from './useListNavigation';

export interface TreeListItem {
  id: string;
  /** The item's name: shown, announced and matched by type-ahead. */
  label: string;
  /** A second, quieter line (model, unit count). */
  detail?: string;
}

export interface TreeListProps {
  /** Visible heading of the list, also its accessible name. */
  label: string;
  items: readonly TreeListItem[];
  selectedId: string | null;
  onSelect: (id: string) => void;
  /** Shown instead of the list when it has no items. */
  emptyText: string;
  /** Height of the scrolling list in px. */
  height?: number;
  /** Height of one row in px. */
  rowHeight?: number;
  loading?: boolean;
  className?: string;
}

const OVERSCAN = 8;

/**
 * One column of the tree view: a single-select listbox (arrows, Home/End, Page Up/Down,
 * type-ahead; Enter, Space or a click chooses). Only the visible rows are rendered, so a
 * thousand units scroll as fast as ten; the active row is announced through
 * aria-activedescendant with its position in the whole list.
 */
export function TreeList({
  label,
  items,
  selectedId,
  onSelect,
  emptyText,
  height = 320,
  rowHeight = 44,
  loading = false,
  className,
}: TreeListProps) {
  const listId = useId();
  const headingId = `${listId}-heading`;
  const scrollRef = useRef<HTMLDivElement>(null);
  const selectedIndex = items.findIndex((item) => item.id === selectedId);
  const [activeIndex, setActiveIndex] = useState(selectedIndex);
  const active = activeIndex >= 0 && activeIndex < items.length ? activeIndex : -1;

  // The virtualizer is read during render only (nothing memoized depends on it).
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Virtual's API by design
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    // Before the first layout (and in tests) render the first rows.
    initialRect: { width: 300, height },
  });

  useEffect(() => {
    if (active >= 0) virtualizer.scrollToIndex(active, { align: 'auto' });
  }, [active, virtualizer]);

  const onKeyDown = useListNavigation({
    count: items.length,
    activeIndex: active,
    setActiveIndex,
    pageSize: Math.max(1, Math.floor(height / rowHeight) - 1),
    textOf: (index) => items[index]?.label ?? '',
    onChoose: (index) => {
      const item = items[index];
      if (item) onSelect(item.id);
    },
  });

  const optionId = (index: number) => `${listId}-option-${index}`;

  return (
    <div className={cx(styles.root, className)}>
      <h3 id={headingId} className={styles.heading}>
        {label}
      </h3>
      {items.length === 0 ? (
        <p className={styles.empty} aria-busy={loading || undefined}>
          {emptyText}
        </p>
      ) : (
        <div
          ref={scrollRef}
          role="listbox"
          aria-labelledby={headingId}
          aria-activedescendant={active >= 0 ? optionId(active) : undefined}
          aria-busy={loading || undefined}
          tabIndex={0}
          className={styles.list}
          style={{ height: Math.min(height, items.length * rowHeight + 2) }}
          onKeyDown={onKeyDown}
          onFocus={() => {
            if (active < 0) setActiveIndex(selectedIndex >= 0 ? selectedIndex : 0);
          }}
        >
          <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
            {virtualizer.getVirtualItems().map((row) => {
              const item = items[row.index];
              return (
                // Options of an aria-activedescendant listbox are not focusable: the listbox has focus
                // and its keyboard (useListNavigation) chooses; a click is the pointer's way to choose.
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/interactive-supports-focus
                <div
                  key={item.id}
                  id={optionId(row.index)}
                  role="option"
                  aria-selected={item.id === selectedId}
                  aria-setsize={items.length}
                  aria-posinset={row.index + 1}
                  data-active={row.index === active ? '' : undefined}
                  className={styles.option}
                  style={{ top: row.start, height: row.size }}
                  title={item.detail ? `${item.label} — ${item.detail}` : item.label}
                  onClick={() => {
                    setActiveIndex(row.index);
                    onSelect(item.id);
                  }}
                >
                  <span className={styles.optionText}>{item.label}</span>
                  {item.detail ? <span className={styles.optionDetail}>{item.detail}</span> : null}
                </div>
              );
            })}
          </div>
        </div>
      )}
    </div>
  );
}
