import { UNIT_TYPES } from '@hvac/console-domain';
import { z } from 'zod';
import { wire } from '../../http/responses';
import type { FloorRow } from './repository';

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

export const floorResponse = z.strictObject({
  id: wire.id,
  name: z.string(),
  order: z.number().int().min(0),
  project: wire.id,
  floor_image: z.string().nullable(),
  device_map: z.array(areaResponse),
});
export type FloorResponse = z.infer<typeof floorResponse>;
export const floorListResponse = z.array(floorResponse);

/** A floor as the API shows it; `floorImage` is the image's signed link. */
export function floorView(row: FloorRow, floorImage: string | null): FloorResponse {
  return {
    id: row.id,
    name: row.name,
    order: row.order,
    project: row.project_id,
    floor_image: floorImage,
    device_map: row.device_map.map((area) => ({
      ...area,
      deviceId: area.deviceId ?? null,
      indoorUnitId: area.indoorUnitId ?? null,
    })),
  };
}
