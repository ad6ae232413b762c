import type { ReactElement, ReactNode } from 'react';
import { useEffect, useRef } from 'react';
import { Button } from '../../components/Button/Button';
import { Select } from '../../components/Select/Select';
import { TextField } from '../../components/TextField/TextField';
import { VisuallyHidden } from '../../components/VisuallyHidden/VisuallyHidden';
import { AlertCircleIcon, CheckCircleIcon } from '../../icons';
import { SystemsEditor } from '../SystemsEditor/SystemsEditor';
import { FormDialog } from '../../components/FormDialog/FormDialog';
import * as styles from './DeviceFormDialog.css';
import { connectionCheckText } from '@hvac/console-domain';
import type {
  ConnectionCheckAnswer,
  ConnectionCheckSubmission,
  DeviceFormState,
  DeviceFormValues,
  DeviceSubmission,
} from './useDeviceForm';
import { EMPTY_DEVICE_FORM, useDeviceForm } from './useDeviceForm';
import type { DeviceFormDialogLabels } from './labels';
import { DEFAULT_DEVICE_FORM_DIALOG_LABELS } from './labels';

/** A device model as the model list gives it. */
export interface DeviceModelOption {
  key: string;
  manufacturer: string;
  model: string;
  model_type: string;
  device_type: string;
  is_single_unit: boolean;
}

export interface DeviceFormDialogProps {
  /** 'create' (Add Device) or 'edit' (Edit Device: the values of `initialValues`). */
  mode?: 'create' | 'edit';
  /** The models to choose from; undefined while they load. */
  models: readonly DeviceModelOption[] | undefined;
  /** Shown under Model when the models could not be loaded. */
  modelsError?: string;
  /** What the form starts with (Edit); the connection defaults otherwise. */
  initialValues?: Partial<DeviceFormValues>;
  /**
   * Saves the device; a rejection keeps the dialog open with what was typed. A rejection with
   * `fieldErrors` (`{'connection.host': ['…']}`) shows them on their fields.
   */
  onSubmit: (device: DeviceSubmission) => Promise<unknown>;
  /** One read over the connection before anything is saved (Check Connection); absent hides it. */
  onCheckConnection?: (request: ConnectionCheckSubmission) => Promise<ConnectionCheckAnswer>;
  trigger?: ReactElement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /** The message of a refused save without field messages. */
  failureMessage?: string;
  /** Texts to replace (translations); the rest keep their defaults. */
  labels?: Partial<DeviceFormDialogLabels>;
}

function modelLabel(model: DeviceModelOption, singleUnitModel: string): string {
  const kind = model.is_single_unit
    ? `${model.device_type}, ${singleUnitModel}`
    : model.device_type;
  return `${model.manufacturer} ${model.model} ${model.model_type} (${kind})`;
}

/**
 * Add or edit a Modbus TCP device: model, Unit ID, connection (host, port, Modbus unit, poll
 * interval, with their defaults) and, for multi-unit models, its systems and indoor units. Every
 * rule is checked as the user types; Check Connection asks the server for one read before anything
 * is saved; a refused save keeps everything typed and shows the server's messages on their fields.
 */
export function DeviceFormDialog({
  mode = 'create',
  models,
  modelsError,
  initialValues,
  onSubmit,
  onCheckConnection,
  trigger,
  open,
  defaultOpen = false,
  onOpenChange,
  failureMessage,
  labels,
}: DeviceFormDialogProps) {
  const text = { ...DEFAULT_DEVICE_FORM_DIALOG_LABELS, ...labels };
  const start = { ...EMPTY_DEVICE_FORM, ...initialValues };
  const form = useDeviceForm({
    initialValues: start,
    singleUnitOf: (key) => models?.find((model) => model.key === key)?.is_single_unit ?? false,
    onSubmit,
    onCheckConnection,
    failureMessage:
      failureMessage ?? (mode === 'create' ? text.failedToAddDevice : text.failedToUpdateDevice),
    checkFieldsMessage: text.checkFields,
  });
  const { reset } = form;
  // An edit dialog opened for another device starts from that device's values.
  const startKey = JSON.stringify(initialValues ?? {});
  useEffect(() => {
    reset({ ...EMPTY_DEVICE_FORM, ...(JSON.parse(startKey) as Partial<DeviceFormValues>) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [startKey]);

  const { values, errors, busy, check } = form;
  // Row keys are the editor's own: a form is changed when what it would send is.
  const withoutKeys = (value: unknown) =>
    JSON.stringify(value, (field, item: unknown) => (field === 'key' ? undefined : item));
  const dirty = withoutKeys(values) !== withoutKeys(start);
  const modelOptions = (models ?? []).map((model) => ({
    value: model.key,
    label: modelLabel(model, text.singleUnitModel),
  }));
  const chosenModel = models?.find((model) => model.key === values.model);

  return (
    <FormDialog
      title={mode === 'create' ? text.addDevice : text.editDevice}
      trigger={trigger}
      open={open}
      defaultOpen={defaultOpen}
      onOpenChange={onOpenChange}
      size="large"
      submitLabel={mode === 'create' ? text.add : text.save}
      cancelLabel={text.cancel}
      busy={busy}
      formError={form.formError}
      onSubmit={form.submit}
      onReset={() => reset()}
      dirty={dirty}
      focusAfterFailure={(element) => element.querySelector<HTMLElement>('[aria-invalid="true"]')}
    >
      {mode === 'create' ? <FocusModel /> : null}
      <Select
        native
        name="model"
        label={text.model}
        options={modelOptions}
        placeholder={models ? text.chooseModel : text.loading}
        value={values.model}
        onValueChange={(model) => {
          form.set('model', model);
          form.leave('model');
        }}
        error={errors.model ?? modelsError}
        required
        disabled={busy || !models}
      />
      <TextField
        label={text.unitId}
        hint={text.unitIdHint}
        required
        // The first field a user types in takes focus when the dialog opens.
        // eslint-disable-next-line jsx-a11y/no-autofocus
        autoFocus={mode === 'edit'}
        value={values.unit_id}
        onChange={(event) => form.set('unit_id', event.target.value)}
        onBlur={() => form.leave('unit_id')}
        error={errors.unit_id}
        readOnly={busy}
      />
      <fieldset className={styles.section}>
        <legend className={styles.sectionTitle}>{text.connection}</legend>
        <TextField
          label={text.host}
          hint={text.hostHint}
          required
          autoComplete="off"
          spellCheck={false}
          value={values.host}
          onChange={(event) => form.set('host', event.target.value)}
          onBlur={() => form.leave('connection.host')}
          error={errors['connection.host']}
          readOnly={busy}
        />
        <div className={styles.numbers}>
          <TextField
            label={text.port}
            inputMode="numeric"
            required
            value={values.port}
            onChange={(event) => form.set('port', event.target.value)}
            onBlur={() => form.leave('connection.port')}
            error={errors['connection.port']}
            readOnly={busy}
          />
          <TextField
            label={text.modbusUnit}
            hint={text.modbusUnitHint}
            inputMode="numeric"
            required
            value={values.unit}
            onChange={(event) => form.set('unit', event.target.value)}
            onBlur={() => form.leave('connection.unit')}
            error={errors['connection.unit']}
            readOnly={busy}
          />
          <TextField
            label={text.pollInterval}
            inputMode="numeric"
            required
            value={values.poll_interval}
            onChange={(event) => form.set('poll_interval', event.target.value)}
            onBlur={() => form.leave('connection.poll_interval')}
            error={errors['connection.poll_interval']}
            readOnly={busy}
          />
        </div>
        {onCheckConnection ? (
          <div className={styles.check}>
            <Button
              variant="outline"
              tone="neutral"
              loading={check.status === 'checking'}
              disabled={busy}
              onClick={() => void form.checkConnection()}
            >
              {text.checkConnection}
            </Button>
            <CheckResult check={check} labels={text} />
            <CheckOffers
              check={check}
              labels={text}
              multiUnit={chosenModel !== undefined && !chosenModel.is_single_unit}
              suggestionKnown={(key) => models?.some((model) => model.key === key) ?? false}
              disabled={busy}
              onTakeModel={(key, form) => {
                form.takeSuggestedModel(key);
                return 'select[name="model"]';
              }}
              onFillSystems={(form) => {
                const systems = form.fillReportedSystems(text.reportedIndoorUnitName);
                const first = systems?.[0];
                return first ? `[data-focus-key="${first.key}-unit"]` : undefined;
              }}
              form={form}
            />
          </div>
        ) : null}
      </fieldset>
      {chosenModel && !chosenModel.is_single_unit ? (
        <SystemsEditor
          systems={values.systems}
          onChange={form.setSystems}
          onLeave={form.leave}
          errors={errors}
          disabled={busy}
          labels={text}
        />
      ) : null}
    </FormDialog>
  );
}

/** The answer of Check Connection, announced politely where it appears. */
function CheckResult({
  check,
  labels: text,
}: {
  check: ReturnType<typeof useDeviceForm>['check'];
  labels: DeviceFormDialogLabels;
}) {
  let content: ReactNode = null;
  let result: 'ok' | 'failed' | undefined;
  if (check.status === 'checking') content = text.checkingConnection;
  else if (check.status === 'refused' && check.message) {
    // Shown under its field already: said here for screen readers only (WCAG 4.1.3).
    content = <VisuallyHidden>{check.message}</VisuallyHidden>;
  } else if (check.status === 'failed') {
    result = 'failed';
    content = check.message ?? text.connectionCheckFailed;
  } else if (check.status === 'answered' && check.answer) {
    result = check.answer.ok ? 'ok' : 'failed';
    content = connectionCheckText(check.answer);
  }
  const Icon = result === 'ok' ? CheckCircleIcon : AlertCircleIcon;
  return (
    <p role="status" className={styles.checkResult} data-result={result}>
      {result ? <Icon className={styles.checkIcon} aria-hidden="true" /> : null}
      {content}
    </p>
  );
}

/**
 * What Check Connection offers beside its answer: the model the device answers as (when the chosen
 * one was refused), and the systems the device reports (multi-unit models). Each sentence is
 * announced as it appears; its button applies it, and focus goes to what it changed.
 */
function CheckOffers({
  check,
  labels: text,
  multiUnit,
  suggestionKnown,
  disabled,
  onTakeModel,
  onFillSystems,
  form,
}: {
  check: ReturnType<typeof useDeviceForm>['check'];
  labels: DeviceFormDialogLabels;
  multiUnit: boolean;
  suggestionKnown: (key: string) => boolean;
  disabled: boolean;
  /** Applies the suggestion; answers the selector of the element that takes focus. */
  onTakeModel: (key: string, form: DeviceFormState) => string | undefined;
  onFillSystems: (form: DeviceFormState) => string | undefined;
  form: DeviceFormState;
}) {
  const root = useRef<HTMLParagraphElement>(null);
  const pendingFocus = useRef<string | undefined>(undefined);
  // The button goes with its offer: focus moves to what it changed once that has rendered.
  useEffect(() => {
    const selector = pendingFocus.current;
    if (!selector) return;
    const target = root.current?.closest('form')?.querySelector<HTMLElement>(selector);
    if (!target) return;
    pendingFocus.current = undefined;
    target.focus();
  });
  const answer = check.status === 'answered' ? check.answer : undefined;
  const suggested =
    answer && !answer.ok && answer.suggested_model && suggestionKnown(answer.suggested_model.key)
      ? answer.suggested_model
      : undefined;
  const layout = answer?.ok && multiUnit ? answer.layout : undefined;
  const counts = layout?.systems.map((system) => system.indoor_units.length);
  return (
    <>
      <p ref={root} aria-live="polite" className={styles.offerText}>
        {suggested ? text.answersAs(suggested.name) : null}
        {counts && counts.length > 0 ? text.reportedSystems(counts) : null}
      </p>
      {suggested ? (
        <Button
          variant="outline"
          tone="neutral"
          disabled={disabled}
          onClick={() => {
            pendingFocus.current = onTakeModel(suggested.key, form);
          }}
        >
          {text.takeModel(suggested.name)}
        </Button>
      ) : null}
      {counts && counts.length > 0 ? (
        <Button
          variant="outline"
          tone="neutral"
          disabled={disabled}
          onClick={() => {
            pendingFocus.current = onFillSystems(form);
          }}
        >
          {text.fillReportedSystems}
        </Button>
      ) : null}
    </>
  );
}

/**
 * Add Device starts at Model, the first field (a native select cannot take `autoFocus` through
 * Select): focused as the form mounts, before the dialog's focus scope would pick its first button.
 */
function FocusModel() {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    marker.current
      ?.closest('form')
      ?.querySelector<HTMLSelectElement>('select[name="model"]')
      ?.focus();
  }, []);
  return <span ref={marker} hidden />;
}
