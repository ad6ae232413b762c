import { MESSAGES } from '@hvac/console-domain';

/** The texts of ParameterTable: the defaults, and what a product may replace through `labels`. */
export interface ParameterTableLabels {
  notAvailable: string;
  parameterName: string;
  parameterType: string;
  computedValue: string;
  actualValue: string;
  registerFormula: string;
  register: string;
  noParameters: string;
}

export const DEFAULT_PARAMETER_TABLE_LABELS: ParameterTableLabels = {
  notAvailable: MESSAGES.NOT_AVAILABLE,
  parameterName: 'Parameter Name',
  parameterType: 'Parameter Type',
  computedValue: 'Computed Value',
  actualValue: 'Actual Value',
  registerFormula: 'Register Formula',
  register: 'Register',
  noParameters: 'No parameters',
};
