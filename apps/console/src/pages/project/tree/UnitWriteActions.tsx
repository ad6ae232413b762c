import type { Formula } from '@hvac/console-api';
import { useDeviceConfiguration } from '@hvac/console-api/react';
import { evaluateRegisterFormula, writeRuleOf } from '@hvac/console-domain';
import { Button, DropdownMenu, DropdownMenuItem, WriteParameterDialog } from '@hvac/console-ui';
import { useState } from 'react';

import { useParameterWrite } from './useParameterWrite';
import { TREE_TEXT } from './treeText';

export interface UnitWriteActionsProps {
  projectId: number;
  deviceId: number;
  /** The indoor unit: its id, number and the id of its system. */
  unitId: number;
  unitNumber: number;
  systemId: number | null;
  /** Names the menu's button ('Write, 3 · Office'). */
  title: string;
  /** Raw values the unit's summary already holds, by formula key (power, indoor_set_temp…). */
  current?: Readonly<Record<string, number | string | null | undefined>>;
  /** Re-reads the unit once a write is applied. */
  onSettled?: () => void;
}

/**
 * Write actions of one indoor unit (users with write_parameters): a menu of its writable
 * parameters; choosing one opens the write dialog for it.
 */
export function UnitWriteActions({
  projectId,
  deviceId,
  unitId,
  unitNumber,
  systemId,
  title,
  current,
  onSettled,
}: UnitWriteActionsProps) {
  const configuration = useDeviceConfiguration(deviceId);
  const [chosen, setChosen] = useState<Formula | null>(null);
  const write = useParameterWrite(projectId, onSettled);
  const writable = (configuration.data?.indoor_unit_formulas ?? []).filter((formula) =>
    writeRuleOf(formula),
  );
  if (writable.length === 0) return null;
  const rule = chosen ? writeRuleOf(chosen) : undefined;
  const register = (formula: Formula) =>
    (formula.formula ? evaluateRegisterFormula(formula.formula, unitNumber) : undefined) ??
    formula.register;
  const currentRaw = chosen?.key ? current?.[chosen.key] : undefined;

  return (
    <>
      <DropdownMenu
        trigger={
          <Button size="small" variant="outline" aria-label={`${TREE_TEXT.write}, ${title}`}>
            {TREE_TEXT.write}
          </Button>
        }
      >
        {writable.map((formula) => (
          <DropdownMenuItem
            key={`${formula.modbus_type}-${formula.register}`}
            onSelect={() => {
              write.reset();
              setChosen(formula);
            }}
          >
            {formula.data_meaning}
          </DropdownMenuItem>
        ))}
      </DropdownMenu>
      {chosen && rule ? (
        <WriteParameterDialog
          parameterName={chosen.data_meaning}
          rule={rule}
          currentRaw={
            typeof currentRaw === 'number' || typeof currentRaw === 'string' ? currentRaw : null
          }
          status={write.status}
          failureReason={write.failureReason}
          showTrigger={false}
          open
          onOpenChange={(open) => {
            if (!open) setChosen(null);
          }}
          onSend={(raw) =>
            write.send(
              {
                deviceId,
                modbusType: chosen.modbus_type,
                register: register(chosen),
                outdoorUnit: systemId,
                indoorUnit: unitId,
              },
              raw,
            )
          }
        />
      ) : null}
    </>
  );
}
