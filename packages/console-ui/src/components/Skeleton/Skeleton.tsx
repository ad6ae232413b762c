import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { HTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Skeleton.css';

export const skeletonShapes = ['text', 'rectangle', 'circle'] as const;
export type SkeletonShape = (typeof skeletonShapes)[number];

export interface SkeletonProps extends HTMLAttributes<HTMLSpanElement> {
  shape?: SkeletonShape;
  /** CSS length or px. Defaults: 100% wide; text 1em high, rectangle 80px, circle as wide as high. */
  width?: number | string;
  height?: number | string;
  /** Several text lines; the last one is shorter, as a paragraph's would be. */
  lines?: number;
}

const toLength = (value: number | string) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A placeholder with the shape of content that is loading. Decorative: the region that loads
 * should say so (`aria-busy`, or a Spinner with a label).
 */
export function Skeleton({
  shape = 'text',
  width,
  height,
  lines = 1,
  className,
  ...props
}: SkeletonProps) {
  const defaultHeight = shape === 'text' ? '1em' : shape === 'circle' ? (width ?? 40) : 80;
  const resolvedHeight = toLength(height ?? defaultHeight);
  const resolvedWidth = toLength(width ?? (shape === 'circle' ? resolvedHeight : '100%'));
  const one = (lineWidth: string, key?: number) => (
    <span
      key={key}
      aria-hidden="true"
      data-shape={shape}
      className={cx(styles.skeleton({ shape }), lines === 1 ? className : undefined)}
      // Computed geometry: the size is data, not a style choice.
      style={assignInlineVars({ [styles.widthVar]: lineWidth, [styles.heightVar]: resolvedHeight })}
      {...(lines === 1 ? props : {})}
    />
  );
  if (lines <= 1) return one(resolvedWidth);
  return (
    <span className={cx(styles.lines, className)} aria-hidden="true" {...props}>
      {Array.from({ length: lines }, (_, index) =>
        one(index === lines - 1 ? '60%' : resolvedWidth, index),
      )}
    </span>
  );
}
