import { z } from 'zod';
import { wire } from '../../http/responses';
import type { FloorRow } from '../../floors/repository';
import { areaResponse } from '../../floors/areas';

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
