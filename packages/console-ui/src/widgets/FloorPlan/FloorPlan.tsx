import type { FloorArea, Size } from '@hvac/console-domain';
import { AREA_KEY_STEP, AREA_KEY_STEP_LARGE, moveAreaBy } from '@hvac/console-domain';
import type { KeyboardEvent } from 'react';
import { useCallback, useId, useMemo, useState } from 'react';
import { EmptyState } from '../../components/EmptyState/EmptyState';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { cx } from '../../utils/cx';
import { useControllableState } from '../../utils/useControllableState';
import * as styles from './FloorPlan.css';
import type { FloorPlanAreaLive } from './FloorPlanArea';
import { FloorPlanAreaBox } from './FloorPlanArea';
import type { FloorPlanLabels } from './text';
import { FLOOR_PLAN_TEXT, areaMovedText } from './text';
import { useAreaDrag } from './useAreaDrag';

export type { FloorPlanAreaLive } from './FloorPlanArea';

export interface FloorPlanProps {
  /** The floor's plan image; without one the plan says so. */
  imageUrl: string | null | undefined;
  /** Text alternative of the image (the floor's name). */
  imageAlt: string;
  /** The image's own size in px; read from the image when it loads if not given. */
  imageSize?: Size;
  /** Told the image's own size once it has loaded. */
  onImageSize?: (size: Size) => void;
  /** Areas in image coordinates. */
  areas: readonly FloorArea[];
  /** Live state of each area's unit, by area id. */
  live?: Readonly<Record<string, FloorPlanAreaLive | undefined>>;
  /** The live values are older than two refresh intervals: areas are marked stale. */
  stale?: boolean;
  selectedId?: string | null;
  defaultSelectedId?: string | null;
  onSelectedIdChange?: (id: string | null) => void;
  /** Enable Dragging: pointer dragging and arrow keys move areas. */
  draggable?: boolean;
  /** An area was moved (pointer released or arrow key), already clamped inside the image. */
  onMove?: (id: string, position: { x: number; y: number }) => void;
  /** Accessible name of the plan. */
  'aria-label'?: string;
  labels?: Partial<FloorPlanLabels>;
  className?: string;
}

const KEY_DIRECTIONS: Record<string, [number, number]> = {
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
};

/**
 * A floor's plan image with its areas placed in image coordinates, each showing its unit's live
 * power, error and temperatures. Areas are selected by click or Tab; with dragging enabled they
 * move by pointer or with the arrow keys (1 px, Shift 10 px), announced in a live region.
 */
export function FloorPlan({
  imageUrl,
  imageAlt,
  imageSize,
  onImageSize,
  areas,
  live,
  stale = false,
  selectedId,
  defaultSelectedId = null,
  onSelectedIdChange,
  draggable = false,
  onMove,
  'aria-label': ariaLabel,
  labels: labelOverrides,
  className,
}: FloorPlanProps) {
  const labels = useMemo(() => ({ ...FLOOR_PLAN_TEXT, ...labelOverrides }), [labelOverrides]);
  const [selected, setSelected] = useControllableState<string | null>({
    value: selectedId,
    defaultValue: defaultSelectedId,
    onChange: onSelectedIdChange,
  });
  const [loadedSize, setLoadedSize] = useState<Size>();
  const image = imageSize ?? loadedSize;
  const [announcement, setAnnouncement] = useState('');
  const hintId = useId();

  const move = useCallback(
    (id: string, position: { x: number; y: number }) => onMove?.(id, position),
    [onMove],
  );
  const select = useCallback((id: string) => setSelected(id), [setSelected]);
  const onPointerDown = useAreaDrag({ image, enabled: draggable, onSelect: select, onMove: move });

  const onKeyDown = useCallback(
    (event: KeyboardEvent<HTMLButtonElement>, area: FloorArea) => {
      const direction = KEY_DIRECTIONS[event.key];
      if (!direction || !draggable || !image || event.altKey || event.ctrlKey || event.metaKey) {
        return;
      }
      event.preventDefault();
      const step = event.shiftKey ? AREA_KEY_STEP_LARGE : AREA_KEY_STEP;
      const moved = moveAreaBy(area, direction[0] * step, direction[1] * step, image);
      setSelected(area.id);
      setAnnouncement(areaMovedText(area.label, moved.x, moved.y));
      if (moved.x !== area.x || moved.y !== area.y) onMove?.(area.id, { x: moved.x, y: moved.y });
    },
    [draggable, image, onMove, setSelected],
  );

  if (!imageUrl) {
    return (
      <div className={cx(styles.root, className)}>
        <EmptyState title={labels.noImage} headingLevel={3} />
      </div>
    );
  }

  return (
    <div className={cx(styles.root, className)}>
      <p id={hintId} className={styles.message}>
        {areas.length === 0 ? labels.noAreas : labels.keyboardHint}
      </p>
      <div
        role="group"
        aria-label={ariaLabel ?? labels.plan}
        aria-describedby={hintId}
        className={styles.plan}
        data-floor-plan=""
        data-draggable={draggable ? '' : undefined}
      >
        <img
          className={styles.image}
          src={imageUrl}
          alt={imageAlt}
          draggable={false}
          onLoad={(event) => {
            const { naturalWidth: width, naturalHeight: height } = event.currentTarget;
            if (width > 0 && height > 0) {
              setLoadedSize({ width, height });
              onImageSize?.({ width, height });
            }
          }}
        />
        {image
          ? areas.map((area) => (
              <FloorPlanAreaBox
                key={area.id}
                area={area}
                image={image}
                live={live?.[area.id]}
                selected={selected === area.id}
                draggable={draggable}
                stale={stale}
                labels={labels}
                onPointerDown={onPointerDown}
                onKeyDown={onKeyDown}
                onSelect={select}
              />
            ))
          : null}
      </div>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
  );
}
