import { MODBUS_MAX_ADDRESS, validateAlarmConfiguration } from '@hvac/console-domain';
import { z } from 'zod';
import type { Database } from '../../db';
import { findParameter } from '../../devices/catalog';
import { DEVICE_MESSAGES } from '../../devices/messages';
import { badRequest, fieldErrors, MAX_ID } from '../../http';
import { loadDevice } from '../../devices/store';
import type { ConfigurationColumns } from '../../alarms/configurations';

const optionalId = z.number().int().positive().max(MAX_ID).nullish();

/** POST /alerts/configurations/{projectId}/; PATCH takes any part of it. */
export const configurationBody = z.object({
  device: z.coerce.number().int().positive().max(MAX_ID),
  parameter_name: z.string().max(200).optional(),
  parameter_modbus_type: z.enum(['coil', 'register']),
  parameter_register: z.number().int().min(0).max(MODBUS_MAX_ADDRESS),
  alarm_type: z.string().max(50),
  threshold_value: z.number().finite().nullish(),
  boolean_value: z.boolean().nullish(),
  outdoor_unit: optionalId,
  indoor_unit: optionalId,
});
export type ConfigurationBody = z.infer<typeof configurationBody>;

/**
 * Checks a configuration against its device's formulas and the domain's rule, and answers the
 * columns to store: the device's own parameter name and units, boolean_value for mapped parameters.
 */
export async function checkedConfiguration(
  db: Database,
  tenant: string,
  projectId: number,
  body: ConfigurationBody,
): Promise<ConfigurationColumns> {
  const device = await loadDevice(db, tenant, body.device);
  if (!device || device.row.project_id !== projectId) {
    throw fieldErrors({ device: DEVICE_MESSAGES.DEVICE_NOT_IN_PROJECT });
  }
  const parameter = findParameter(device, body.parameter_modbus_type, body.parameter_register);
  if (!parameter) throw fieldErrors({ parameter_register: DEVICE_MESSAGES.PARAMETER_MISMATCH });
  if (
    (body.outdoor_unit != null && body.outdoor_unit !== parameter.ref.outdoorUnitId) ||
    (body.indoor_unit != null &&
      body.indoor_unit !== (parameter.ref.scope === 'indoor' ? parameter.ref.unitId : null))
  ) {
    throw fieldErrors({ parameter_register: DEVICE_MESSAGES.WRONG_UNIT });
  }
  const validation = validateAlarmConfiguration({
    device: body.device,
    parameter: {
      data_meaning: parameter.definition.data_meaning,
      modbus_type: parameter.definition.modbus_type,
      register: parameter.register,
      read_mapping: parameter.definition.read_mapping,
    },
    alarm_type: body.alarm_type,
    threshold_value: body.threshold_value,
    boolean_value: body.boolean_value,
  });
  if (!validation.valid) throw badRequest(validation.formError);
  const { payload } = validation;
  // A mapped parameter (a code) may still be compared with a number, e.g. 'error code higher than 0'.
  const threshold =
    payload.threshold_value ??
    (payload.alarm_type !== 'boolean' && body.threshold_value != null
      ? body.threshold_value
      : null);
  return {
    deviceId: device.id,
    outdoorUnitId: parameter.ref.scope === 'general' ? null : parameter.ref.outdoorUnitId,
    indoorUnitId: parameter.ref.scope === 'indoor' ? parameter.ref.unitId : null,
    parameterName: payload.parameter_name,
    modbusType: parameter.definition.modbus_type,
    register: parameter.register,
    threshold,
    booleanValue: payload.boolean_value ?? null,
    alarmType: payload.alarm_type,
  };
}
