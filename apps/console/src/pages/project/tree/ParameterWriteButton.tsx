import type { Formula } from '@hvac/console-api';
import { writeRuleOf } from '@hvac/console-domain';
import { WriteParameterDialog } from '@hvac/console-ui';
import { useState } from 'react';

import type { WriteTarget } from './useParameterWrite';
import { useParameterWrite } from './useParameterWrite';

export interface ParameterWriteButtonProps {
  projectId: number;
  formula: Formula;
  /** The parameter's name as the row shows it (for the button's and the dialog's names). */
  name: string;
  target: WriteTarget;
  currentRaw: number | null | undefined;
  /** Re-reads the value once the device has applied (or refused) the write. */
  onSettled?: () => void;
}

/**
 * The Write action of one parameter (users with write_parameters): nothing when its configuration
 * has no write rule. Each opening starts a fresh write.
 */
export function ParameterWriteButton({
  projectId,
  formula,
  name,
  target,
  currentRaw,
  onSettled,
}: ParameterWriteButtonProps) {
  const rule = writeRuleOf(formula);
  const write = useParameterWrite(projectId, onSettled);
  const [open, setOpen] = useState(false);
  if (!rule) return null;
  return (
    <WriteParameterDialog
      parameterName={name}
      rule={rule}
      currentRaw={currentRaw}
      status={write.status}
      failureReason={write.failureReason}
      open={open}
      onOpenChange={(next) => {
        if (next) write.reset();
        setOpen(next);
      }}
      onSend={(raw) => write.send(target, raw)}
    />
  );
}
