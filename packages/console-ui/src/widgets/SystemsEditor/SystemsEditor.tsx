import { INDOOR_UNIT_TYPES } from '@hvac/console-domain';
import { useEffect, useId, useRef } from 'react';
import { Button } from '../../components/Button/Button';
import { Select } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { PlusIcon } from '../../icons';
import { cx } from '../../utils/cx';
import * as styles from './SystemsEditor.css';
import type { IndoorUnitRowValue, SystemRowValue } from './systemRows';
import { newIndoorUnit, newSystem } from './systemRows';
import type { SystemsEditorLabels } from './labels';
import { DEFAULT_SYSTEMS_EDITOR_LABELS } from './labels';

export interface SystemsEditorProps {
  systems: readonly SystemRowValue[];
  onChange: (systems: SystemRowValue[]) => void;
  /**
   * Messages by the request's paths: 'systems' (the list), 'systems.0.unit',
   * 'systems.0.indoor_units.1.name' (positions as shown).
   */
  errors?: Readonly<Record<string, string | undefined>>;
  disabled?: boolean;
  /** A field was left (its path, as in `errors`): a form shows that field's rule from then on. */
  onLeave?: (path: string) => void;
  className?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<SystemsEditorLabels>;
}

const UNIT_TYPE_OPTIONS = INDOOR_UNIT_TYPES.map((type) => ({
  value: type.value,
  label: type.label,
}));

/**
 * The outdoor systems of a multi-unit device and their indoor units (number, name, type), added and
 * removed row by row. A new row takes focus in its first field; after a removal focus goes to the
 * add button of the same list, never to the page.
 */
export function SystemsEditor({
  systems,
  onChange,
  errors = {},
  disabled = false,
  onLeave,
  className,
  labels,
}: SystemsEditorProps) {
  const text = { ...DEFAULT_SYSTEMS_EDITOR_LABELS, ...labels };
  const rootRef = useRef<HTMLFieldSetElement>(null);
  const headingId = useId();
  const listErrorId = useId();
  // The row a change adds (or the button a removal leaves) takes focus once the owner has rendered
  // the new rows: the owner holds the rows, so the effect runs after every render and acts once.
  const pendingFocus = useRef<string | null>(null);
  const setFocusKey = (key: string) => {
    pendingFocus.current = key;
  };
  useEffect(() => {
    const key = pendingFocus.current;
    if (!key) return;
    const target = rootRef.current?.querySelector<HTMLElement>(`[data-focus-key="${key}"]`);
    if (!target) return;
    pendingFocus.current = null;
    target.focus();
  });

  const replaceSystem = (index: number, system: SystemRowValue) =>
    onChange(systems.map((item, position) => (position === index ? system : item)));

  const addSystem = () => {
    const system = newSystem(systems);
    onChange([...systems, system]);
    setFocusKey(`${system.key}-unit`);
  };
  const removeSystem = (index: number) => {
    onChange(systems.filter((_, position) => position !== index));
    setFocusKey('add-system');
  };
  const addIndoorUnit = (index: number) => {
    const indoor = newIndoorUnit(systems);
    const system = systems[index];
    replaceSystem(index, { ...system, indoor_units: [...system.indoor_units, indoor] });
    setFocusKey(`${indoor.key}-unit`);
  };
  const changeIndoorUnit = (index: number, row: number, changes: Partial<IndoorUnitRowValue>) => {
    const system = systems[index];
    replaceSystem(index, {
      ...system,
      indoor_units: system.indoor_units.map((indoor, position) =>
        position === row ? { ...indoor, ...changes } : indoor,
      ),
    });
  };
  const removeIndoorUnit = (index: number, row: number) => {
    const system = systems[index];
    replaceSystem(index, {
      ...system,
      indoor_units: system.indoor_units.filter((_, position) => position !== row),
    });
    setFocusKey(`${system.key}-add-indoor`);
  };

  const listError = errors.systems;
  return (
    <fieldset
      ref={rootRef}
      className={cx(styles.editor, className)}
      aria-labelledby={headingId}
      aria-describedby={listError ? listErrorId : undefined}
    >
      <legend id={headingId} className={styles.heading}>
        {text.systems}
      </legend>
      {systems.map((system, index) => {
        const legend = text.systemLegend(system.unit, index + 1);
        const path = `systems.${index}`;
        return (
          <fieldset key={system.key} className={styles.system}>
            <legend className={styles.legend}>{legend}</legend>
            <div className={styles.systemHeader}>
              <TextField
                className={styles.numberField}
                label={text.systemNumber}
                inputMode="numeric"
                required
                value={system.unit}
                onChange={(event) => replaceSystem(index, { ...system, unit: event.target.value })}
                error={errors[`${path}.unit`]}
                onBlur={() => onLeave?.(`${path}.unit`)}
                readOnly={disabled}
                data-focus-key={`${system.key}-unit`}
              />
              <Button
                variant="outline"
                tone="danger"
                size="small"
                disabled={disabled}
                onClick={() => removeSystem(index)}
                aria-label={text.removeSystemLabel(system.unit, index + 1)}
              >
                {text.removeSystem}
              </Button>
            </div>
            {system.indoor_units.length === 0 ? (
              <p className={styles.muted}>{text.noIndoorUnits}</p>
            ) : (
              <ul className={styles.indoorList} aria-label={`${text.indoorUnits}, ${legend}`}>
                {system.indoor_units.map((indoor, row) => {
                  const indoorPath = `${path}.indoor_units.${row}`;
                  return (
                    <li key={indoor.key} className={styles.indoorRow}>
                      <TextField
                        label={text.indoorUnitNumber}
                        inputMode="numeric"
                        required
                        value={indoor.unit}
                        onChange={(event) =>
                          changeIndoorUnit(index, row, { unit: event.target.value })
                        }
                        error={errors[`${indoorPath}.unit`]}
                        onBlur={() => onLeave?.(`${indoorPath}.unit`)}
                        readOnly={disabled}
                        data-focus-key={`${indoor.key}-unit`}
                      />
                      <TextField
                        label={text.indoorUnitName}
                        required
                        value={indoor.name}
                        onChange={(event) =>
                          changeIndoorUnit(index, row, { name: event.target.value })
                        }
                        error={errors[`${indoorPath}.name`]}
                        onBlur={() => onLeave?.(`${indoorPath}.name`)}
                        readOnly={disabled}
                      />
                      <Select
                        native
                        label={text.indoorUnitType}
                        options={UNIT_TYPE_OPTIONS}
                        value={indoor.unit_type}
                        onValueChange={(unitType) =>
                          changeIndoorUnit(index, row, { unit_type: unitType })
                        }
                        disabled={disabled}
                      />
                      <Button
                        variant="ghost"
                        tone="danger"
                        disabled={disabled}
                        aria-label={text.removeIndoorUnitLabel(row + 1, legend)}
                        onClick={() => removeIndoorUnit(index, row)}
                      >
                        {text.removeIndoorUnit}
                      </Button>
                    </li>
                  );
                })}
              </ul>
            )}
            <div className={styles.actions}>
              <Button
                variant="outline"
                tone="neutral"
                size="small"
                startIcon={<PlusIcon />}
                disabled={disabled}
                onClick={() => addIndoorUnit(index)}
                aria-label={text.addIndoorUnitLabel(legend)}
                data-focus-key={`${system.key}-add-indoor`}
              >
                {text.addIndoorUnit}
              </Button>
            </div>
          </fieldset>
        );
      })}
      {listError ? (
        <p id={listErrorId} className={styles.error}>
          {listError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button
          variant="outline"
          tone="neutral"
          startIcon={<PlusIcon />}
          disabled={disabled}
          onClick={addSystem}
          data-focus-key="add-system"
        >
          {text.addSystem}
        </Button>
      </div>
    </fieldset>
  );
}
