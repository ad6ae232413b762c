import { MODBUS_MAX_SPAN } from '@hvac/console-domain';
import { z } from 'zod';
import { SIGNAL_KINDS, type DeviceModel, type FormulaScope } from './types';

/**
 * The schema of a device model file (src/devices/models/*.json) and of POST /device-models/: the
 * register layout and every parameter. A model is data: the server loads the built-in files at start
 * and a company admin adds one of their own without a code change.
 */
const address = z.number().int().min(0).max(65_535);
const text = (max: number) => z.string().trim().min(1).max(max);

const writeRule = z
  .strictObject({
    min: z.number().int().min(-32_768).max(65_535),
    max: z.number().int().min(-32_768).max(65_535),
    allowed: z.array(z.number().int().min(-32_768).max(65_535)).min(1).max(256).optional(),
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
    parameters: z.strictObject({
      general: z.array(parameter).max(500),
      outdoor: z.array(parameter).max(500),
      indoor: z.array(parameter).max(500),
    }),
  })
  .superRefine((model, context) => {
    for (const scope of ['general', 'outdoor', 'indoor'] as FormulaScope[]) {
      const keys = new Set<string>();
      const addresses = new Set<string>();
      model.parameters[scope].forEach((definition, index) => {
        const path = ['parameters', scope, index];
        if (keys.has(definition.key))
          context.addIssue({ code: 'custom', path: [...path, 'key'], message: 'Duplicate key.' });
        keys.add(definition.key);
        const slot = `${definition.modbus_type}:${definition.offset}`;
        if (addresses.has(slot))
          context.addIssue({
            code: 'custom',
            path: [...path, 'offset'],
            message: 'Two parameters use the same register.',
          });
        addresses.add(slot);
        const layout = model.layout[scope];
        const base = definition.modbus_type === 'coil' ? layout.coilBase : layout.registerBase;
        if (base + definition.offset > 65_535)
          context.addIssue({
            code: 'custom',
            path: [...path, 'offset'],
            message: 'The register lies beyond 65535.',
          });
        if (scope !== 'general' && layout.stride > 0 && definition.offset >= layout.stride)
          context.addIssue({
            code: 'custom',
            path: [...path, 'offset'],
            message: "The offset must be smaller than the scope's stride.",
          });
        if (definition.modbus_type === 'coil' && definition.write && definition.write.max > 1)
          context.addIssue({
            code: 'custom',
            path: [...path, 'write', 'max'],
            message: 'A coil takes 0 or 1.',
          });
      });
    }
    const units = model.parameters.outdoor.length + model.parameters.indoor.length;
    if (model.is_single_unit && units > 0)
      context.addIssue({
        code: 'custom',
        path: ['parameters'],
        message: 'A single-unit model has general parameters only.',
      });
    if (model.parameters.general.length + units === 0)
      context.addIssue({
        code: 'custom',
        path: ['parameters'],
        message: 'A model needs at least one parameter.',
      });
  });

export type DeviceModelInput = z.input<typeof deviceModelSchema>;

/** A model file or posted model, checked; throws zod's error (field messages) otherwise. */
export function parseDeviceModel(value: unknown): DeviceModel {
  return deviceModelSchema.parse(value);
}
