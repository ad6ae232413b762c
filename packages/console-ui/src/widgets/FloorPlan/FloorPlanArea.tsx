import type { FloorArea, Size } from '@hvac/console-domain';
import { formatTemperature, isErrorActive, isPowerOn } from '@hvac/console-domain';
import type { KeyboardEvent, PointerEvent } from 'react';
import { memo } from 'react';
import { AlertCircleIcon, PowerIcon, PowerOffIcon } from '../../icons';
import * as styles from './FloorPlan.css';
import type { FloorPlanLabels } from './text';
import { CassetteUnitIcon, CeilingUnitIcon } from './unitTypeIcons';

/** The live state of an area's unit (raw values as devices report them). */
export interface FloorPlanAreaLive {
  power?: number | string | null;
  error?: unknown;
  /** Raw temperatures, read at their model's scales (the specification's tenths when not given). */
  setTemperature?: number | string | null;
  actualTemperature?: number | string | null;
  /** The model's scale of each temperature (100: hundredths of a degree). */
  setTemperatureScale?: number | null;
  actualTemperatureScale?: number | null;
  /** The unit's device is offline: its values are the last ones polled, shown as stale. */
  offline?: boolean;
}

/** Left, top, width and height in % of the image: the plan scales with its container. */
export function areaPlacement(area: FloorArea, image: Size) {
  return {
    left: `${(area.x / image.width) * 100}%`,
    top: `${(area.y / image.height) * 100}%`,
    width: `${(area.width / image.width) * 100}%`,
    height: `${(area.height / image.height) * 100}%`,
  };
}

export interface FloorPlanAreaProps {
  area: FloorArea;
  image: Size;
  live: FloorPlanAreaLive | undefined;
  selected: boolean;
  draggable: boolean;
  stale: boolean;
  labels: FloorPlanLabels;
  onPointerDown: (event: PointerEvent<HTMLDivElement>, area: FloorArea) => void;
  onKeyDown: (event: KeyboardEvent<HTMLButtonElement>, area: FloorArea) => void;
  onSelect: (id: string) => void;
}

/**
 * One area: a toggle button placed on the image, named by its label, unit and live state. The state
 * shows as an icon and a word, never by colour alone; the full sentence is there for screen readers.
 */
export const FloorPlanAreaBox = memo(function FloorPlanAreaBox({
  area,
  image,
  live,
  selected,
  draggable,
  stale,
  labels,
  onPointerDown,
  onKeyDown,
  onSelect,
}: FloorPlanAreaProps) {
  const hasLive = live !== undefined;
  const offline = live?.offline === true;
  const showStale = stale || offline;
  const on = isPowerOn(live?.power);
  const error = isErrorActive(live?.error);
  const state = !hasLive ? undefined : error ? 'error' : on ? 'on' : 'off';
  const UnitIcon = area.unitType === 'plafonska' ? CeilingUnitIcon : CassetteUnitIcon;
  const PowerGlyph = on ? PowerIcon : PowerOffIcon;
  // Which temperature is which, with its unit: 'Set 22.0 °C', 'Room 23.4 °C'.
  const set = formatTemperature(live?.setTemperature, live?.setTemperatureScale);
  const actual = formatTemperature(live?.actualTemperature, live?.actualTemperatureScale);
  const name = [
    `${area.label}, ${labels.unit} ${area.unitNumber}, ${labels.unitTypes[area.unitType]}`,
    hasLive
      ? [
          on ? labels.on : labels.off,
          error ? labels.error : labels.noError,
          `${labels.set} ${formatTemperature(live.setTemperature, live.setTemperatureScale)}`,
          `${labels.actual} ${formatTemperature(live.actualTemperature, live.actualTemperatureScale)}`,
        ].join(', ')
      : labels.noLiveValues,
    offline ? `${labels.offline}, ${labels.lastValues}` : showStale ? labels.stale : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  return (
    <div
      className={styles.area}
      style={areaPlacement(area, image)}
      data-area-id={area.id}
      data-state={state}
      data-selected={selected ? '' : undefined}
      data-draggable={draggable ? '' : undefined}
      data-stale={showStale ? '' : undefined}
      data-offline={offline ? '' : undefined}
      onPointerDown={(event) => onPointerDown(event, area)}
    >
      {/* The button covers the box and carries the name (label first, then unit and state); the
          visible text under it sizes the box, so it is never cut, at a readable size. */}
      <button
        type="button"
        className={styles.areaButton}
        aria-label={name}
        aria-pressed={selected}
        title={name}
        onKeyDown={(event) => onKeyDown(event, area)}
        onFocus={() => onSelect(area.id)}
      />
      <span className={styles.content} aria-hidden="true">
        <span className={styles.line}>
          <UnitIcon className={styles.icon} />
          <span className={styles.label}>{area.label}</span>
        </span>
        {hasLive ? (
          <>
            {offline ? (
              <span className={styles.line}>
                <AlertCircleIcon className={styles.icon} />
                <span className={styles.errorText}>{labels.offline}</span>
              </span>
            ) : null}
            <span className={styles.line}>
              <PowerGlyph className={styles.icon} />
              <span>{on ? labels.on : labels.off}</span>
              {error ? (
                <>
                  <AlertCircleIcon className={styles.icon} />
                  <span className={styles.errorText}>{labels.error}</span>
                </>
              ) : null}
            </span>
            <span className={styles.line}>
              {labels.set} {set}
            </span>
            <span className={styles.line}>
              {labels.room} {actual}
            </span>
          </>
        ) : null}
      </span>
    </div>
  );
});
