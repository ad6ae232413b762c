import { MESSAGES } from '@hvac/console-domain';
import type { DebugParameterTableLabels } from './DebugParameterTable';

/** The default texts of DebugParameterTable; a product replaces any of them through its `labels` prop. */
export const DEFAULT_DEBUG_PARAMETER_TABLE_LABELS: DebugParameterTableLabels = {
  heading: 'Coils and registers',
  unit: 'Unit',
  general: 'Device',
  outdoorUnit: 'Outdoor unit',
  indoorUnit: 'Indoor unit',
  parameter: 'Parameter',
  type: 'Type',
  modbusType: 'Modbus type',
  formula: 'Register formula',
  register: 'Register',
  rawValue: 'Raw value',
  readAgain: 'Read again',
  noParameters: 'No coils or registers configured',
  notRead: MESSAGES.NOT_AVAILABLE,
  summary: (coils, registers) => `${coils} coils and ${registers} registers`,
};
