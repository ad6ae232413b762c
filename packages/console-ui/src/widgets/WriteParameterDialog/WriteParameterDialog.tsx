import type { WriteRule } from '@hvac/console-domain';
import {
  MESSAGES,
  changeLogStatusText,
  formatWriteValue,
  parseWriteInput,
} from '@hvac/console-domain';
import type { FormEvent } from 'react';
import { useId, useState } from 'react';
import { Button } from '../../components/Button/Button';
import { Dialog, DialogClose } from '../../components/Dialog/Dialog';
import { Select } from '../../components/Select/Select';
import { Spinner } from '../../components/Spinner/Spinner';
import { StatusIcon } from '../../components/StatusIcon/StatusIcon';
import { TextField } from '../../components/TextField/TextField';
import { useFocusFirstInvalid } from '../../utils/useFocusFirstInvalid';
import type { WriteParameterDialogLabels } from './labels';
import { DEFAULT_WRITE_PARAMETER_DIALOG_LABELS } from './labels';
import * as styles from './WriteParameterDialog.css';

/** The write's change-log status: none sent yet, or the entry's status as the server reports it. */
export type WriteStatus = 'idle' | 'incomplete' | 'complete' | 'failed';

/** @deprecated Use `DEFAULT_WRITE_PARAMETER_DIALOG_LABELS` (and the `labels` prop); it goes in the next minor version. */
export const WRITE_DIALOG_TEXT = DEFAULT_WRITE_PARAMETER_DIALOG_LABELS;

export interface WriteParameterDialogProps {
  /** The parameter's name (shown whole in the title). */
  parameterName: string;
  rule: WriteRule;
  /** The live raw value. */
  currentRaw: number | string | null | undefined;
  /**
   * Sends the raw value. Resolves to the server's field message when it refused the value (the
   * input keeps what was typed), or nothing when the write was accepted.
   */
  onSend: (raw: number) => Promise<string | undefined>;
  /** Status of the last write's change-log entry ('incomplete' until the device applies it). */
  status?: WriteStatus;
  /** Why a failed write failed (the entry's `detail`): shown after 'It has failed.'. */
  failureReason?: string | null;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Accessible name of the button that opens the dialog (defaults to 'Write {name}'). */
  triggerLabel?: string;
  /** Off when the owner opens the dialog itself (from a menu): no Write button is rendered. */
  showTrigger?: boolean;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<WriteParameterDialogLabels>;
}

/**
 * Writes one device parameter: the current value, an input held to the parameter's rule (a select
 * of names for modes, fan speeds and on/off; a number with its range and step in °C for set
 * temperatures), Send, then the change-log entry's status live: 'In progress.' until the device
 * applies it, 'It was successful.' or 'It has failed.'.
 */
export function WriteParameterDialog({
  parameterName,
  rule,
  currentRaw,
  onSend,
  status = 'idle',
  failureReason,
  open,
  defaultOpen,
  onOpenChange,
  triggerLabel,
  showTrigger = true,
  labels,
}: WriteParameterDialogProps) {
  const text = { ...DEFAULT_WRITE_PARAMETER_DIALOG_LABELS, ...labels };
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const statusId = useId();
  // A refused value moves focus to the field, which reads out its message (WCAG 3.3.1, 4.1.3).
  const { ref: formRef, focusFirstInvalid } = useFocusFirstInvalid();
  const title = text.writeTitle(parameterName);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = parseWriteInput(rule, value);
    if (!parsed.valid) {
      setError(parsed.message);
      focusFirstInvalid();
      return;
    }
    setError(undefined);
    setBusy(true);
    try {
      const refused = await onSend(parsed.raw);
      setError(refused);
      if (refused) focusFirstInvalid();
    } catch {
      setError(MESSAGES.FAILED_TO_WRITE_PARAMETER);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      size="small"
      title={title}
      // The value is what the dialog is for: focus starts in its field, not on Close (WCAG 2.4.3).
      onOpenAutoFocus={(event) => {
        const field = formRef.current?.querySelector<HTMLElement>(
          'input:not([type="hidden"]), select, button, [role="combobox"]',
        );
        if (!field) return;
        event.preventDefault();
        field.focus();
      }}
      trigger={
        showTrigger ? (
          <Button size="small" variant="outline" aria-label={triggerLabel ?? title}>
            {text.write}
          </Button>
        ) : undefined
      }
      footer={
        <>
          <DialogClose>
            <Button variant="outline" tone="neutral">
              {text.close}
            </Button>
          </DialogClose>
          <Button
            type="submit"
            form={`${statusId}-form`}
            loading={busy}
            disabled={status === 'incomplete'}
          >
            {text.send}
          </Button>
        </>
      }
    >
      <form
        ref={formRef}
        id={`${statusId}-form`}
        className={styles.form}
        noValidate
        onSubmit={(event) => void submit(event)}
      >
        <p className={styles.current}>
          {text.currentValue}: <strong>{formatWriteValue(rule, currentRaw)}</strong>
        </p>
        {rule.kind === 'choice' ? (
          <Select
            label={text.newValue}
            options={rule.choices.map((choice) => ({
              value: String(choice.raw),
              label: choice.label,
            }))}
            // Always controlled: "" shows the placeholder (an undefined value made it uncontrolled first).
            value={value}
            onValueChange={(next) => {
              setValue(next);
              setError(undefined);
            }}
            error={error}
          />
        ) : (
          <TextField
            label={`${text.newValue}${rule.unit ? ` (${rule.unit})` : ''}`}
            type="number"
            inputMode="decimal"
            min={rule.min}
            max={rule.max}
            step={rule.step}
            hint={`${rule.min.toFixed(rule.decimals)}–${rule.max.toFixed(rule.decimals)}${rule.unit ? ` ${rule.unit}` : ''}`}
            value={value}
            onChange={(event) => {
              setValue(event.target.value);
              setError(undefined);
            }}
            error={error}
          />
        )}
        <p id={statusId} role="status" className={styles.status} data-status={status}>
          {status === 'idle' ? null : status === 'incomplete' ? (
            <>
              {/* The sentence is the news: the spinner is no second live region saying 'Loading'. */}
              <Spinner size="small" aria-hidden="true" />
              <span>{changeLogStatusText(status)}</span>
            </>
          ) : (
            // Icon and words together: the sentence is read once.
            <>
              <StatusIcon
                kind="error"
                active={status === 'failed'}
                label={changeLogStatusText(status)}
                showLabel
              />
              {status === 'failed' && failureReason ? (
                <span className={styles.reason}>{failureReason}</span>
              ) : null}
            </>
          )}
        </p>
      </form>
    </Dialog>
  );
}
