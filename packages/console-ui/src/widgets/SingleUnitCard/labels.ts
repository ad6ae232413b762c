import { MESSAGES } from '@hvac/console-domain';
import { valueAgeText } from '../ValueAgeText/labels';

/** The texts of SingleUnitCard: the defaults, and what a product may replace through `labels`. */
export interface SingleUnitCardLabels {
  singleUnitTitle: string;
  mode: string;
  outdoorTemperature: string;
  leavingWaterTempCool: string;
  leavingWaterTempHeat: string;
  waterTempSetPoint: string;
  eHeaterLeavingWaterTemp: string;
  enteringWaterTempSensor: string;
  waterTankTempSensorTwo: string;
  errorStatus: string;
  error: string;
  noError: string;
  /** The stats buttons (named with the card's title as well). */
  latestStats: string;
  historicalStats: string;
  stale: string;
  /** The age of the values: 'updated 12 s ago'. */
  updated: (ageMs: number) => string;
}

export const DEFAULT_SINGLE_UNIT_CARD_LABELS: SingleUnitCardLabels = {
  singleUnitTitle: MESSAGES.SINGLE_UNIT_TITLE,
  mode: 'Mode',
  outdoorTemperature: 'Outdoor Temp',
  leavingWaterTempCool: 'Leaving Water Temp Cool',
  leavingWaterTempHeat: 'Leaving Water Temp Heat',
  waterTempSetPoint: 'Water Temp Set Point',
  eHeaterLeavingWaterTemp: 'E-Heater Leaving Water Temp',
  enteringWaterTempSensor: 'Entering Water Temp Sensor',
  waterTankTempSensorTwo: 'Water Tank Temp Sensor Two',
  errorStatus: 'Error Status',
  error: 'Error',
  noError: 'No Error',
  latestStats: 'Latest stats',
  historicalStats: 'Historical stats',
  stale: 'Stale',
  updated: valueAgeText,
};
