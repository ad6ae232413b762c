import { can } from '../roles/roles';
import { DEVICE_MESSAGES } from './deviceMessages';

/** A message about one place in a device-model file ('parameters.indoor.2.offset'); '' is the file. */
export interface ModelFileProblem {
  path: string;
  message: string;
}

export type ModelFileResult =
  { ok: true; model: Record<string, unknown> } | { ok: false; problems: ModelFileProblem[] };

/**
 * What a company may add (DECISIONS.md "Real devices"): the built-in model files take 6 to 11 kB, so a
 * model of 200 kB (about 1,500 parameters) has room to spare, and every model a device uses is kept
 * parsed in each server's memory.
 */
export const DEVICE_MODEL_LIMITS = { maxBytes: 200_000, perCompany: 50 } as const;

export const DEVICE_MODEL_LIMIT_MESSAGES = {
  tooLarge: (bytes: number) =>
    `The model takes ${Math.ceil(bytes / 1000)} kB; a model may take at most ${DEVICE_MODEL_LIMITS.maxBytes / 1000} kB.`,
  tooMany: `A company may add at most ${DEVICE_MODEL_LIMITS.perCompany} device models.`,
} as const;

const TEXT_FIELDS = ['key', 'manufacturer', 'model', 'model_type', 'device_type'] as const;
const OBJECT_FIELDS = ['layout', 'parameters'] as const;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads a device-model file as a browser must before it can send it: JSON, and one object. All else
 * is the server's to check, and it answers every problem at once (a browser that stopped at a
 * missing summary field would hide the problems of the parameters behind it).
 */
export function readDeviceModelFile(text: string): ModelFileResult {
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (error) {
    const reason = error instanceof Error ? ` ${error.message}` : '';
    return {
      ok: false,
      problems: [{ path: '', message: DEVICE_MESSAGES.MODEL_FILE_NOT_JSON + reason }],
    };
  }
  if (!isObject(value)) {
    return { ok: false, problems: [{ path: '', message: DEVICE_MESSAGES.MODEL_FILE_NOT_OBJECT }] };
  }
  return { ok: true, model: value };
}

/**
 * 'Acme VRF 1 A1 (VRF)': a file's model as the model list will name it, once its summary fields are
 * text; undefined while any is missing (the server will say which).
 */
export function deviceModelSummary(model: Record<string, unknown>): string | undefined {
  const { manufacturer, model: name, model_type: type, device_type: deviceType } = model;
  const texts = [manufacturer, name, type, deviceType];
  if (!texts.every((item) => typeof item === 'string' && item.trim() !== '')) return undefined;
  return `${String(manufacturer)} ${String(name)} ${String(type)} (${String(deviceType)})`;
}

/**
 * The first stage of the server's check of a device-model file: JSON, one object, the summary
 * fields the model list shows (key, manufacturer, model, model_type, device_type as text,
 * is_single_unit as a boolean) and its layout and parameters as objects. The register layout
 * follows; its field messages use the same dotted paths.
 */
export function checkDeviceModelFile(text: string): ModelFileResult {
  const read = readDeviceModelFile(text);
  if (!read.ok) return read;
  const value = read.model;
  const problems: ModelFileProblem[] = [];
  for (const field of TEXT_FIELDS) {
    const item = value[field];
    if (item === undefined)
      problems.push({ path: field, message: DEVICE_MESSAGES.MODEL_FIELD_REQUIRED });
    else if (typeof item !== 'string' || item.trim() === '') {
      problems.push({ path: field, message: DEVICE_MESSAGES.MODEL_FIELD_TEXT });
    }
  }
  if (value.is_single_unit === undefined) {
    problems.push({ path: 'is_single_unit', message: DEVICE_MESSAGES.MODEL_FIELD_REQUIRED });
  } else if (typeof value.is_single_unit !== 'boolean') {
    problems.push({ path: 'is_single_unit', message: DEVICE_MESSAGES.MODEL_FIELD_BOOLEAN });
  }
  for (const field of OBJECT_FIELDS) {
    const item = value[field];
    if (item === undefined)
      problems.push({ path: field, message: DEVICE_MESSAGES.MODEL_FIELD_REQUIRED });
    else if (!isObject(item))
      problems.push({ path: field, message: DEVICE_MESSAGES.MODEL_FIELD_OBJECT });
  }
  return problems.length > 0 ? { ok: false, problems } : { ok: true, model: value };
}

/** The server's field messages (`{'parameters.indoor.2.offset': ['…']}`) as problems, in order. */
export function modelFileProblems(
  fieldErrors: Readonly<Record<string, readonly string[]>>,
): ModelFileProblem[] {
  return Object.entries(fieldErrors).flatMap(([path, messages]) =>
    messages.map((message) => ({ path: path === 'non_field_errors' ? '' : path, message })),
  );
}

/** 'parameters.indoor.2.offset: Expected a number.' ('' names the whole file). */
export function modelFileProblemText(problem: ModelFileProblem): string {
  return problem.path ? `${problem.path}: ${problem.message}` : problem.message;
}

/** Only a company admin adds device models (DECISIONS.md "Real devices"; the role matrix's action). */
export function canAddDeviceModels(permissionType: string | null | undefined): boolean {
  return can(permissionType, 'add_device_models');
}
