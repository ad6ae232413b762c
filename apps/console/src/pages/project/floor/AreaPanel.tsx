import type { Area } from '@hvac/console-api';
import type { Size, UnitType } from '@hvac/console-domain';
import {
  AREA_TEXT,
  DEVICE_MESSAGES,
  MESSAGES,
  clampArea,
  fanSpeedName,
  formatTemperature,
  hasStaleValues,
  isErrorActive,
  isUnitType,
  operationModeName,
  powerLabel,
} from '@hvac/console-domain';
import { Button, Card, DeviceStateBadge, Select, StatusIcon, TextField } from '@hvac/console-ui';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';

import * as styles from './floor.css';
import type { ProjectUnit } from './areaUnits';
import { projectUnitName } from './areaUnits';
import { UNIT_TYPE_OPTIONS } from './AddAreaDialog';
import { FLOOR_TEXT } from './floorText';
import { RemoveAreaDialog } from './RemoveAreaDialog';

export interface AreaPanelProps {
  area: Area;
  unit: ProjectUnit | undefined;
  image: Size | undefined;
  canEdit: boolean;
  busy: boolean;
  onSave: (area: Area) => void;
  /** Resolves true once the area is removed (after the confirmation). */
  onRemove: () => Promise<boolean>;
  /** Puts focus somewhere that stays once the panel has left with its area. */
  onRemoved: () => void;
  /** Write actions of the unit's parameters (users with write_parameters). */
  writeActions?: ReactNode;
}

/** The editable fields of an area, as typed. */
interface AreaFields {
  label: string;
  x: string;
  y: string;
  width: string;
  height: string;
  unitType: UnitType;
}

const fieldsOf = (area: Area): AreaFields => ({
  label: area.label,
  x: String(Math.round(area.x)),
  y: String(Math.round(area.y)),
  width: String(area.width),
  height: String(area.height),
  unitType: area.unitType,
});

type FieldErrors = Partial<Record<'label' | 'x' | 'y' | 'width' | 'height', string>>;

/**
 * The selected area: its unit's live values for everyone; label, position (X and Y: a way to move
 * an area without dragging), size and unit type with Save Changes and Remove Area for
 * `edit_projects`. The form stays mounted while its area changes (a save, a drag): a field takes
 * the area's new value only where that value changed, so what is typed elsewhere and the focus
 * on Save Changes stay.
 */
export function AreaPanel({
  area,
  unit,
  image,
  canEdit,
  busy,
  onSave,
  onRemove,
  onRemoved,
  writeActions,
}: AreaPanelProps) {
  const [source, setSource] = useState(area);
  const [fields, setFields] = useState(() => fieldsOf(area));
  const [errors, setErrors] = useState<FieldErrors>({});
  if (source !== area) {
    // React's "adjusting state when a prop changes": during render, before the children.
    const before = fieldsOf(source);
    const after = fieldsOf(area);
    const sameArea = source.id === area.id;
    setSource(area);
    setFields((typed) => {
      const next = { ...typed };
      for (const key of Object.keys(after) as (keyof AreaFields)[]) {
        if (!sameArea || before[key] !== after[key]) Object.assign(next, { [key]: after[key] });
      }
      return next;
    });
    if (!sameArea) setErrors({});
  }
  const set = (key: keyof AreaFields) => (value: string) =>
    setFields((typed) => ({ ...typed, [key]: value }));
  const summary = unit?.unit.summary_data;
  const scales = unit?.unit.summary_scales;
  function submit(event: FormEvent) {
    event.preventDefault();
    const size = (text: string, max: number | undefined) => {
      const value = Number(text);
      return text.trim() !== '' &&
        Number.isFinite(value) &&
        value >= 1 &&
        (max === undefined || value <= max)
        ? undefined
        : MESSAGES.AREA_SIZE_INVALID;
    };
    const place = (text: string, max: number | undefined) => {
      const value = Number(text);
      return text.trim() !== '' &&
        Number.isInteger(value) &&
        value >= 0 &&
        (max === undefined || value <= max)
        ? undefined
        : AREA_TEXT.positionInvalid;
    };
    const next: FieldErrors = {
      label: fields.label.trim() ? undefined : MESSAGES.AREA_LABEL_REQUIRED,
      x: place(fields.x, image?.width),
      y: place(fields.y, image?.height),
      width: size(fields.width, image?.width),
      height: size(fields.height, image?.height),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    const changed = {
      ...area,
      label: fields.label.trim(),
      x: Number(fields.x),
      y: Number(fields.y),
      width: Number(fields.width),
      height: Number(fields.height),
      unitType: fields.unitType,
    };
    onSave(image ? clampArea(changed, image) : changed);
    // The save's toast comes up at the screen's bottom corner: the buttons move clear of it.
    (event.currentTarget as HTMLFormElement)
      .querySelector(`.${styles.actions}`)
      ?.scrollIntoView?.({ block: 'nearest' });
  }

  return (
    <Card title={`${FLOOR_TEXT.area}: ${area.label}`} className={styles.panel}>
      <dl className={styles.facts}>
        <dt>{FLOOR_TEXT.unitNumber}</dt>
        <dd>{unit ? projectUnitName(unit) : `${area.unitNumber}`}</dd>
        {unit?.deviceStatus ? (
          <>
            <dt>{FLOOR_TEXT.deviceState}</dt>
            <dd>
              <DeviceStateBadge status={unit.deviceStatus} />
              {hasStaleValues(unit.deviceStatus) ? ` ${DEVICE_MESSAGES.STALE_VALUES}` : null}
            </dd>
          </>
        ) : null}
        {summary ? (
          <>
            <dt>{FLOOR_TEXT.power}</dt>
            <dd>
              <StatusIcon
                kind="power"
                active={powerLabel(summary.power) === 'On'}
                label={powerLabel(summary.power)}
                showLabel
              />
            </dd>
            <dt>{FLOOR_TEXT.errorStatus}</dt>
            <dd>
              <StatusIcon
                kind="error"
                active={isErrorActive(summary.error_status)}
                label={isErrorActive(summary.error_status) ? 'Error' : 'No Error'}
                showLabel
              />
            </dd>
            <dt>{FLOOR_TEXT.operationMode}</dt>
            <dd>{operationModeName(summary.operation_mode)}</dd>
            <dt>{FLOOR_TEXT.fanSpeed}</dt>
            <dd>{fanSpeedName(summary.fan_speed)}</dd>
            <dt>{FLOOR_TEXT.setTemperature}</dt>
            <dd>{formatTemperature(summary.indoor_set_temp, scales?.indoor_set_temp)}</dd>
            <dt>{FLOOR_TEXT.ambientTemperature}</dt>
            <dd>{formatTemperature(summary.indoor_ambient_temp, scales?.indoor_ambient_temp)}</dd>
          </>
        ) : null}
      </dl>
      {unit ? null : <p className={styles.note}>{FLOOR_TEXT.unknownUnit}</p>}
      {writeActions}
      {canEdit ? (
        <form className={styles.form} noValidate onSubmit={submit}>
          <TextField
            label={FLOOR_TEXT.label}
            required
            maxLength={100}
            value={fields.label}
            onChange={(event) => set('label')(event.target.value)}
            error={errors.label}
          />
          <div className={styles.pair}>
            <TextField
              label={AREA_TEXT.x}
              type="number"
              min={0}
              step={1}
              value={fields.x}
              onChange={(event) => set('x')(event.target.value)}
              error={errors.x}
            />
            <TextField
              label={AREA_TEXT.y}
              type="number"
              min={0}
              step={1}
              value={fields.y}
              onChange={(event) => set('y')(event.target.value)}
              error={errors.y}
            />
          </div>
          <div className={styles.pair}>
            <TextField
              label={FLOOR_TEXT.width}
              type="number"
              min={1}
              step={1}
              value={fields.width}
              onChange={(event) => set('width')(event.target.value)}
              error={errors.width}
            />
            <TextField
              label={FLOOR_TEXT.height}
              type="number"
              min={1}
              step={1}
              value={fields.height}
              onChange={(event) => set('height')(event.target.value)}
              error={errors.height}
            />
          </div>
          <Select
            label={FLOOR_TEXT.unitType}
            options={UNIT_TYPE_OPTIONS}
            value={fields.unitType}
            onValueChange={(value) => {
              if (isUnitType(value)) set('unitType')(value);
            }}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              {FLOOR_TEXT.saveChanges}
            </Button>
            <RemoveAreaDialog
              label={area.label}
              disabled={busy}
              onRemove={onRemove}
              onRemoved={onRemoved}
            />
          </div>
        </form>
      ) : null}
    </Card>
  );
}
