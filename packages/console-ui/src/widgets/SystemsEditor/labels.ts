import { systemTitle } from '@hvac/console-domain';

/** The texts of SystemsEditor: the defaults, and what a product may replace through `labels`. */
export interface SystemsEditorLabels {
  systems: string;
  systemNumber: string;
  removeSystem: string;
  noIndoorUnits: string;
  indoorUnits: string;
  indoorUnitNumber: string;
  indoorUnitName: string;
  indoorUnitType: string;
  removeIndoorUnit: string;
  addIndoorUnit: string;
  addSystem: string;
  /** A system's legend: 'System 2', or its position while the number is empty ('System #2'). */
  systemLegend: (number: string, position: number) => string;
  /** Accessible names of the buttons of one system ('Remove System 2'). */
  removeSystemLabel: (number: string, position: number) => string;
  removeIndoorUnitLabel: (position: number, systemLegend: string) => string;
  addIndoorUnitLabel: (systemLegend: string) => string;
}

export const DEFAULT_SYSTEMS_EDITOR_LABELS: SystemsEditorLabels = {
  systems: 'Systems',
  systemNumber: 'System number',
  removeSystem: 'Remove System',
  noIndoorUnits: 'No indoor units yet.',
  indoorUnits: 'Indoor units',
  indoorUnitNumber: 'Unit number',
  indoorUnitName: 'Name',
  indoorUnitType: 'Unit type',
  removeIndoorUnit: 'Remove',
  addIndoorUnit: 'Add Indoor Unit',
  addSystem: 'Add System',
  systemLegend: (number, position) => systemTitle(number.trim() || `#${position}`),
  removeSystemLabel: (number, position) => `Remove ${systemTitle(number.trim() || `#${position}`)}`,
  removeIndoorUnitLabel: (position, systemLegend) =>
    `Remove indoor unit ${position} of ${systemLegend}`,
  addIndoorUnitLabel: (systemLegend) => `Add Indoor Unit to ${systemLegend}`,
};
