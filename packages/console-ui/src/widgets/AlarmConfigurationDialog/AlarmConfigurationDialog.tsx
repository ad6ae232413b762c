import type { AlarmConfigurationPayload } from '@hvac/console-domain';
import { MESSAGES, alarmParameterKey, alarmTypeLabel } from '@hvac/console-domain';
import type { ReactElement } from 'react';
import { Checkbox } from '../../components/Checkbox/Checkbox';
import { NativeSelect } from '../../components/Select/NativeSelect';
import { TextField } from '../../components/TextField/TextField';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import * as styles from './AlarmConfigurationDialog.css';
import { ParameterCombobox } from './ParameterCombobox';
import type { AlarmConfigurationInitial, AlarmDeviceOption } from './useAlarmConfigurationForm';
import { useAlarmConfigurationForm } from './useAlarmConfigurationForm';
import type { AlarmConfigurationDialogLabels } from './labels';
import { DEFAULT_ALARM_CONFIGURATION_DIALOG_LABELS } from './labels';

export interface AlarmConfigurationDialogProps {
  /** The project's devices, each with the parameters of its own configuration. */
  devices: readonly AlarmDeviceOption[];
  /** The devices are still on their way: an empty list does not mean the project has none. */
  devicesLoading?: boolean;
  /** The configuration being edited; without it the dialog adds one. Remount (`key`) to change it. */
  initial?: AlarmConfigurationInitial;
  /** Saves the configuration; a rejection keeps the dialog open with the failure message. */
  onSubmit: (payload: AlarmConfigurationPayload) => Promise<unknown>;
  /** The message of a rejection; 'Failed to add alarm configuration.' by default. */
  describeFailure?: (error: unknown) => string;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** Renders the form just after the dialog's first frame (see Dialog's `deferBody`). */
  deferBody?: boolean;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<AlarmConfigurationDialogLabels>;
}

const defaultDescribeFailure = () => MESSAGES.FAILED_TO_ADD_ALARM_CONFIGURATION;

/**
 * Add or edit an alarm configuration (projects.md §2): Device, Parameter Name (searchable among the
 * device's own parameters, filtering from 2 characters), a Boolean Value checkbox when the
 * parameter has a read mapping or a numeric Threshold Value otherwise, and Alarm Type; all are
 * required ('All fields are required.').
 */
export function AlarmConfigurationDialog({
  devices,
  devicesLoading = false,
  initial,
  onSubmit,
  describeFailure = defaultDescribeFailure,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  deferBody,
  labels,
}: AlarmConfigurationDialogProps) {
  const text = { ...DEFAULT_ALARM_CONFIGURATION_DIALOG_LABELS, ...labels };
  const form = useAlarmConfigurationForm(devices, initial, onSubmit, describeFailure);
  const noDevices = devices.length === 0 && !devicesLoading;
  const editing = initial !== undefined;
  const deviceOptions = devices.map((device) => ({
    value: String(device.id),
    label: device.unit_id,
  }));
  const parameters = (form.device?.parameters ?? []).map((parameter) => ({
    key: alarmParameterKey(parameter),
    // Named with its unit, so one parameter of two rooms reads apart.
    name: parameter.unit_name
      ? `${parameter.data_meaning} · ${parameter.unit_name}`
      : parameter.data_meaning,
  }));

  return (
    <FormDialog
      title={editing ? text.editAlarmConfiguration : text.addAlarmConfiguration}
      trigger={trigger}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      deferBody={deferBody}
      submitLabel={editing ? text.save : text.add}
      cancelLabel={text.cancel}
      busy={form.busy}
      formError={form.formError}
      onSubmit={() => (noDevices ? form.refuseWithoutDevices() : form.submit())}
      onReset={form.reset}
      // After a refused submit focus goes to the first marked field, which reads out its message.
      focusAfterFailure={(element) => element.querySelector<HTMLElement>('[aria-invalid="true"]')}
    >
      {noDevices ? (
        // A project without devices has nothing to watch: say why and what to do instead of
        // empty lists (after Add the same words come as the form's announced message).
        form.formError ? null : (
          <p className={styles.notice}>{MESSAGES.NO_DEVICES_FOR_ALARMS}</p>
        )
      ) : (
        <>
          <NativeSelect
            label={text.device}
            options={deviceOptions}
            placeholder={text.chooseDevice}
            value={form.values.device}
            onValueChange={form.setDevice}
            error={form.fieldErrors.device}
            required
            disabled={form.busy}
          />
          <ParameterCombobox
            noMatchesLabel={text.noParameters}
            label={text.parameterName}
            parameters={parameters}
            value={form.values.parameter}
            onValueChange={form.setParameter}
            error={form.fieldErrors.parameter}
            required
            disabled={form.busy || !form.device}
          />
          {form.usesBoolean ? (
            <Checkbox
              label={text.booleanValue}
              checked={form.values.boolean_value}
              onCheckedChange={(checked) => form.setBooleanValue(checked === true)}
              disabled={form.busy}
            />
          ) : (
            <TextField
              label={text.thresholdValue}
              type="number"
              inputMode="decimal"
              step="any"
              required
              value={form.values.threshold_value}
              onChange={(event) => form.setThreshold(event.target.value)}
              error={form.fieldErrors.threshold_value}
              readOnly={form.busy}
            />
          )}
          <NativeSelect
            label={text.alarmType}
            options={form.alarmTypes.map((type) => ({ value: type, label: alarmTypeLabel(type) }))}
            placeholder={text.chooseAlarmType}
            value={form.values.alarm_type}
            onValueChange={form.setAlarmType}
            error={form.fieldErrors.alarm_type}
            required
            disabled={form.busy}
          />
        </>
      )}
    </FormDialog>
  );
}
