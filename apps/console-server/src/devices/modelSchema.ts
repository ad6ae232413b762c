import {
  DEVICE_MODEL_LIMIT_MESSAGES,
  DEVICE_MODEL_LIMITS,
  hasControlCharacters,
  MODBUS_MAX_ADDRESS,
  MODBUS_MAX_SPAN,
  REGISTER_RAW_MAX,
  REGISTER_RAW_MIN,
  TEXT_MESSAGES,
} from '@hvac/console-domain';
import { z } from 'zod';
import { SIGNAL_KINDS, type DeviceModel, type FormulaScope } from './types';

/**
 * The schema of a device model file (src/devices/models/*.json) and of POST /device-models/: the
 * register layout and every parameter. A model is data: the server loads the built-in files at start
 * and a company admin adds one of their own without a code change.
 */
const address = z.number().int().min(0).max(MODBUS_MAX_ADDRESS);
const rawValue = z.number().int().min(REGISTER_RAW_MIN).max(REGISTER_RAW_MAX);
const text = (max: number) =>
  z
    .string()
    .trim()
    .min(1)
    .max(max)
    .refine((value) => !hasControlCharacters(value), TEXT_MESSAGES.CONTROL_CHARACTERS);

const writeRule = z
  .strictObject({
    min: rawValue,
    max: rawValue,
    allowed: z.array(rawValue).min(1).max(256).optional(),
  })
  .refine((rule) => rule.min <= rule.max, {
    message: 'The minimum may not exceed the maximum.',
    path: ['max'],
  });

const parameter = z.strictObject({
  key: z
    .string()
    .regex(/^[a-z][a-z0-9_]{0,63}$/, 'A key is lower-case letters, digits and _ (at most 64).'),
  data_meaning: text(200),
  modbus_type: z.enum(['coil', 'register']),
  offset: address,
  type: z.enum(['status', 'error']),
  scale: z.number().positive().max(1_000_000),
  unit: z.string().trim().max(20).nullable(),
  read_mapping: z.record(z.string().regex(/^-?\d+$/), z.string().max(200)).nullable(),
  signed: z.boolean().optional(),
  write: writeRule.optional(),
  signal: z.enum(SIGNAL_KINDS).optional(),
});

const block = z.strictObject({
  registerBase: address,
  coilBase: address,
  stride: z.number().int().min(0).max(4096),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const SCOPES: readonly FormulaScope[] = ['general', 'outdoor', 'indoor'];

/**
 * The checks across fields (duplicate keys, shared registers, offsets beyond the layout, a single-unit
 * model's parameters). They read the posted value as it is, skipping whatever the field checks already
 * refused, so that one request answers every problem at once instead of one stage at a time.
 */
function crossFieldIssues(value: unknown, context: z.RefinementCtx): void {
  if (!isRecord(value)) return;
  const parameters = isRecord(value.parameters) ? value.parameters : undefined;
  const layouts = isRecord(value.layout) ? value.layout : undefined;
  const lists = SCOPES.map((scope): unknown[] => {
    const list: unknown = parameters?.[scope];
    return Array.isArray(list) ? (list as unknown[]) : [];
  });
  SCOPES.forEach((scope, scopeIndex) => {
    const keys = new Set<string>();
    const addresses = new Set<string>();
    const layout = layouts && isRecord(layouts[scope]) ? layouts[scope] : undefined;
    lists[scopeIndex].forEach((definition: unknown, index) => {
      if (!isRecord(definition)) return;
      const path = ['parameters', scope, index];
      const { key, modbus_type: modbusType, offset, write } = definition;
      if (typeof key === 'string') {
        if (keys.has(key))
          context.addIssue({ code: 'custom', path: [...path, 'key'], message: 'Duplicate key.' });
        keys.add(key);
      }
      if (typeof offset !== 'number' || (modbusType !== 'coil' && modbusType !== 'register'))
        return;
      const slot = `${modbusType}:${offset}`;
      if (addresses.has(slot))
        context.addIssue({
          code: 'custom',
          path: [...path, 'offset'],
          message: 'Two parameters use the same register.',
        });
      addresses.add(slot);
      const base = layout?.[modbusType === 'coil' ? 'coilBase' : 'registerBase'];
      if (typeof base === 'number' && base + offset > MODBUS_MAX_ADDRESS)
        context.addIssue({
          code: 'custom',
          path: [...path, 'offset'],
          message: 'The register lies beyond 65535.',
        });
      const stride = layout?.stride;
      if (scope !== 'general' && typeof stride === 'number' && stride > 0 && offset >= stride)
        context.addIssue({
          code: 'custom',
          path: [...path, 'offset'],
          message: "The offset must be smaller than the scope's stride.",
        });
      if (
        modbusType === 'coil' &&
        isRecord(write) &&
        typeof write.max === 'number' &&
        write.max > 1
      )
        context.addIssue({
          code: 'custom',
          path: [...path, 'write', 'max'],
          message: 'A coil takes 0 or 1.',
        });
    });
  });
  const discovery = isRecord(value.discovery) ? value.discovery : undefined;
  if (discovery) {
    const names = (field: 'systems' | 'indoor_units', scopeIndex: number, where: string) => {
      const found = lists[scopeIndex].some(
        (definition) =>
          isRecord(definition) &&
          definition.key === discovery[field] &&
          definition.modbus_type === 'register',
      );
      if (!found)
        context.addIssue({
          code: 'custom',
          path: ['discovery', field],
          message: `Name a register parameter of ${where}.`,
        });
    };
    names('systems', 0, 'the general parameters');
    names('indoor_units', 1, 'the outdoor parameters');
  }
  if (!parameters) return;
  const units = lists[1].length + lists[2].length;
  if (value.is_single_unit === true && units > 0)
    context.addIssue({
      code: 'custom',
      path: ['parameters'],
      message: 'A single-unit model has general parameters only.',
    });
  if (lists[0].length + units === 0)
    context.addIssue({
      code: 'custom',
      path: ['parameters'],
      message: 'A model needs at least one parameter.',
    });
}

export const deviceModelSchema = z
  .strictObject({
    key: z
      .string()
      .regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'A key is lower-case letters, digits and - (2 to 64).'),
    manufacturer: text(100),
    model: text(100),
    model_type: text(100),
    device_type: text(100),
    is_single_unit: z.boolean(),
    firmware: z.string().trim().max(50).default(''),
    max_span: z.number().int().min(1).max(MODBUS_MAX_SPAN).default(MODBUS_MAX_SPAN),
    layout: z.strictObject({ general: block, outdoor: block, indoor: block }),
    discovery: z.strictObject({ systems: z.string(), indoor_units: z.string() }).optional(),
    parameters: z.strictObject({
      general: z.array(parameter).max(500),
      outdoor: z.array(parameter).max(500),
      indoor: z.array(parameter).max(500),
    }),
  })
  // `when`: run even when field checks failed (zod skips refinements after a failure by default).
  .superRefine((model, context) => crossFieldIssues(model, context), { when: () => true });

export type DeviceModelInput = z.input<typeof deviceModelSchema>;

/** A model file or posted model, checked; throws zod's error (field messages) otherwise. */
export function parseDeviceModel(value: unknown): DeviceModel {
  return deviceModelSchema.parse(value);
}

/**
 * The field of a model issue as a person finds it in the file: a parameter by its key (by its 1-based
 * position, `#2`, when it has none or shares it), any other list item by its 1-based position:
 * `parameters.general.outdoor_temp.modbus_type`, `parameters.indoor.#3.key`, `write.allowed.#1`.
 */
export function modelFieldName(path: readonly PropertyKey[], input: unknown): string {
  if (path.length === 0) return 'non_field_errors';
  const names: string[] = [];
  let node: unknown = input;
  path.forEach((segment, depth) => {
    const parent = node;
    node =
      isRecord(parent) || Array.isArray(parent)
        ? (parent as Record<PropertyKey, unknown>)[segment as never]
        : undefined;
    if (typeof segment !== 'number') {
      names.push(String(segment));
      return;
    }
    const inParameters = depth === 2 && path[0] === 'parameters' && Array.isArray(parent);
    const key = isRecord(node) ? node.key : undefined;
    const unique =
      inParameters &&
      typeof key === 'string' &&
      /^[a-z][a-z0-9_]{0,63}$/.test(key) &&
      (parent as unknown[]).filter((item) => isRecord(item) && item.key === key).length === 1;
    names.push(unique ? key : `#${segment + 1}`);
  });
  return names.join('.');
}

export type ModelCheck =
  { ok: true; model: DeviceModel } | { ok: false; fieldErrors: Record<string, string[]> };

/**
 * A posted model, checked at once: its size (DEVICE_MODEL_LIMITS.maxBytes of JSON), its fields and the
 * checks across them; every problem under the field's name (modelFieldName).
 */
export function checkDeviceModel(value: unknown): ModelCheck {
  const bytes = Buffer.byteLength(JSON.stringify(value ?? null));
  if (bytes > DEVICE_MODEL_LIMITS.maxBytes)
    return {
      ok: false,
      fieldErrors: { non_field_errors: [DEVICE_MODEL_LIMIT_MESSAGES.tooLarge(bytes)] },
    };
  const parsed = deviceModelSchema.safeParse(value);
  if (parsed.success) return { ok: true, model: parsed.data };
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) {
    // An unknown field is named itself, not the object around it.
    const paths =
      issue.code === 'unrecognized_keys'
        ? issue.keys.map((key) => [...issue.path, key])
        : [issue.path];
    for (const path of paths) (fieldErrors[modelFieldName(path, value)] ??= []).push(issue.message);
  }
  return { ok: false, fieldErrors };
}
