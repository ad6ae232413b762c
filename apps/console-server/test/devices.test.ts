import {
  evaluateRegisterFormula,
  operationModeName,
  REGISTER_FORMULA_PLACEHOLDER,
  registerFormulaText,
} from '@hvac/console-domain';
import { describe, expect, it } from 'vitest';
import {
  configurationOf,
  findParameter,
  getModel,
  parameterIndex,
  parametersOfUnit,
  type DeviceTopology,
} from '../src/devices/catalog';
import { DEVICE_MODELS } from '../src/devices/models';

function vrfTopology(
  modelKey: string,
  outdoorCount: number,
  indoorPerOutdoor: number,
): DeviceTopology {
  const outdoorUnits = Array.from({ length: outdoorCount }, (_, index) => ({
    id: 100 + index,
    unit: index + 1,
  }));
  const indoorUnits = outdoorUnits.flatMap((outdoor, systemIndex) =>
    Array.from({ length: indoorPerOutdoor }, (_, index) => {
      const unit = systemIndex * indoorPerOutdoor + index + 1;
      return { id: 1000 + unit, unit, outdoorUnitId: outdoor.id };
    }),
  );
  return { id: 1, modelKey, outdoorUnits, indoorUnits };
}

describe('device models', () => {
  it('has two VRF models and one single-unit heat pump', () => {
    expect(DEVICE_MODELS.filter((model) => !model.is_single_unit).length).toBeGreaterThanOrEqual(2);
    expect(DEVICE_MODELS.filter((model) => model.is_single_unit)).toHaveLength(1);
  });

  it('names every mode (VRF units and the heat pump) as the console does', () => {
    // The device screens read modes with console-domain's operation-mode codes; the stats dialogs read the
    // configuration's read_mapping: both must name a code the same way.
    for (const model of DEVICE_MODELS) {
      const configuration = configurationOf(model);
      const modes = [
        ...configuration.general_formulas,
        ...configuration.indoor_unit_formulas,
      ].filter((formula) => formula.key === 'mode' || formula.key === 'operation_mode');
      expect(modes.length).toBeGreaterThan(0);
      for (const formula of modes) {
        for (const [code, name] of Object.entries(formula.read_mapping ?? {})) {
          expect(name).toBe(operationModeName(code));
        }
      }
    }
  });

  const modelsWithUnits = DEVICE_MODELS.filter(
    (model) => model.parameters.outdoor.length + model.parameters.indoor.length > 0,
  );
  it.each(modelsWithUnits.map((model) => [model.key]))(
    "%s: every unit formula gives, through console-domain's placeholder, each unit's register",
    (key) => {
      const model = getModel(key);
      const configuration = configurationOf(model);
      for (const [scope, formulas] of [
        ['outdoor', configuration.outdoor_unit_formulas],
        ['indoor', configuration.indoor_unit_formulas],
      ] as const) {
        for (const formula of formulas) {
          expect(formula.formula).toContain(REGISTER_FORMULA_PLACEHOLDER);
          for (const unit of [1, 3]) {
            const parameter = parametersOfUnit(model, scope, unit).find(
              (candidate) => candidate.definition.key === formula.key,
            );
            expect(evaluateRegisterFormula(formula.formula, unit)).toBe(parameter?.register);
          }
        }
      }
    },
  );

  it.each(DEVICE_MODELS.map((model) => [model.key]))(
    '%s exposes every formula list with the API fields',
    (key) => {
      const configuration = configurationOf(getModel(key));
      const lists = [
        configuration.general_formulas,
        configuration.general_error_formulas,
        configuration.outdoor_unit_formulas,
        configuration.indoor_unit_formulas,
        configuration.outdoor_unit_error_formulas,
        configuration.indoor_unit_error_formulas,
      ];
      for (const formula of lists.flat()) {
        expect(formula.data_meaning.length).toBeGreaterThan(0);
        expect(['coil', 'register']).toContain(formula.modbus_type);
        expect(formula.address).toMatch(/^[04]\d{5}$/);
        expect(Number.isInteger(formula.register)).toBe(true);
        expect(['status', 'error']).toContain(formula.type);
        expect(formula.read_mapping === null || typeof formula.read_mapping === 'object').toBe(
          true,
        );
      }
      for (const formula of configuration.general_error_formulas)
        expect(formula.type).toBe('error');
      for (const formula of configuration.indoor_unit_error_formulas)
        expect(formula.type).toBe('error');
      if (configuration.is_single_unit) {
        expect(configuration.general_formulas.map((formula) => formula.key)).toEqual(
          expect.arrayContaining([
            'power',
            'mode',
            'outdoor_ambient_temp',
            'wot_cool',
            'wot_heat',
            'water_tank_temp_set_point',
            'e_heater_leaving_water_sensor_temp',
            'entering_water_sensor_temp',
            'water_tank_temp_sensor_two',
          ]),
        );
        expect(configuration.general_error_formulas.map((formula) => formula.key)).toContain(
          'error_led_state',
        );
      } else {
        expect(configuration.indoor_unit_formulas.map((formula) => formula.key)).toEqual(
          expect.arrayContaining([
            'power',
            'operation_mode',
            'indoor_set_temp',
            'indoor_ambient_temp',
            'fan_speed',
          ]),
        );
        expect(configuration.indoor_unit_error_formulas.map((formula) => formula.key)).toContain(
          'error_status',
        );
        expect(configuration.outdoor_unit_formulas.map((formula) => formula.key)).toEqual(
          expect.arrayContaining(['power', 'outdoor_ambient_temp']),
        );
        expect(configuration.outdoor_unit_error_formulas.map((formula) => formula.key)).toContain(
          'outdoor_error_status',
        );
        expect(
          configuration.indoor_unit_formulas.find((formula) => formula.key === 'power')
            ?.read_mapping,
        ).toEqual({
          '0': 'Off',
          '170': 'On',
        });
      }
    },
  );

  it.each([['midea-vrf-v6'], ['gree-gmv6']])(
    '%s gives every unit of a 4 × 12 device distinct registers',
    (key) => {
      const device = vrfTopology(key, 4, 12);
      const index = parameterIndex(device);
      const model = getModel(key);
      const expected =
        model.parameters.general.length +
        4 * model.parameters.outdoor.length +
        48 * model.parameters.indoor.length;
      expect(index.size).toBe(expected);
    },
  );

  it('register formulas evaluate to the unit registers and display with i and j', () => {
    const model = getModel('midea-vrf-v6');
    const configuration = configurationOf(model);
    const setTemp = configuration.indoor_unit_formulas.find(
      (formula) => formula.key === 'indoor_set_temp',
    );
    expect(setTemp?.formula).toContain(REGISTER_FORMULA_PLACEHOLDER);
    for (const unit of [1, 2, 17, 48]) {
      const parameter = parametersOfUnit(model, 'indoor', unit).find(
        (candidate) => candidate.definition.key === 'indoor_set_temp',
      );
      expect(evaluateRegisterFormula(setTemp?.formula ?? '', unit)).toBe(parameter?.register);
    }
    const outdoorAmbient = configuration.outdoor_unit_formulas.find(
      (formula) => formula.key === 'outdoor_ambient_temp',
    );
    expect(registerFormulaText(outdoorAmbient?.formula, 'outdoor')).toBe('1000 + (j - 1) * 16 + 1');
    expect(registerFormulaText(setTemp?.formula, 'indoor')).toBe('2000 + (i - 1) * 16 + 2');
  });

  it('finds the unit a register belongs to', () => {
    const device = vrfTopology('gree-gmv6', 2, 3);
    const parameter = parametersOfUnit(getModel('gree-gmv6'), 'indoor', 5).find(
      (candidate) => candidate.definition.key === 'power',
    );
    const found = findParameter(device, 'register', parameter?.register ?? -1);
    expect(found?.ref).toEqual({ scope: 'indoor', unit: 5, unitId: 1005, outdoorUnitId: 101 });
    expect(findParameter(device, 'coil', parameter?.register ?? -1)).toBeUndefined();
    expect(findParameter(device, 'register', 99_999)).toBeUndefined();
  });
});
