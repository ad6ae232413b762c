import { MESSAGES } from '@hvac/console-domain';
import type { z } from 'zod';
import { fieldErrors } from '../../http';
import type { ProjectIndoorUnit } from '../../floors/repository';
import type { areaSchema } from './routes';

type AreaInput = z.infer<typeof areaSchema>;

/**
 * Each area with the unit it shows. An area that names an indoor unit must name one of the
 * project's (never another project's or company's), and its device and unit number follow that
 * unit; an area with a unit number only (a client of before) gets the project's first unit of that
 * number, as the floor plan has always shown it, or none.
 */
export function linkAreas(areas: readonly AreaInput[], units: readonly ProjectIndoorUnit[]) {
  return areas.map((area, index) => {
    if (area.indoorUnitId != null) {
      const unit = units.find((candidate) => candidate.id === area.indoorUnitId);
      if (!unit || (area.deviceId != null && area.deviceId !== unit.device_id))
        throw fieldErrors({ [`device_map.${index}.indoorUnitId`]: MESSAGES.AREA_UNIT_UNKNOWN });
      return { ...area, deviceId: unit.device_id, indoorUnitId: unit.id, unitNumber: unit.unit };
    }
    const unit = units.find((candidate) => String(candidate.unit) === String(area.unitNumber));
    return { ...area, deviceId: unit?.device_id ?? null, indoorUnitId: unit?.id ?? null };
  });
}
