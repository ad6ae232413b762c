import type { Formula } from '@hvac/console-api';
import { writeRuleOf } from '@hvac/console-domain';
import {
  Button,
  DEFAULT_WRITE_PARAMETER_DIALOG_LABELS,
  WriteParameterDialog,
} from '@hvac/console-ui';
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
  /**
   * The id of the visible text that says why writing is not possible now (an offline device): the
   * Write button is disabled and described by it.
   */
  disabledReasonId?: string;
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
  disabledReasonId,
}: ParameterWriteButtonProps) {
  const rule = writeRuleOf(formula);
  const write = useParameterWrite(projectId, onSettled);
  const [open, setOpen] = useState(false);
  if (!rule) return null;
  if (disabledReasonId && !open) {
    return (
      <Button
        size="small"
        variant="outline"
        disabled
        aria-label={DEFAULT_WRITE_PARAMETER_DIALOG_LABELS.writeTitle(name)}
        aria-describedby={disabledReasonId}
      >
        {DEFAULT_WRITE_PARAMETER_DIALOG_LABELS.write}
      </Button>
    );
  }
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
