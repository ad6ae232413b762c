import {
  INDOOR_UNIT_TYPES,
  CONNECTION_DEFAULTS,
  DEVICE_MESSAGES,
  connectionFieldErrors,
  connectionRequest,
  deviceRequest,
  validateDeviceForm,
} from '@hvac/console-domain';
import { useRef, useState } from 'react';
import type { SystemRowValue } from '../SystemsEditor/systemRows';
import { newIndoorUnit, newSystem } from '../SystemsEditor/systemRows';

/** The device form as typed. */
export interface DeviceFormValues {
  model: string;
  unit_id: string;
  host: string;
  port: string;
  unit: string;
  poll_interval: string;
  systems: SystemRowValue[];
}

/** The body of POST /projects/{id}/devices/ (and of PATCH /devices/{id}/). */
export type DeviceSubmission = ReturnType<typeof deviceRequest>;
/** The body of POST /devices/check-connection/. */
export interface ConnectionCheckSubmission {
  model: string;
  connection: ReturnType<typeof connectionRequest>;
}
export interface ConnectionCheckAnswer {
  ok: boolean;
  detail?: string | null;
  /** The model the device answers as, when it refused the chosen model's registers. */
  suggested_model?: { key: string; name: string } | null;
  /** The systems the device reports: each system's number and its indoor units' numbers. */
  layout?: { systems: { unit: number; indoor_units: number[] }[] } | null;
}

export const EMPTY_DEVICE_FORM: DeviceFormValues = {
  model: '',
  unit_id: '',
  host: '',
  port: String(CONNECTION_DEFAULTS.port),
  unit: String(CONNECTION_DEFAULTS.unit),
  poll_interval: String(CONNECTION_DEFAULTS.poll_interval),
  systems: [],
};

type Errors = Partial<Record<string, string>>;

/** The first message of each field of a rejection carrying `fieldErrors` (the API client's errors). */
export function rejectionFieldErrors(error: unknown): Errors {
  if (typeof error !== 'object' || error === null || !('fieldErrors' in error)) return {};
  const fieldErrors: unknown = error.fieldErrors;
  if (typeof fieldErrors !== 'object' || fieldErrors === null) return {};
  const result: Errors = {};
  for (const [field, value] of Object.entries(fieldErrors as Record<string, unknown>)) {
    const first: unknown = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof first === 'string' && first !== '') result[field] = first;
  }
  return result;
}

/** The fields a form shows a message under; any other path of a refusal becomes the form's message. */
function isShownField(path: string): boolean {
  return (
    ['model', 'unit_id', 'systems'].includes(path) ||
    /^connection\.(host|port|unit|poll_interval)$/.test(path) ||
    /^systems\.\d+\.unit$/.test(path) ||
    /^systems\.\d+\.indoor_units\.\d+\.(unit|name)$/.test(path)
  );
}

export interface CheckState {
  /** `refused`: the server refused the connection's fields (their messages show on those fields). */
  status: 'idle' | 'checking' | 'answered' | 'failed' | 'refused';
  answer?: ConnectionCheckAnswer;
  /** Why it failed or was refused, when the server said so in words (announced with the result). */
  message?: string;
}

/**
 * Rows of the systems a device reports, keeping the name and type of every indoor unit already typed
 * under the same number; a new indoor unit is named by `nameOf(number)`.
 */
export function reportedSystemRows(
  layout: NonNullable<ConnectionCheckAnswer['layout']>,
  current: readonly SystemRowValue[],
  nameOf: (number: number) => string,
): SystemRowValue[] {
  const typed = new Map(
    current.flatMap((system) => system.indoor_units).map((indoor) => [indoor.unit.trim(), indoor]),
  );
  return layout.systems.map((system) => {
    const row = newSystem([]);
    return {
      ...row,
      unit: String(system.unit),
      indoor_units: system.indoor_units.map((number) => {
        const known = typed.get(String(number));
        return {
          ...newIndoorUnit([]),
          unit: String(number),
          name: known?.name.trim() ? known.name : nameOf(number),
          unit_type: known?.unit_type ?? INDOOR_UNIT_TYPES[0].value,
        };
      }),
    };
  });
}

/**
 * The device form's behaviour without its markup: the domain's rules checked as the user types
 * (a field shows its message once left or after a submit), the server's field messages on their
 * fields until the field changes, Check Connection, and what was typed kept on a refused save.
 */
export function useDeviceForm(options: {
  initialValues: DeviceFormValues;
  singleUnitOf: (model: string) => boolean;
  onSubmit: (device: DeviceSubmission) => Promise<unknown>;
  onCheckConnection?: (request: ConnectionCheckSubmission) => Promise<ConnectionCheckAnswer>;
  failureMessage: string;
  /** The form-wide message of a refused save whose reasons are all on fields. */
  checkFieldsMessage?: string;
}) {
  const {
    initialValues,
    singleUnitOf,
    onSubmit,
    onCheckConnection,
    failureMessage,
    checkFieldsMessage = DEVICE_MESSAGES.CHECK_FIELDS,
  } = options;
  const [values, setValues] = useState<DeviceFormValues>(initialValues);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const [check, setCheck] = useState<CheckState>({ status: 'idle' });
  const checkRun = useRef(0);

  const singleUnit = singleUnitOf(values.model);
  const input = { ...values, systems: values.systems };
  const ruleErrors: Errors = validateDeviceForm(input, { singleUnit }).fieldErrors;
  // A rule's message shows once its field was left, or after a submit; the server's until it changes.
  const errors: Errors = { ...serverErrors };
  for (const [field, message] of Object.entries(ruleErrors)) {
    if (submitted || touched.has(field)) errors[field] = message;
  }

  const forget = (fields: readonly string[]) =>
    setServerErrors((previous) => {
      const next = { ...previous };
      let changed = false;
      for (const field of fields) {
        if (field in next) {
          delete next[field];
          changed = true;
        }
      }
      return changed ? next : previous;
    });

  const connectionFields = ['host', 'port', 'unit', 'poll_interval'] as const;
  const set = (field: Exclude<keyof DeviceFormValues, 'systems'>, value: string) => {
    setValues((previous) => ({ ...previous, [field]: value }));
    forget([
      (connectionFields as readonly string[]).includes(field) ? `connection.${field}` : field,
    ]);
    // A different connection or model is a different question: the old answer no longer holds.
    if (field !== 'unit_id') setCheck({ status: 'idle' });
  };

  return {
    values,
    errors,
    formError,
    busy,
    singleUnit,
    check,
    set,
    setSystems: (systems: SystemRowValue[]) => {
      setValues((previous) => ({ ...previous, systems }));
      setServerErrors((previous) =>
        Object.fromEntries(
          Object.entries(previous).filter(([field]) => !field.startsWith('systems')),
        ),
      );
    },
    /** Marks a field as left: its rule's message shows from now on. */
    leave: (field: string) =>
      setTouched((previous) => (previous.has(field) ? previous : new Set(previous).add(field))),

    /** One read over the connection as typed; the connection's own rules first. */
    checkConnection: async () => {
      if (!onCheckConnection) return;
      const connectionErrors: Errors = connectionFieldErrors(values);
      const modelMissing = ruleErrors.model;
      setTouched(
        (previous) =>
          new Set([
            ...previous,
            'model',
            ...connectionFields.map((field) => `connection.${field}`),
          ]),
      );
      if (modelMissing || Object.keys(connectionErrors).length > 0) {
        setCheck({ status: 'idle' });
        return;
      }
      const run = (checkRun.current += 1);
      setCheck({ status: 'checking' });
      try {
        const answer = await onCheckConnection({
          model: values.model,
          connection: connectionRequest(values),
        });
        if (run === checkRun.current) setCheck({ status: 'answered', answer });
      } catch (error) {
        if (run !== checkRun.current) return;
        const fields = rejectionFieldErrors(error);
        const shown = Object.fromEntries(
          Object.entries(fields).filter(([field]) => isShownField(field)),
        );
        const other = Object.entries(fields)
          .filter(([field]) => !isShownField(field))
          .map(([, message]) => message);
        if (Object.keys(shown).length > 0) {
          // Shown under their fields, and announced with the check's result (WCAG 4.1.3).
          setServerErrors((previous) => ({ ...previous, ...shown }));
          setCheck({ status: 'refused', message: Object.values(shown).join(' ') });
        } else if (other.length > 0) {
          // A refusal in words (too many checks): the result says it.
          setCheck({ status: 'failed', message: other.join(' ') });
        } else {
          setCheck({ status: 'failed' });
        }
      }
    },

    /** Validates, then submits; true once the server took the device. */
    submit: async (): Promise<boolean> => {
      if (busy) return false;
      setSubmitted(true);
      setFormError(undefined);
      if (!validateDeviceForm(input, { singleUnit }).valid) return false;
      setBusy(true);
      try {
        await onSubmit(deviceRequest(input, { singleUnit }));
        return true;
      } catch (error) {
        const fields = rejectionFieldErrors(error);
        const shown = Object.fromEntries(
          Object.entries(fields).filter(([field]) => isShownField(field)),
        );
        const other = Object.entries(fields).filter(([field]) => !isShownField(field));
        setServerErrors(shown);
        if (other.length > 0) setFormError(other.map(([, message]) => message).join(' '));
        else if (Object.keys(shown).length === 0) setFormError(failureMessage);
        else setFormError(checkFieldsMessage);
        return false;
      } finally {
        setBusy(false);
      }
    },

    /** Takes the model the device answers as (Check Connection's suggestion). */
    takeSuggestedModel: (key: string) => {
      setValues((previous) => ({ ...previous, model: key }));
      forget(['model']);
      setTouched((previous) => new Set(previous).add('model'));
      setCheck({ status: 'idle' });
    },

    /** Fills the systems in from what the device reports; the offer is then spent. */
    fillReportedSystems: (nameOf: (number: number) => string): SystemRowValue[] | undefined => {
      const layout = check.answer?.layout;
      if (!layout) return undefined;
      const systems = reportedSystemRows(layout, values.systems, nameOf);
      setValues((previous) => ({ ...previous, systems }));
      setServerErrors((previous) =>
        Object.fromEntries(
          Object.entries(previous).filter(([field]) => !field.startsWith('systems')),
        ),
      );
      setCheck((previous) =>
        previous.answer ? { ...previous, answer: { ...previous.answer, layout: null } } : previous,
      );
      return systems;
    },

    reset: (next: DeviceFormValues = initialValues) => {
      checkRun.current += 1;
      setValues(next);
      setTouched(new Set());
      setSubmitted(false);
      setServerErrors({});
      setFormError(undefined);
      setCheck({ status: 'idle' });
    },
  };
}

export type DeviceFormState = ReturnType<typeof useDeviceForm>;
