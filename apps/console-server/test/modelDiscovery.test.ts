import { describe, expect, it } from 'vitest';
import { parseDeviceModel } from '../src/devices/modelSchema';
import { GREE_GMV6, MIDEA_VRF_V6 } from '../src/devices/models';

/** A model's `discovery` registers: how a device tells its own systems and indoor units. */
describe('model discovery registers', () => {
  it('the demo VRF models name a general and an outdoor register', () => {
    for (const model of [MIDEA_VRF_V6, GREE_GMV6]) {
      expect(model.discovery).toEqual({
        systems: 'connected_systems',
        indoor_units: 'system_indoor_units',
      });
      expect(model.parameters.general.map((definition) => definition.key)).toContain(
        'connected_systems',
      );
      expect(model.parameters.outdoor.map((definition) => definition.key)).toContain(
        'system_indoor_units',
      );
    }
  });

  it('refuses discovery keys that are no register of the right scope', () => {
    const broken = {
      ...MIDEA_VRF_V6,
      key: 'broken-vrf',
      discovery: { systems: 'gateway_online', indoor_units: 'no_such_key' },
    };
    expect(() => parseDeviceModel(broken)).toThrow(/Name a register parameter of the general/);
    expect(() => parseDeviceModel(broken)).toThrow(/Name a register parameter of the outdoor/);
    const { discovery: _unused, ...without } = broken;
    expect(parseDeviceModel(without).discovery).toBeUndefined();
  });
});
