import type { FloorArea, Size } from '@hvac/console-domain';
import { moveAreaBy } from '@hvac/console-domain';
import type { PointerEvent as ReactPointerEvent, RefObject } from 'react';
import { useEffect, useRef, useState } from 'react';
import { areaPlacement } from './FloorPlanArea';

/** Pointer travel (screen px) below which a press is a click, not a drag. */
const DRAG_THRESHOLD = 3;

export interface UseAreaDragOptions {
  image: Size | undefined;
  enabled: boolean;
  onSelect: (id: string) => void;
  onMove: (id: string, position: { x: number; y: number }) => void;
}

interface DragState {
  area: FloorArea;
  element: HTMLElement;
  pointerId: number;
  startX: number;
  startY: number;
  /** Image pixels per screen pixel. */
  scale: number;
  moved: FloorArea | undefined;
}

function createDragController(options: RefObject<UseAreaDragOptions>) {
  let drag: DragState | undefined;

  const move = (event: PointerEvent) => {
    const size = options.current.image;
    if (!drag || !size || event.pointerId !== drag.pointerId) return;
    const dx = event.clientX - drag.startX;
    const dy = event.clientY - drag.startY;
    if (!drag.moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return;
    const moved = moveAreaBy(
      drag.area,
      Math.round(dx * drag.scale),
      Math.round(dy * drag.scale),
      size,
    );
    if (!drag.moved) drag.element.dataset.dragging = '';
    drag.moved = moved;
    // A transform moves the box without laying out the plan (left/top would), and the dragging
    // style gives it a layer of its own for the drag, so a frame repaints nothing else.
    const x = (moved.x - drag.area.x) / drag.scale;
    const y = (moved.y - drag.area.y) / drag.scale;
    drag.element.style.transform = `translate(${x}px, ${y}px)`;
  };

  const end = (commit: boolean) => {
    const state = drag;
    if (!state) return;
    drag = undefined;
    window.removeEventListener('pointermove', move);
    window.removeEventListener('pointerup', up);
    window.removeEventListener('pointercancel', cancel);
    delete state.element.dataset.dragging;
    state.element.style.transform = '';
    const { image, onMove } = options.current;
    if (!image) return;
    // The box stands where it was dropped until the owner renders the new place (or the old one).
    const placed = commit && state.moved ? state.moved : state.area;
    Object.assign(state.element.style, areaPlacement(placed, image));
    if (commit && state.moved) onMove(state.area.id, { x: state.moved.x, y: state.moved.y });
  };
  const up = (event: PointerEvent) => {
    if (drag && event.pointerId === drag.pointerId) end(true);
  };
  const cancel = () => end(false);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>, area: FloorArea) => {
    const { enabled, image, onSelect } = options.current;
    onSelect(area.id);
    if (!enabled || !image || event.button !== 0) return;
    const plan = event.currentTarget.offsetParent;
    const width = plan instanceof HTMLElement ? plan.getBoundingClientRect().width : 0;
    if (width <= 0) return;
    event.preventDefault();
    event.currentTarget.querySelector('button')?.focus({ preventScroll: true });
    end(false);
    drag = {
      area,
      element: event.currentTarget,
      pointerId: event.pointerId,
      startX: event.clientX,
      startY: event.clientY,
      scale: image.width / width,
      moved: undefined,
    };
    window.addEventListener('pointermove', move);
    window.addEventListener('pointerup', up);
    window.addEventListener('pointercancel', cancel);
  };

  return { onPointerDown, dispose: () => end(false) };
}

/**
 * Pointer dragging of areas. While the pointer moves only the dragged element's transform changes
 * (no React render, no layout), so a plan of hundreds of areas keeps its frame rate; the new place goes to
 * `onMove` once, when the pointer is released. Positions are clamped inside the image.
 */
export function useAreaDrag(options: UseAreaDragOptions) {
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  const [controller] = useState(() => createDragController(latest));
  useEffect(() => controller.dispose, [controller]);
  return controller.onPointerDown;
}
