import type { FloorRow } from './repository';

/** A floor as the API shows it; `floorImage` is the image's signed link. */
export function floorView(row: FloorRow, floorImage: string | null) {
  return {
    id: row.id,
    name: row.name,
    order: row.order,
    project: row.project_id,
    floor_image: floorImage,
    device_map: Array.isArray(row.device_map) ? row.device_map : [],
  };
}
