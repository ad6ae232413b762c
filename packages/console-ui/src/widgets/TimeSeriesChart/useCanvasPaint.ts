import type { RefObject } from 'react';
import { useLayoutEffect } from 'react';
import { paintLines } from './paint';
import { FOREGROUND } from './series';
import type { PaintedPanel } from './useChartScales';

export interface CanvasPaintOptions {
  canvasRef: RefObject<HTMLCanvasElement | null>;
  painted: readonly PaintedPanel[];
  view: { from: number; to: number };
  plotWidth: number;
  plotHeight: number;
}

/**
 * Draws every panel's lines on the canvas before the browser paints, at the screen's pixel ratio
 * (returned: the canvas's backing size depends on it).
 */
export function useCanvasPaint({
  canvasRef,
  painted,
  view,
  plotWidth,
  plotHeight,
}: CanvasPaintOptions): number {
  const pixelRatio =
    typeof globalThis.devicePixelRatio === 'number' ? globalThis.devicePixelRatio : 1;
  useLayoutEffect(() => {
    const canvas = canvasRef.current;
    const context = canvas?.getContext('2d');
    if (!canvas || !context) return;
    const foreground = painted.some(({ lines }) => lines.some((line) => line.color === FOREGROUND))
      ? getComputedStyle(canvas).color
      : '';
    painted.forEach(({ panel, lines, yScale }, index) => {
      const [yMin, yMax] = yScale.domain();
      paintLines(
        context,
        foreground
          ? lines.map((line) => (line.color === FOREGROUND ? { ...line, color: foreground } : line))
          : lines,
        {
          from: view.from,
          to: view.to,
          yMin,
          yMax,
          width: plotWidth,
          height: panel.height,
          pixelRatio,
          top: panel.top,
          clear: index === 0,
        },
      );
    });
    // canvasRef is the same object on every render: listed for the rule, it never runs the effect.
  }, [canvasRef, painted, view, plotWidth, plotHeight, pixelRatio]);
  return pixelRatio;
}
