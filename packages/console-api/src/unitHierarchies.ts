import type { UnitHierarchy } from '@hvac/console-domain';
import type {
  Device,
  DeviceSlim,
  IndoorUnit,
  IndoorUnitSlim,
  OutdoorUnit,
  OutdoorUnitSlim,
} from './types';

/**
 * Where the slim reads (GET /devices/{id}/slim/, the project's units) keep a device's systems and
 * their indoor units, for the domain's one walk (`indoorUnitsOf`, `mapUnitTree`).
 */
export const SLIM_UNIT_HIERARCHY: UnitHierarchy<DeviceSlim, OutdoorUnitSlim, IndoorUnitSlim> = {
  systems: (device) => device.all_outdoor_units,
  units: (system) => system.summary_data.all_indoor_units,
};

/** Where a device (GET /devices/{id}/, the devices and configurations) keeps them. */
export const DEVICE_UNIT_HIERARCHY: UnitHierarchy<Device, OutdoorUnit, IndoorUnit> = {
  systems: (device) => device.units,
  units: (system) => system.indoor_units,
};
