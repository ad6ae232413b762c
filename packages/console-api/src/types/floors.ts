import type { UnitType } from '@hvac/console-domain';

/** kasetna or plafonska. */
export type AreaUnitType = UnitType;

/** A box on a floor plan. */
export interface Area {
  id: string;
  label: string;
  /** The unit's number (kept for clients of before: the unit is `indoorUnitId`). */
  unitNumber: string | number;
  /**
   * The device and indoor unit the area shows. The server always answers them (null when no unit of
   * the project had the area's number); an area sent without them gets the project's first unit of
   * its `unitNumber`.
   */
  deviceId?: number | null;
  indoorUnitId?: number | null;
  unitType: AreaUnitType;
  x: number;
  y: number;
  width: number;
  height: number;
  extraInfo?: string | Record<string, unknown> | null;
}

export interface Floor {
  id: number;
  name: string;
  order: number;
  project: number;
  floor_image: string | null;
  device_map: Area[];
}

/** POST /projects/{id}/floors/ (multipart). */
export interface CreateFloorRequest {
  name: string;
  order: number;
  floor_image: Blob;
  /** The file name sent with the image; `floor_image.name` when it is a File. */
  fileName?: string;
}

export interface ReorderFloorsRequest {
  floor_ids: number[];
}
