import { MESSAGES } from '@hvac/console-domain';

/** The texts of IndoorUnitCard: the defaults, and what a product may replace through `labels`. */
export interface IndoorUnitCardLabels {
  errorStatus: string;
  error: string;
  unit: string;
  name: string;
  notAvailable: string;
  status: string;
  operationMode: string;
  fanSpeed: string;
  ambientTemperature: string;
  setTemperature: string;
  /** The stats buttons (named with the card's title as well). */
  latestStats: string;
  historicalStats: string;
}

export const DEFAULT_INDOOR_UNIT_CARD_LABELS: IndoorUnitCardLabels = {
  errorStatus: 'Error Status',
  error: 'Error',
  unit: 'Unit',
  name: 'Name',
  notAvailable: MESSAGES.NOT_AVAILABLE,
  status: 'Status',
  operationMode: 'Operation Mode',
  fanSpeed: 'Fan Speed',
  ambientTemperature: 'Ambient Temp',
  setTemperature: 'Set Temp',
  latestStats: 'Latest stats',
  historicalStats: 'Historical stats',
};
