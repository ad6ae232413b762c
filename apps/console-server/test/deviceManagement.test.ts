import {
  DEVICE_MESSAGES as MESSAGES,
  DEVICE_MODEL_LIMIT_MESSAGES,
  DEVICE_MODEL_LIMITS,
} from '@hvac/console-domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DAIKIN_ALTHERMA_3 } from '../src/devices/models';
import { deviceModelSchema } from '../src/devices/modelSchema';
import type { DeviceResponse } from '../src/devices/schemas';
import { DeviceNetworks } from '../src/modbus/networks';
import { createTestContext, type TestContext } from './helpers';

/** Device models, adding, changing and removing devices, their status (DECISIONS "Real devices"). */
let context: TestContext;
let admin: string;
let manager: string;
let operator: string;
let projectId: number;
let acmeProjectId: number;

const single = (overrides: Record<string, unknown> = {}) => ({
  unit_id: 'ALT-NEW-1',
  model: 'daikin-altherma-3',
  connection: { host: '127.0.0.1', port: 15_020, unit: 200, poll_interval: 30 },
  systems: [],
  ...overrides,
});

beforeAll(async () => {
  context = await createTestContext();
  admin = await context.token('demo', 'admin');
  manager = await context.token('demo', 'manager');
  operator = await context.token('demo', 'operator');
  const [project] = await context.db.query<{ id: number }>(
    "SELECT id FROM projects WHERE tenant_id = 'demo' ORDER BY id LIMIT 1",
  );
  projectId = project.id;
  const [acme] = await context.db.query<{ id: number }>(
    "SELECT id FROM projects WHERE tenant_id = 'acme' ORDER BY id LIMIT 1",
  );
  acmeProjectId = acme.id;
});
afterAll(() => context.close());

async function post(payload: unknown, token = manager, url = `/projects/${projectId}/devices/`) {
  return context.request({ method: 'POST', url, token, payload: payload as object });
}

describe('device models', () => {
  it('lists the built-in model files to every user', async () => {
    const response = await context.request({ url: '/device-models/', token: operator });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(
      expect.arrayContaining([
        {
          key: 'daikin-altherma-3',
          manufacturer: 'Daikin',
          model: 'Altherma 3',
          model_type: 'EHBX-H',
          device_type: 'Heat pump',
          is_single_unit: true,
        },
        expect.objectContaining({ key: 'midea-vrf-v6', is_single_unit: false }),
        expect.objectContaining({ key: 'gree-gmv6' }),
      ]),
    );
  });

  const ownModel = {
    ...DAIKIN_ALTHERMA_3,
    key: 'acme-chiller-2',
    manufacturer: 'Own',
    model: 'Chiller 2',
    max_span: 8,
  };

  it('lets a company admin add a model of their own, which only that company sees', async () => {
    const refused = await context.request({
      method: 'POST',
      url: '/device-models/',
      token: manager,
      payload: ownModel,
    });
    expect(refused.statusCode).toBe(403);
    const created = await context.request({
      method: 'POST',
      url: '/device-models/',
      token: admin,
      payload: ownModel,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ key: 'acme-chiller-2', manufacturer: 'Own' });
    const again = await context.request({
      method: 'POST',
      url: '/device-models/',
      token: admin,
      payload: ownModel,
    });
    expect(again.json()).toEqual({ key: [MESSAGES.MODEL_KEY_TAKEN] });
    const builtIn = await context.request({
      method: 'POST',
      url: '/device-models/',
      token: admin,
      payload: { ...ownModel, key: 'gree-gmv6' },
    });
    expect(builtIn.json()).toEqual({ key: [MESSAGES.MODEL_KEY_TAKEN] });
    const list = await context.request({ url: '/device-models/', token: operator });
    expect(list.json<{ key: string }[]>().map((model) => model.key)).toContain('acme-chiller-2');
    const acme = await context.request({
      tenant: 'acme',
      url: '/device-models/',
      token: await context.token('acme', 'admin'),
    });
    expect(acme.json<{ key: string }[]>().map((model) => model.key)).not.toContain(
      'acme-chiller-2',
    );

    // A device of that model works like any other.
    const device = await post(
      single({
        model: 'acme-chiller-2',
        unit_id: 'OWN-1',
        connection: { host: '127.0.0.1', unit: 201 },
      }),
    );
    expect(device.statusCode).toBe(201);
    expect(device.json<DeviceResponse>().configuration).toEqual({
      manufacturer: 'Own',
      model: 'Chiller 2',
      model_type: 'EHBX-H',
    });
  });

  it('answers field messages for a broken model', async () => {
    const response = await context.request({
      method: 'POST',
      url: '/device-models/',
      token: admin,
      payload: {
        ...ownModel,
        key: 'Bad Key',
        max_span: 41,
        parameters: {
          ...ownModel.parameters,
          general: [
            ownModel.parameters.general[0],
            { ...ownModel.parameters.general[0], write: { min: 5, max: 1 } },
          ],
        },
      },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<Record<string, string[]>>();
    expect(Object.keys(body)).toEqual(
      expect.arrayContaining([
        'key',
        'max_span',
        'parameters.general.#2.write.max',
        'parameters.general.#2.key',
        'parameters.general.#2.offset',
      ]),
    );
  });

  it('answers every problem of a model at once, naming parameters by key or 1-based position', async () => {
    const [first, second] = ownModel.parameters.general;
    const { manufacturer: _left, ...withoutManufacturer } = ownModel;
    const response = await context.request({
      method: 'POST',
      url: '/device-models/',
      token: admin,
      payload: {
        ...withoutManufacturer,
        key: 'acme-chiller-3',
        parameters: {
          ...ownModel.parameters,
          general: [
            first,
            { ...second, modbus_type: 'holding', colour: 'red' },
            { ...second, key: first.key, modbus_type: first.modbus_type, offset: first.offset },
            { ...second, key: 'Not A Key', offset: 900 },
            { ...second, key: 'mapped', offset: 901, write: { min: 0, max: 3, allowed: [0, 'x'] } },
          ],
        },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      manufacturer: ['This field is required.'],
      [`parameters.general.${second.key}.modbus_type`]: ['Choose one of: coil, register.'],
      [`parameters.general.${second.key}.colour`]: ['This field is not allowed.'],
      'parameters.general.#3.key': ['Duplicate key.'],
      'parameters.general.#3.offset': ['Two parameters use the same register.'],
      'parameters.general.#4.key': ['A key is lower-case letters, digits and _ (at most 64).'],
      'parameters.general.mapped.write.allowed.#2': ['A valid number is required.'],
    });
  });

  it('caps a model’s size and a company’s models with messages for the file', async () => {
    const acmeAdmin = await context.token('acme', 'admin');
    const add = (payload: object) =>
      context.request({
        tenant: 'acme',
        method: 'POST',
        url: '/device-models/',
        token: acmeAdmin,
        payload,
      });
    const huge = {
      ...ownModel,
      key: 'huge-model',
      parameters: {
        ...ownModel.parameters,
        general: Array.from({ length: 1_200 }, (_, index) => ({
          ...ownModel.parameters.general[0],
          key: `parameter_${index}`,
          data_meaning: `A long description of parameter ${index} `.repeat(4),
          offset: index,
        })),
      },
    };
    const bytes = Buffer.byteLength(JSON.stringify(huge));
    expect(bytes).toBeGreaterThan(DEVICE_MODEL_LIMITS.maxBytes);
    const tooLarge = await add(huge);
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({
      non_field_errors: [DEVICE_MODEL_LIMIT_MESSAGES.tooLarge(bytes)],
    });
    expect(DEVICE_MODEL_LIMIT_MESSAGES.tooLarge(bytes)).toMatch(
      /^The model takes \d+ kB; a model may take at most 200 kB\.$/,
    );

    for (let index = 0; index < DEVICE_MODEL_LIMITS.perCompany; index += 1) {
      const added = await add({ ...ownModel, key: `acme-model-${index}` });
      expect(added.statusCode, `model ${index}`).toBe(201);
    }
    const oneTooMany = await add({ ...ownModel, key: 'acme-model-extra' });
    expect(oneTooMany.statusCode).toBe(400);
    expect(oneTooMany.json()).toEqual({
      non_field_errors: ['A company may add at most 50 device models.'],
    });
  });

  it('lists models from their summary columns, without parsing a register layout', async () => {
    const parse = vi.spyOn(deviceModelSchema, 'parse');
    const safeParse = vi.spyOn(deviceModelSchema, 'safeParse');
    try {
      // A stored layout the list never reads: the list answers even when it is not a model at all.
      await context.db.query(
        `INSERT INTO device_models
           (tenant_id, key, definition, manufacturer, model, model_type, device_type, is_single_unit)
         VALUES ('demo', 'layout-not-read', $1, 'Stored', 'Only summary', 'S-1', 'Chiller', true)`,
        [JSON.stringify({ padding: 'z'.repeat(300_000) })],
      );
      const list = await context.request({ url: '/device-models/', token: operator });
      expect(list.statusCode).toBe(200);
      expect(list.json()).toContainEqual({
        key: 'layout-not-read',
        manufacturer: 'Stored',
        model: 'Only summary',
        model_type: 'S-1',
        device_type: 'Chiller',
        is_single_unit: true,
      });
      for (let call = 0; call < 5; call += 1)
        await context.request({ url: '/device-models/', token: operator });
      expect(parse).not.toHaveBeenCalled();
      expect(safeParse).not.toHaveBeenCalled();
    } finally {
      parse.mockRestore();
      safeParse.mockRestore();
      await context.db.query("DELETE FROM device_models WHERE key = 'layout-not-read'");
    }
  });
});

describe('adding a device', () => {
  it('adds a single-unit device with its connection; its state is unknown until polled', async () => {
    const response = await post(single());
    expect(response.statusCode).toBe(201);
    const device = response.json<DeviceResponse>();
    expect(device).toMatchObject({
      unit_id: 'ALT-NEW-1',
      model: 'daikin-altherma-3',
      project_id: projectId,
      is_single_unit: true,
      device_type: 'Heat pump',
      connection: { host: '127.0.0.1', port: 15_020, unit: 200, poll_interval: 30 },
      status: { state: 'unknown', last_seen: null, last_error: null },
      units: [],
    });
    const status = await context.request({ url: `/devices/${device.id}/status/`, token: operator });
    expect(status.json()).toEqual({ state: 'unknown', last_seen: null, last_error: null });
    const list = await context.request({ url: '/devices/?search=ALT-NEW-1', token: operator });
    expect(list.json<{ results: DeviceResponse[] }>().results[0]).toMatchObject({
      status: { state: 'unknown' },
    });
  });

  it('adds a VRF with its systems and indoor units, defaults for port, unit and interval', async () => {
    const response = await post({
      unit_id: 'MDV-NEW-1',
      model: 'midea-vrf-v6',
      connection: { host: 'localhost' },
      systems: [
        {
          unit: 1,
          indoor_units: [
            { unit: 1, name: 'Office 1' },
            { unit: 2, name: 'Office 2' },
          ],
        },
        { unit: 2, indoor_units: [{ unit: 3, name: 'Lobby', unit_type: 'ducted' }] },
      ],
    });
    expect(response.statusCode).toBe(201);
    const device = response.json<DeviceResponse>();
    expect(device.connection).toEqual({ host: 'localhost', port: 502, unit: 1, poll_interval: 60 });
    expect(device.units).toHaveLength(2);
    expect(device.units[0].indoor_units.map((unit) => unit.name)).toEqual(['Office 1', 'Office 2']);
    expect(device.units[1].indoor_units[0]).toMatchObject({ unit: 3, unit_type: 'ducted' });
  });

  it.each([
    [{ connection: { host: '' } }, { 'connection.host': [MESSAGES.HOST_REQUIRED] }],
    [{ connection: { host: 'not a host!' } }, { 'connection.host': [MESSAGES.HOST_INVALID] }],
    [{ connection: { host: '127.0.0.1', port: 0 } }, { 'connection.port': [MESSAGES.PORT_RANGE] }],
    [
      { connection: { host: '127.0.0.1', port: 70_000 } },
      { 'connection.port': [MESSAGES.PORT_RANGE] },
    ],
    [
      { connection: { host: '127.0.0.1', unit: 0 } },
      { 'connection.unit': [MESSAGES.MODBUS_UNIT_RANGE] },
    ],
    [
      { connection: { host: '127.0.0.1', unit: 248 } },
      { 'connection.unit': [MESSAGES.MODBUS_UNIT_RANGE] },
    ],
    [
      { connection: { host: '127.0.0.1', poll_interval: 5 } },
      { 'connection.poll_interval': [MESSAGES.POLL_INTERVAL_RANGE] },
    ],
    [
      { connection: { host: '127.0.0.1', poll_interval: 3601 } },
      { 'connection.poll_interval': [MESSAGES.POLL_INTERVAL_RANGE] },
    ],
    [{ unit_id: ' ' }, { unit_id: [MESSAGES.UNIT_ID_REQUIRED] }],
    [{ model: 'no-such-model' }, { model: [MESSAGES.MODEL_UNKNOWN] }],
    [
      { systems: [{ unit: 1, indoor_units: [] }] },
      { systems: [MESSAGES.SINGLE_UNIT_HAS_NO_SYSTEMS] },
    ],
    [{ model: 'gree-gmv6', systems: [] }, { systems: [MESSAGES.SYSTEMS_REQUIRED] }],
    [
      {
        model: 'gree-gmv6',
        systems: [
          { unit: 1, indoor_units: [{ unit: 1, name: 'A' }] },
          { unit: 2, indoor_units: [{ unit: 1, name: 'B' }] },
        ],
      },
      { 'systems.1.indoor_units.0.unit': [MESSAGES.INDOOR_NUMBER_TAKEN] },
    ],
    // Every problem of the systems at once, in console-domain's words (the form's systemsFieldErrors).
    [
      {
        model: 'gree-gmv6',
        systems: [
          { unit: 1000, indoor_units: [{ unit: 0, name: ' ' }] },
          { unit: 1000, indoor_units: [{ unit: 2, name: 'x'.repeat(101) }] },
        ],
      },
      {
        'systems.0.unit': [MESSAGES.SYSTEM_NUMBER_INVALID],
        'systems.0.indoor_units.0.unit': [MESSAGES.INDOOR_NUMBER_INVALID],
        'systems.0.indoor_units.0.name': [MESSAGES.INDOOR_NAME_REQUIRED],
        'systems.1.unit': [MESSAGES.SYSTEM_NUMBER_INVALID],
        'systems.1.indoor_units.0.name': [MESSAGES.INDOOR_NAME_TOO_LONG],
      },
    ],
    [
      {
        model: 'gree-gmv6',
        systems: Array.from({ length: 65 }, (_, index) => ({ unit: index + 1, indoor_units: [] })),
      },
      { systems: [MESSAGES.TOO_MANY_SYSTEMS] },
    ],
    // DEVICE_NETWORKS (loopback here): another address, or a name that resolves outside.
    [{ connection: { host: '10.1.2.3' } }, { 'connection.host': [MESSAGES.HOST_NOT_ALLOWED] }],
    [
      { connection: { host: 'no-such-host.invalid' } },
      { 'connection.host': [MESSAGES.HOST_UNRESOLVED] },
    ],
  ])('%j → %j', async (overrides, expected) => {
    const response = await post(single(overrides));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(expected);
  });

  it('refuses a second device on the same host, port and unit id', async () => {
    const connection = { host: '127.0.0.1', port: 15_021, unit: 7 };
    expect((await post(single({ unit_id: 'A', connection }))).statusCode).toBe(201);
    const second = await post(single({ unit_id: 'B', connection }));
    expect(second.json()).toEqual({ 'connection.unit': [MESSAGES.CONNECTION_TAKEN] });
    // Another company may have its own device there (connections are never shared across tenants).
    const acme = await context.request({
      tenant: 'acme',
      method: 'POST',
      url: `/projects/${acmeProjectId}/devices/`,
      token: await context.token('acme', 'manager'),
      payload: single({ unit_id: 'C', connection }),
    });
    expect(acme.statusCode).toBe(201);
  });

  it('is for edit_projects, and within the tenant', async () => {
    expect((await post(single({ unit_id: 'X' }), operator)).statusCode).toBe(403);
    expect(
      (await post(single({ unit_id: 'X' }), manager, `/projects/${acmeProjectId}/devices/`))
        .statusCode,
    ).toBe(404);
    expect((await post({ nonsense: true })).statusCode).toBe(400);
  });
});

describe('changing and removing a device', () => {
  let deviceId: number;
  beforeAll(async () => {
    const response = await post(
      single({ unit_id: 'ALT-EDIT', connection: { host: '127.0.0.1', port: 15_030, unit: 9 } }),
    );
    deviceId = response.json<DeviceResponse>().id;
  });

  it('changes the connection and the unit id; bad values get field messages', async () => {
    const changed = await context.request({
      method: 'PATCH',
      url: `/devices/${deviceId}/`,
      token: manager,
      payload: { unit_id: 'ALT-EDIT-2', connection: { poll_interval: 120 } },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      unit_id: 'ALT-EDIT-2',
      connection: { host: '127.0.0.1', port: 15_030, unit: 9, poll_interval: 120 },
    });
    const bad = await context.request({
      method: 'PATCH',
      url: `/devices/${deviceId}/`,
      token: manager,
      payload: { connection: { host: '192.0.2.7', unit: 300 } },
    });
    expect(bad.json()).toEqual({ 'connection.unit': [MESSAGES.MODBUS_UNIT_RANGE] });
    const outside = await context.request({
      method: 'PATCH',
      url: `/devices/${deviceId}/`,
      token: manager,
      payload: { connection: { host: '192.0.2.7' } },
    });
    expect(outside.json()).toEqual({ 'connection.host': [MESSAGES.HOST_NOT_ALLOWED] });
    const toVrf = await context.request({
      method: 'PATCH',
      url: `/devices/${deviceId}/`,
      token: manager,
      payload: {
        model: 'gree-gmv6',
        systems: [{ unit: 1, indoor_units: [{ unit: 1, name: 'A' }] }],
      },
    });
    expect(toVrf.json()).toMatchObject({
      model: 'gree-gmv6',
      is_single_unit: false,
      device_type: 'VRF',
    });
    expect(toVrf.json<DeviceResponse>().units[0].indoor_units[0].name).toBe('A');
  });

  it('removes a device for edit_projects only', async () => {
    const url = `/devices/${deviceId}/`;
    expect((await context.request({ method: 'DELETE', url, token: operator })).statusCode).toBe(
      403,
    );
    expect((await context.request({ method: 'DELETE', url, token: manager })).statusCode).toBe(204);
    expect((await context.request({ url, token: manager })).statusCode).toBe(404);
    expect((await context.request({ method: 'DELETE', url, token: manager })).statusCode).toBe(404);
  });
});

describe('DEVICE_NETWORKS', () => {
  it('allows addresses inside the CIDRs only; a name must resolve inside', async () => {
    const networks = DeviceNetworks.parse('10.20.0.0/16, fd00::/8');
    expect(networks.allows('10.20.3.4')).toBe(true);
    expect(networks.allows('10.21.0.1')).toBe(false);
    expect(networks.allows('fd00::1')).toBe(true);
    expect(networks.allows('::1')).toBe(false);
    expect(await networks.check('10.20.0.9')).toEqual({ ok: true, addresses: ['10.20.0.9'] });
    expect(await networks.check('localhost')).toMatchObject({ ok: false, reason: 'not_allowed' });
    expect(await DeviceNetworks.parse('').check('127.0.0.1')).toEqual({
      ok: false,
      reason: 'not_allowed',
      addresses: ['127.0.0.1'],
    });
    expect(() => DeviceNetworks.parse('10.0.0.0/33')).toThrow(/DEVICE_NETWORKS/);
  });
});
