import type { Virtualizer } from '@tanstack/react-virtual';
import { measureElement, useVirtualizer } from '@tanstack/react-virtual';
import type { MutableRefObject } from 'react';
import { useCallback, useLayoutEffect, useState } from 'react';
import type { BodyRowsProps } from './DataTableRows';
import { DataTableRows } from './DataTableRows';

export type BodyVirtualizer = Virtualizer<HTMLDivElement, HTMLTableRowElement>;

interface VirtualRowsProps<Row> extends Omit<BodyRowsProps<Row>, 'virtualizer'> {
  scrollElement: HTMLDivElement | null;
  /** Row height until the first row is drawn, in px. */
  estimatedRowHeight: number;
  /** The scrolling frame's height, in px (its size before it is laid out). */
  maxBodyHeight: number;
  /** Set to the virtualizer while mounted, for the table's keyboard scrolling. */
  handleRef: MutableRefObject<BodyVirtualizer | null>;
  /** After each render of the rows (a scroll re-renders them alone): tab stops, pending focus. */
  onRendered?: () => void;
}

/**
 * The rows in view of a long page. The virtualizer is here, not in the table: each scroll step
 * re-renders these rows only, not the table's header, model and hooks
 * (docs/benchmarks/console-ui.md).
 */
export function VirtualRows<Row>({
  scrollElement,
  estimatedRowHeight,
  maxBodyHeight,
  handleRef,
  onRendered,
  ...body
}: VirtualRowsProps<Row>) {
  const rows = body.paged.rows;
  // Rows not drawn yet are estimated at the height of the first row drawn: a fixed guess a few
  // pixels off makes a long page's scrollbar far too long, and every row drawn after a jump
  // corrects the layout (and the scroll position) once more.
  const [measuredRowHeight, setMeasuredRowHeight] = useState<number | undefined>(undefined);
  const rowEstimate = measuredRowHeight ?? estimatedRowHeight;
  // A new key function would make the virtualizer lay out every row again on each render.
  const getItemKey = useCallback((index: number) => rows[index]?.id ?? index, [rows]);
  // The virtualizer is read during this render only, never memoized across renders.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer<HTMLDivElement, HTMLTableRowElement>({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => rowEstimate,
    measureElement: (element, entry, instance) => {
      const size = measureElement(element, entry, instance);
      if (measuredRowHeight === undefined && size > 0) setMeasuredRowHeight(size);
      return size;
    },
    getItemKey,
    overscan: 8,
    // Without layout (tests, first paint) the body still shows its first rows.
    initialRect: { width: 0, height: maxBodyHeight },
  });
  // The new estimate applies to every row not measured yet.
  useLayoutEffect(() => {
    if (measuredRowHeight !== undefined) virtualizer.measure();
  }, [measuredRowHeight, virtualizer]);
  useLayoutEffect(() => {
    handleRef.current = virtualizer;
    return () => {
      handleRef.current = null;
    };
  }, [handleRef, virtualizer]);
  useLayoutEffect(() => {
    onRendered?.();
  });
  return <DataTableRows {...body} virtualizer={virtualizer} />;
}
