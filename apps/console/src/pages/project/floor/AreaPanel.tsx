import type { Area } from '@hvac/console-api';
import type { Size, UnitType } from '@hvac/console-domain';
import {
  MESSAGES,
  clampArea,
  fanSpeedName,
  formatTemperature,
  isErrorActive,
  isUnitType,
  operationModeName,
  powerLabel,
} from '@hvac/console-domain';
import { Button, Card, Select, StatusIcon, TextField } from '@hvac/console-ui';
import type { FormEvent, ReactNode } from 'react';
import { useState } from 'react';

import * as styles from './floor.css';
import type { ProjectUnit } from './areaUnits';
import { UNIT_TYPE_OPTIONS } from './AddAreaDialog';
import { FLOOR_TEXT } from './floorText';

export interface AreaPanelProps {
  area: Area;
  unit: ProjectUnit | undefined;
  image: Size | undefined;
  canEdit: boolean;
  busy: boolean;
  onSave: (area: Area) => void;
  onRemove: () => void;
  /** Write actions of the unit's parameters (users with write_parameters). */
  writeActions?: ReactNode;
}

/**
 * The selected area: its unit's live values for everyone; label, width, height and unit type with
 * Save Changes and Remove Area for `edit_projects`.
 */
export function AreaPanel(props: AreaPanelProps) {
  // A new area (or a saved one) starts the form afresh.
  return <AreaPanelBody key={`${props.area.id}:${JSON.stringify(props.area)}`} {...props} />;
}

function AreaPanelBody({
  area,
  unit,
  image,
  canEdit,
  busy,
  onSave,
  onRemove,
  writeActions,
}: AreaPanelProps) {
  const [label, setLabel] = useState(area.label);
  const [width, setWidth] = useState(String(area.width));
  const [height, setHeight] = useState(String(area.height));
  const [unitType, setUnitType] = useState<UnitType>(area.unitType);
  const [errors, setErrors] = useState<{ label?: string; width?: string; height?: string }>({});
  const summary = unit?.unit.summary_data;

  function submit(event: FormEvent) {
    event.preventDefault();
    const size = (text: string, max: number | undefined) => {
      const value = Number(text);
      return Number.isFinite(value) && value >= 1 && (max === undefined || value <= max)
        ? undefined
        : MESSAGES.AREA_SIZE_INVALID;
    };
    const next = {
      label: label.trim() ? undefined : MESSAGES.AREA_LABEL_REQUIRED,
      width: size(width, image?.width),
      height: size(height, image?.height),
    };
    setErrors(next);
    if (next.label || next.width || next.height) return;
    const changed = {
      ...area,
      label: label.trim(),
      width: Number(width),
      height: Number(height),
      unitType,
    };
    onSave(image ? clampArea(changed, image) : changed);
  }

  return (
    <Card title={`${FLOOR_TEXT.area}: ${area.label}`} className={styles.panel}>
      <dl className={styles.facts}>
        <dt>{FLOOR_TEXT.unitNumber}</dt>
        <dd>
          {unit
            ? `${area.unitNumber} · ${unit.unit.name} (${unit.deviceUnitId})`
            : `${area.unitNumber}`}
        </dd>
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
            <dd>{formatTemperature(summary.indoor_set_temp)}</dd>
            <dt>{FLOOR_TEXT.ambientTemperature}</dt>
            <dd>{formatTemperature(summary.indoor_ambient_temp)}</dd>
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
            value={label}
            onChange={(event) => setLabel(event.target.value)}
            error={errors.label}
          />
          <TextField
            label={FLOOR_TEXT.width}
            type="number"
            min={1}
            step={1}
            value={width}
            onChange={(event) => setWidth(event.target.value)}
            error={errors.width}
          />
          <TextField
            label={FLOOR_TEXT.height}
            type="number"
            min={1}
            step={1}
            value={height}
            onChange={(event) => setHeight(event.target.value)}
            error={errors.height}
          />
          <Select
            label={FLOOR_TEXT.unitType}
            options={UNIT_TYPE_OPTIONS}
            value={unitType}
            onValueChange={(value) => {
              if (isUnitType(value)) setUnitType(value);
            }}
          />
          <div className={styles.actions}>
            <Button type="submit" loading={busy}>
              {FLOOR_TEXT.saveChanges}
            </Button>
            <Button
              type="button"
              variant="outline"
              tone="danger"
              disabled={busy}
              onClick={onRemove}
            >
              {FLOOR_TEXT.removeArea}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
