import { UNIT_TYPES } from '@hvac/console-domain';
import { z } from 'zod';

/** One area of a floor plan as stored (the request's areaSchema after its defaults). */
export const areaResponse = z.strictObject({
  id: z.string(),
  label: z.string(),
  unitNumber: z.union([z.string(), z.number()]),
  /** The device and indoor unit shown (null: no unit of the project has the number). */
  deviceId: z.number().nullable(),
  indoorUnitId: z.number().nullable(),
  unitType: z.enum(UNIT_TYPES),
  x: z.number(),
  y: z.number(),
  width: z.number(),
  height: z.number(),
  extraInfo: z.union([z.string(), z.record(z.string(), z.unknown()), z.null()]).optional(),
});
export type AreaResponse = z.infer<typeof areaResponse>;
