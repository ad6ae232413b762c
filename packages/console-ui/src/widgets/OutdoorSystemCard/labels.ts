import { valueAgeText } from '../ValueAgeText/labels';

/** The texts of OutdoorSystemCard: the defaults, and what a product may replace through `labels`. */
export interface OutdoorSystemCardLabels {
  power: string;
  on: string;
  off: string;
  outdoorTemperature: string;
  outdoorError: string;
  error: string;
  noError: string;
  indoorError: string;
  /** The stats buttons (named with the card's title as well). */
  latestStats: string;
  historicalStats: string;
  stale: string;
  /** The age of the values: 'updated 12 s ago'. */
  updated: (ageMs: number) => string;
}

export const DEFAULT_OUTDOOR_SYSTEM_CARD_LABELS: OutdoorSystemCardLabels = {
  power: 'Power',
  on: 'On',
  off: 'Off',
  outdoorTemperature: 'Outdoor Temp',
  outdoorError: 'Outdoor',
  error: 'Error',
  noError: 'No Error',
  indoorError: 'Indoor',
  latestStats: 'Latest stats',
  historicalStats: 'Historical stats',
  stale: 'Stale',
  updated: valueAgeText,
};
