import fc from 'fast-check';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_TEST_NOW, ensureDeviceData, idsOf, storeHistoryOf } from './deviceData';
import { createTestContext, type TestContext } from './helpers';

interface Paged<Item> {
  results: Item[];
  count: number;
  pages: { current_page: number };
}
interface DeviceItem {
  id: number;
  unit_id: string;
  active: boolean;
  device_type: string;
  project: { id: number; name: string };
  version: string;
  is_single_unit: boolean;
}
interface StatRow {
  data_meaning: string;
  type: string;
  value: { computed: number | string | null; actual: number | null };
  address: string;
  register: number;
  modbus_type: 'coil' | 'register';
  formula: string;
  writable: boolean;
  key: string;
}

let context: TestContext;
let admin: string;
let ids: Awaited<ReturnType<typeof idsOf>>;
let acmeIds: Awaited<ReturnType<typeof idsOf>>;

beforeAll(async () => {
  context = await createTestContext({ now: () => DEVICE_TEST_NOW, emulator: true });
  await ensureDeviceData(context.db);
  // Live values are the last poll's: one poll of every device through the emulator.
  await context.poll();
  admin = await context.token('demo', 'admin');
  ids = await idsOf(context.db, 'demo');
  acmeIds = await idsOf(context.db, 'acme');
  // Graphs and historical tables read stored history: 90 days of the devices read below.
  const indoorDevice = await context.db.one<{ device_id: number }>(
    'SELECT device_id FROM indoor_units WHERE id = $1',
    [ids.indoorUnit],
  );
  await storeHistoryOf(context.db, 'demo', [ids.vrfDevice, indoorDevice?.device_id ?? 0]);
}, 120_000);
afterAll(async () => context?.close());

async function get<T>(url: string, token = admin, tenant = 'demo') {
  const response = await context.request({ method: 'GET', url, token, tenant });
  return { status: response.statusCode, body: response.json<T>() };
}

async function post<T>(url: string, payload: unknown, token = admin, tenant = 'demo') {
  const response = await context.request({
    method: 'POST',
    url,
    token,
    tenant,
    payload: payload as object,
  });
  return { status: response.statusCode, body: response.json<T>() };
}

/**
 * Debug Mode's raw read: the server's poller (not running here, tests drive it by hand) answers it as
 * its tick would, on the instance that holds the device's lease (src/poller/rawRead.ts).
 */
async function rawRead<T>(url: string, payload: unknown, token?: string) {
  const serving = setInterval(() => void context.app.poller.runRawReads(), 50);
  try {
    return await post<T>(url, payload, token);
  } finally {
    clearInterval(serving);
  }
}

async function indoorStats(unitId = ids.indoorUnit): Promise<StatRow[]> {
  return (await get<StatRow[]>(`/devices/stats/slim/indoor/${unitId}/`)).body;
}

describe('device list', () => {
  it.each(['/devices/', '/devices/slim/'])('%s pages, orders and searches', async (path) => {
    const all = await get<Paged<DeviceItem>>(`${path}?page_size=100`);
    expect(all.status).toBe(200);
    const total = await context.db.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM devices WHERE tenant_id = 'demo'`,
    );
    expect(all.body.count).toBe(total?.count);
    const item = all.body.results[0];
    expect(Object.keys(item)).toEqual(
      expect.arrayContaining([
        'id',
        'unit_id',
        'active',
        'device_type',
        'project',
        'version',
        'is_single_unit',
      ]),
    );
    expect(typeof item.project.name).toBe('string');

    const page = await get<Paged<DeviceItem>>(`${path}?page=2&page_size=1&ordering=-unit_id`);
    const sorted = all.body.results
      .map((device) => device.unit_id)
      .sort((a, b) => (a < b ? 1 : a > b ? -1 : 0));
    expect(page.body.pages.current_page).toBe(2);
    expect(page.body.results.map((device) => device.unit_id)).toEqual([sorted[1]]);

    for (const ordering of ['active', '-device_type', 'version', 'unit_id']) {
      expect((await get(`${path}?ordering=${ordering}`)).status).toBe(200);
    }
    expect((await get(`${path}?ordering=password`)).status).toBe(400);

    const searched = await get<Paged<DeviceItem>>(
      `${path}?search=${encodeURIComponent(item.project.name)}`,
    );
    expect(searched.body.results.length).toBeGreaterThan(0);
    expect(searched.body.results.every((device) => device.project.name === item.project.name)).toBe(
      true,
    );
    const byType = await get<Paged<DeviceItem>>(`${path}?search=heat%20pump&page_size=100`);
    expect(byType.body.results.every((device) => device.device_type === 'Heat pump')).toBe(true);
  });
});

describe('one device', () => {
  it('GET /devices/{id}/ gives the configuration names and the units', async () => {
    const { status, body } = await get<{
      configuration: { manufacturer: string; model: string; model_type: string };
      units: { id: number; unit: number; indoor_units: { id: number; name: string }[] }[];
      firmware: string;
      project_id: number;
    }>(`/devices/${ids.vrfDevice}/`);
    expect(status).toBe(200);
    expect(['Midea', 'Gree']).toContain(body.configuration.manufacturer);
    expect(body.units.length).toBeGreaterThanOrEqual(2);
    expect(body.units.length).toBeLessThanOrEqual(4);
    for (const unit of body.units) {
      expect(unit.indoor_units.length).toBeGreaterThanOrEqual(3);
      expect(unit.indoor_units.length).toBeLessThanOrEqual(12);
    }
    const units = await get<typeof body.units>(`/devices/${ids.vrfDevice}/units/`);
    expect(units.body).toEqual(body.units);
  });

  it('GET /devices/{id}/slim/ gives the summaries of every system and indoor unit', async () => {
    const { body } = await get<{
      all_outdoor_units: {
        unit: number;
        summary_data: {
          power: number;
          outdoor_ambient_temp: number;
          outdoor_error_status: number;
          indoor_error_status: number;
          all_indoor_units: { name: string; summary_data: Record<string, number> }[];
        };
      }[];
    }>(`/devices/${ids.vrfDevice}/slim/`);
    const system = body.all_outdoor_units[0];
    expect([0, 170]).toContain(system.summary_data.power);
    expect(Math.abs(system.summary_data.outdoor_ambient_temp)).toBeLessThan(450);
    const indoor = system.summary_data.all_indoor_units[0];
    expect(Object.keys(indoor.summary_data)).toEqual(
      expect.arrayContaining([
        'power',
        'operation_mode',
        'indoor_set_temp',
        'indoor_ambient_temp',
        'error_status',
      ]),
    );
    expect(indoor.summary_data.indoor_set_temp).toBeGreaterThanOrEqual(160);
    expect(indoor.summary_data.indoor_set_temp).toBeLessThanOrEqual(300);
    const errors = system.summary_data.all_indoor_units.filter(
      (unit) => unit.summary_data.error_status !== 0,
    );
    expect(system.summary_data.indoor_error_status).toBe(errors.length);
  });

  it('gives a single-unit device its summary', async () => {
    const { body } = await get<{ summary_data: Record<string, number>; is_single_unit: boolean }>(
      `/devices/${ids.singleDevice}/slim/`,
    );
    expect(body.is_single_unit).toBe(true);
    expect(Object.keys(body.summary_data).sort()).toEqual(
      [
        'power',
        'mode',
        'outdoor_ambient_temp',
        'wot_cool',
        'wot_heat',
        'water_tank_temp_set_point',
        'e_heater_leaving_water_sensor_temp',
        'entering_water_sensor_temp',
        'water_tank_temp_sensor_two',
        'error_led_state',
      ].sort(),
    );
  });

  it('GET /devices/project/{id}/units/ gives the project devices with summaries', async () => {
    const { body } = await get<{ id: number; all_outdoor_units: unknown[] }[]>(
      `/devices/project/${ids.project}/units/`,
    );
    const count = await context.db.one<{ count: number }>(
      'SELECT count(*)::int AS count FROM devices WHERE project_id = $1',
      [ids.project],
    );
    expect(body).toHaveLength(count?.count ?? -1);
  });

  it('GET /devices/{id}/configuration/ gives the six formula lists', async () => {
    const { body } = await get<Record<string, { data_meaning: string; formula: string }[]>>(
      `/devices/${ids.vrfDevice}/configuration/`,
    );
    for (const list of [
      'general_formulas',
      'general_error_formulas',
      'outdoor_unit_formulas',
      'indoor_unit_formulas',
      'outdoor_unit_error_formulas',
      'indoor_unit_error_formulas',
    ]) {
      expect(Array.isArray(body[list])).toBe(true);
    }
    expect(body.indoor_unit_formulas[0].formula).toContain('{unit}');
  });
});

describe('statistics', () => {
  it('latest rows carry computed and actual values, address, register and formula', async () => {
    const rows = await indoorStats();
    const power = rows.find((row) => row.key === 'power');
    expect(power?.value.computed).toBe(power?.value.actual === 170 ? 'On' : 'Off');
    const setTemp = rows.find((row) => row.key === 'indoor_set_temp');
    expect(setTemp?.value.computed).toBe((setTemp?.value.actual ?? 0) / 10);
    expect(rows.some((row) => row.type === 'error')).toBe(true);
    for (const kind of ['outdoor', 'single'] as const) {
      const id = kind === 'outdoor' ? ids.outdoorUnit : ids.singleDevice;
      const other = await get<StatRow[]>(`/devices/stats/slim/${kind}/${id}/`);
      expect(other.status).toBe(200);
      expect(other.body.length).toBeGreaterThan(3);
    }
    expect((await get(`/devices/stats/slim/sideways/${ids.indoorUnit}/`)).status).toBe(404);
  });

  it('historical rows page over 90 days at 5 minutes, newest first by default', async () => {
    const url = `/devices/stats/historical/indoor/${ids.indoorUnit}/`;
    const first = await get<{
      results: { header_data: { header: string }[]; data: Record<string, unknown>[] };
      count: number;
      pages: { current_page: number };
    }>(`${url}?page_size=24`);
    expect(first.status).toBe(200);
    // Intervals with a stored poll in (now - 90 days, now]: the backfill's every 5 minutes, the poll of
    // now; not the one at now - 90 days.
    expect(first.body.count).toBe(90 * 288);
    expect(first.body.results.data).toHaveLength(24);
    expect(first.body.results.header_data[0].header).toBe('timestamp');
    const times = first.body.results.data.map((row) => Date.parse(String(row.timestamp)));
    expect(times[0]).toBe(DEVICE_TEST_NOW.getTime());
    expect(times[0] - times[1]).toBe(5 * 60_000);
    const ascending = await get<typeof first.body>(`${url}?page_size=2&ordering=timestamp&page=3`);
    expect(ascending.body.pages.current_page).toBe(3);
    const [a, b] = ascending.body.results.data.map((row) => Date.parse(String(row.timestamp)));
    expect(b - a).toBe(5 * 60_000);
    const hourly = await get<typeof first.body>(`${url}?interval=60&page_size=1`);
    expect(hourly.body.count).toBe(90 * 24);
    expect((await get(`${url}?ordering=value`)).status).toBe(400);
    expect((await get(`${url}?page_size=1000`)).status).toBe(400);
  });
});

describe('real-time reads', () => {
  it('answer the registers and coils asked, keyed by register', async () => {
    const rows = await indoorStats();
    const registers = rows
      .filter((row) => row.modbus_type === 'register')
      .map((row) => row.register);
    const coils = rows.filter((row) => row.modbus_type === 'coil').map((row) => row.register);
    const { status, body } = await post<{
      coils: Record<string, number>;
      registers: Record<string, number>;
    }>(`/devices/${ids.vrfDevice}/device_parameters_realtime/`, { coils, registers });
    expect(status).toBe(200);
    expect(Object.keys(body.registers).map(Number).sort()).toEqual([...registers].sort());
    expect(Object.keys(body.coils).map(Number).sort()).toEqual([...coils].sort());
    for (const row of rows) {
      const map = row.modbus_type === 'coil' ? body.coils : body.registers;
      expect(map[String(row.register)]).toBe(row.value.actual);
    }
  });

  it('refuse more than 40 items and registers the device lacks', async () => {
    const configuration = await get<{ indoor_unit_formulas: { register: number }[] }>(
      `/devices/${ids.vrfDevice}/configuration/`,
    );
    const register = configuration.body.indoor_unit_formulas[0].register;
    const many = Array.from({ length: 41 }, () => register);
    const tooMany = await post(`/devices/${ids.vrfDevice}/device_parameters_realtime/`, {
      registers: many,
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toHaveProperty('detail');
    const forty = await post(`/devices/${ids.vrfDevice}/device_parameters_realtime/`, {
      registers: many.slice(0, 40),
    });
    expect(forty.status).toBe(200);
    const unknown = await post(`/devices/${ids.vrfDevice}/device_parameters_realtime/`, {
      registers: [60_000],
    });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toHaveProperty('registers');
  });
});

describe('real-time reads from the stored poll (DECISIONS.md "Real devices")', () => {
  interface Realtime {
    coils: Record<string, number | null>;
    registers: Record<string, number | null>;
    read_at: string | null;
    status: { state: string; last_seen: string | null; last_error: string | null };
  }
  async function stored() {
    const row = await context.db.one<{
      registers: Record<string, number>;
      last_seen: Date;
      modbus_unit: number;
    }>(
      `SELECT s.registers, s.last_seen, d.modbus_unit FROM device_status s
         JOIN devices d ON d.id = s.device_id WHERE s.device_id = $1`,
      [ids.vrfDevice],
    );
    if (!row) throw new Error('the device has no stored poll');
    return row;
  }
  const readRegisters = async () =>
    (await indoorStats())
      .filter((row) => row.modbus_type === 'register')
      .map((row) => row.register);

  it('a poll costs one round of device requests with ten consoles on the Tree View', async () => {
    const emulator = context.emulator;
    if (!emulator) throw new Error('the test needs the emulator');
    const registers = await readRegisters();
    // One poll of every device with no console open: the round of requests a poll costs.
    let before = emulator.reads;
    await context.poll();
    const round = emulator.reads - before;
    expect(round).toBeGreaterThan(0);
    // Ten consoles read the device's live values after the poll (as each does on device.polled)
    // and three more times (a write's follow-ups): the device sees the same round, no more.
    before = emulator.reads;
    await context.poll();
    const consoles = Array.from({ length: 10 }, async () => {
      for (let read = 0; read < 4; read += 1) {
        const { status } = await post(`/devices/${ids.vrfDevice}/device_parameters_realtime/`, {
          registers,
        });
        expect(status).toBe(200);
      }
    });
    await Promise.all(consoles);
    expect(emulator.reads - before).toBe(round);
  });

  it('answer the last poll with its time and state, and send the device no request', async () => {
    const emulator = context.emulator;
    if (!emulator) throw new Error('the test needs the emulator');
    const registers = await readRegisters();
    const before = emulator.reads;
    const { status, body } = await post<Realtime>(
      `/devices/${ids.vrfDevice}/device_parameters_realtime/`,
      { registers },
    );
    expect(status).toBe(200);
    expect(emulator.reads).toBe(before);
    const poll = await stored();
    expect(body.read_at).toBe(poll.last_seen.toISOString());
    expect(body.status).toMatchObject({ state: 'online', last_seen: body.read_at });
    for (const register of registers) {
      expect(body.registers[String(register)]).toBe(poll.registers[String(register)]);
    }
  });

  it("answer an offline device's last values with its state instead of 503", async () => {
    const emulator = context.emulator;
    if (!emulator) throw new Error('the test needs the emulator');
    const registers = await readRegisters();
    const last = await stored();
    // What the poller records after three failed polls in a row (poller.test.ts proves that part).
    const offline = (state: string, error: string | null) =>
      context.db.query(
        'UPDATE device_status SET state = $2, last_error = $3, failures = $4 WHERE device_id = $1',
        [ids.vrfDevice, state, error, error ? 3 : 0],
      );
    await offline('offline', 'No answer within 2 s');
    emulator.setFault(last.modbus_unit, { kind: 'silent' });
    try {
      const before = emulator.reads;
      const { status, body } = await post<Realtime>(
        `/devices/${ids.vrfDevice}/device_parameters_realtime/`,
        { registers },
      );
      expect(status).toBe(200);
      expect(emulator.reads).toBe(before);
      expect(body.status).toEqual({
        state: 'offline',
        last_seen: last.last_seen.toISOString(),
        last_error: 'No answer within 2 s',
      });
      expect(body.read_at).toBe(last.last_seen.toISOString());
      for (const register of registers) {
        expect(body.registers[String(register)]).toBe(last.registers[String(register)]);
      }
      // Debug Mode's raw read still asks the device, which does not answer: 503 with the reason.
      const raw = await rawRead<{ detail: string }>(
        `/devices/${ids.vrfDevice}/device_parameters_raw/`,
        { registers },
        await context.token('demo', 'root'),
      );
      expect(raw.status).toBe(503);
      expect(raw.body.detail).toBe('No answer within 2 s');
      expect(emulator.reads).toBeGreaterThan(before);
    } finally {
      emulator.setFault(last.modbus_unit, null);
      await offline('online', null);
    }
  });

  it("Debug Mode's raw read asks the device, for superusers only", async () => {
    const emulator = context.emulator;
    if (!emulator) throw new Error('the test needs the emulator');
    const registers = await readRegisters();
    const url = `/devices/${ids.vrfDevice}/device_parameters_raw/`;
    expect((await post(url, { registers })).status).toBe(403);
    const before = emulator.reads;
    const { status, body } = await rawRead<{ registers: Record<string, number> }>(
      url,
      { registers },
      await context.token('demo', 'root'),
    );
    expect(status).toBe(200);
    expect(emulator.reads).toBeGreaterThan(before);
    expect(Object.keys(body.registers).map(Number).sort()).toEqual([...registers].sort());
    expect(body).not.toHaveProperty('read_at');
  });
});

describe('graph', () => {
  it('lists headers and answers averaged points for GET and POST alike', async () => {
    const headers = await get<{ name: string; header: string }[]>(
      `/devices/${ids.vrfDevice}/graph/headers/`,
    );
    expect(headers.status).toBe(200);
    // Each header carries its unit, shown on the chart's axis and legend.
    expect(headers.body.find((header) => header.name.includes('temperature'))).toHaveProperty(
      'unit',
      '°C',
    );
    const chosen = headers.body.slice(0, 2).map((header) => header.header);
    const query = chosen.map((header) => `headers=${encodeURIComponent(header)}`).join('&');
    const viaGet = await get<{ timestamp: string; data: Record<string, { computed: number }> }[]>(
      `/devices/${ids.vrfDevice}/graph/?${query}&timerange=1&interval=15`,
    );
    expect(viaGet.status).toBe(200);
    expect(viaGet.body.length).toBeGreaterThanOrEqual(96);
    expect(viaGet.body.length).toBeLessThanOrEqual(97);
    expect(Object.keys(viaGet.body[0].data)).toEqual(chosen);
    expect(typeof viaGet.body[0].data[chosen[0]].computed).toBe('number');
    const viaPost = await post<typeof viaGet.body>(`/devices/${ids.vrfDevice}/graph/`, {
      headers: chosen,
      timerange: 1,
      interval: 15,
    });
    expect(viaPost.body).toEqual(viaGet.body);
  });

  it.each([
    ['br', 'br', brotliDecompressSync],
    ['gzip, deflate', 'gzip', gunzipSync],
    ['gzip;q=1, br;q=0.5', 'gzip', gunzipSync],
  ] as const)(
    'answers compressed as the client accepts (%s)',
    async (accept, encoding, inflate) => {
      const headers = await get<{ header: string }[]>(`/devices/${ids.vrfDevice}/graph/headers/`);
      const query = headers.body
        .slice(0, 2)
        .map((header) => `headers=${encodeURIComponent(header.header)}`)
        .join('&');
      const url = `/devices/${ids.vrfDevice}/graph/?${query}&timerange=7&interval=5`;
      const plain = await context.request({ method: 'GET', url, token: admin });
      expect(plain.headers['content-encoding']).toBeUndefined();
      const packed = await context.request({
        method: 'GET',
        url,
        token: admin,
        headers: { 'accept-encoding': accept },
      });
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
      expect(inflate(packed.rawPayload).equals(plain.rawPayload)).toBe(true);
    },
  );

  it('gives 90 days at 5 minutes within 26,000 points per header and refuses what it cannot draw', async () => {
    const headers = await get<{ header: string }[]>(`/devices/${ids.vrfDevice}/graph/headers/`);
    const chosen = headers.body.slice(0, 6).map((header) => header.header);
    const { status, body } = await post<unknown[]>(`/devices/${ids.vrfDevice}/graph/`, {
      headers: chosen,
      timerange: 90,
      interval: 5,
    });
    expect(status).toBe(200);
    // A point per 5 minutes with a poll.
    expect(body.length).toBe(90 * 288);
    expect(body.length).toBeLessThanOrEqual(26_000);
    const base = `/devices/${ids.vrfDevice}/graph/?headers=${chosen[0]}`;
    expect((await get(`${base}&timerange=91`)).status).toBe(400);
    expect((await get(`${base}&interval=7`)).status).toBe(400);
    expect((await get(`/devices/${ids.vrfDevice}/graph/?headers=no.such.header`)).status).toBe(400);
    expect((await get(`/devices/${ids.vrfDevice}/graph/`)).status).toBe(400);
  });
});

describe('parameter writes', () => {
  it('answer the new change-log entry, incomplete', async () => {
    const rows = await indoorStats();
    const setTemp = rows.find((row) => row.key === 'indoor_set_temp');
    const { status, body } = await post<{
      id: number;
      action: string;
      status: string;
      param_name: string;
      data: [number, string, number];
      user: { first_name: string; last_name: string };
      created_at: string;
    }>(`/devices/${ids.vrfDevice}/write/`, {
      modbus_type: 'register',
      register: setTemp?.register,
      value: 235,
      indoor_unit: ids.indoorUnit,
    });
    expect(status).toBe(201);
    expect(body).toMatchObject({
      action: 'single-register-write',
      status: 'incomplete',
      data: [setTemp?.register, '23.5 °C', 235],
      created_at: DEVICE_TEST_NOW.toISOString(),
    });
    expect(body.user.first_name.length).toBeGreaterThan(0);
    const unit = await context.db.one<{ name: string }>(
      'SELECT name FROM indoor_units WHERE id = $1',
      [ids.indoorUnit],
    );
    expect(body.param_name).toBe(`${setTemp?.data_meaning} · ${unit?.name}`);
  });

  it('refuse read-only parameters, wrong units and coil values other than 0 and 1', async () => {
    const rows = await indoorStats();
    const ambient = rows.find((row) => row.key === 'indoor_ambient_temp');
    const lock = rows.find((row) => row.key === 'remote_lock');
    const url = `/devices/${ids.vrfDevice}/write/`;
    expect(
      (await post(url, { modbus_type: 'register', register: ambient?.register, value: 200 }))
        .status,
    ).toBe(400);
    expect(
      (await post(url, { modbus_type: 'coil', register: lock?.register, value: 2 })).status,
    ).toBe(400);
    expect(
      (
        await post(url, {
          modbus_type: 'coil',
          register: lock?.register,
          value: 1,
          indoor_unit: ids.indoorUnit + 1,
        })
      ).status,
    ).toBe(400);
    expect(
      (await post(url, { modbus_type: 'coil', register: lock?.register, value: true })).status,
    ).toBe(201);
  });

  it('refuse values outside the write rule with the field message the console shows', async () => {
    const rows = await indoorStats();
    const setTemp = rows.find((row) => row.key === 'indoor_set_temp');
    const mode = rows.find((row) => row.key === 'operation_mode');
    const url = `/devices/${ids.vrfDevice}/write/`;
    const tooWarm = await post<Record<string, string[]>>(url, {
      modbus_type: 'register',
      register: setTemp?.register,
      value: 310,
    });
    expect(tooWarm.status).toBe(400);
    expect(tooWarm.body.value).toEqual(['Enter a value from 16.0 to 30.0 °C.']);
    const unknownMode = await post<Record<string, string[]>>(url, {
      modbus_type: 'register',
      register: mode?.register,
      value: 13,
    });
    expect(unknownMode.status).toBe(400);
    expect(unknownMode.body.value).toEqual(['Choose one of the listed values.']);
    expect(
      (await post(url, { modbus_type: 'register', register: setTemp?.register, value: 300 }))
        .status,
    ).toBe(201);
  });

  it('are refused to spectators (403) and allowed to operators', async () => {
    const rows = await indoorStats();
    const fan = rows.find((row) => row.key === 'fan_speed');
    const payload = { modbus_type: 'register', register: fan?.register, value: 5 };
    const spectator = await context.token('demo', 'spectator');
    const refused = await post<{ detail: string }>(
      `/devices/${ids.vrfDevice}/write/`,
      payload,
      spectator,
    );
    expect(refused.status).toBe(403);
    expect(refused.body.detail.length).toBeGreaterThan(0);
    const operator = await context.token('demo', 'operator');
    expect((await post(`/devices/${ids.vrfDevice}/write/`, payload, operator)).status).toBe(201);
  });

  it('answer 4xx, never 5xx, to malformed bodies and change nothing', async () => {
    const before = await context.db.one<{ count: number }>(
      'SELECT count(*)::int AS count FROM change_log_entries',
    );
    const wellFormed = (body: unknown) => {
      if (typeof body !== 'object' || body === null) return false;
      const { modbus_type: type, register, value } = body as Record<string, unknown>;
      return (
        (type === 'coil' || type === 'register') &&
        Number.isInteger(register) &&
        (typeof value === 'number' || typeof value === 'boolean')
      );
    };
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              modbus_type: fc.oneof(fc.constantFrom('coil', 'register', 'COIL', ''), fc.anything()),
              register: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
              value: fc.oneof(fc.string(), fc.constant(null), fc.object(), fc.constant([1])),
              indoor_unit: fc.anything(),
            },
            { requiredKeys: [] },
          ),
        ),
        async (body) => {
          fc.pre(!wellFormed(body));
          const response = await context.request({
            method: 'POST',
            url: `/devices/${ids.vrfDevice}/write/`,
            token: admin,
            payload: JSON.stringify(body) ?? 'null',
            headers: { 'content-type': 'application/json' },
          });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 60 },
    );
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (body) => {
        const response = await context.request({
          method: 'POST',
          url: `/devices/${ids.vrfDevice}/device_parameters_realtime/`,
          token: admin,
          payload: JSON.stringify(body) ?? 'null',
          headers: { 'content-type': 'application/json' },
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 40 },
    );
    await fc.assert(
      fc.asyncProperty(
        fc.string(),
        fc.string(),
        fc.string(),
        async (headers, timerange, interval) => {
          const query = new URLSearchParams({ headers, timerange, interval }).toString();
          const response = await context.request({
            method: 'GET',
            url: `/devices/${ids.vrfDevice}/graph/?${query}`,
            token: admin,
          });
          expect(response.statusCode).toBeGreaterThanOrEqual(400);
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    const after = await context.db.one<{ count: number }>(
      'SELECT count(*)::int AS count FROM change_log_entries',
    );
    expect(after?.count).toBe(before?.count);
  });
});

describe('tenant isolation', () => {
  it("answers 404 for every call with the other tenant's ids", async () => {
    const other = acmeIds;
    const urls = [
      `/devices/${other.vrfDevice}/`,
      `/devices/${other.vrfDevice}/slim/`,
      `/devices/${other.vrfDevice}/units/`,
      `/devices/${other.vrfDevice}/configuration/`,
      `/devices/${other.vrfDevice}/graph/headers/`,
      `/devices/${other.vrfDevice}/graph/?headers=outdoor.1.outdoor_ambient_temp`,
      `/devices/project/${other.project}/units/`,
      `/devices/stats/slim/indoor/${other.indoorUnit}/`,
      `/devices/stats/slim/outdoor/${other.outdoorUnit}/`,
      `/devices/stats/slim/single/${other.vrfDevice}/`,
      `/devices/stats/historical/indoor/${other.indoorUnit}/`,
      `/projects/${other.project}/change_log/`,
    ];
    for (const url of urls)
      expect({ url, status: (await get(url)).status }).toEqual({ url, status: 404 });
    expect(
      (await post(`/devices/${other.vrfDevice}/device_parameters_realtime/`, { registers: [] }))
        .status,
    ).toBe(404);
    expect(
      (
        await post(`/devices/${other.vrfDevice}/write/`, {
          modbus_type: 'register',
          register: 3002,
          value: 230,
        })
      ).status,
    ).toBe(404);
    expect((await post(`/devices/${other.vrfDevice}/graph/`, { headers: ['x'] })).status).toBe(404);
    const list = await get<Paged<DeviceItem>>('/devices/?page_size=100');
    const acmeDevices = await context.db.query<{ id: number }>(
      `SELECT id FROM devices WHERE tenant_id = 'acme'`,
    );
    const acme = new Set(acmeDevices.map((row) => row.id));
    expect(list.body.results.some((device) => acme.has(device.id))).toBe(false);
  });

  it("refuses the other tenant's token (401)", async () => {
    const acmeToken = await context.token('acme', 'admin');
    expect((await get(`/devices/${ids.vrfDevice}/`, acmeToken, 'demo')).status).toBe(401);
  });
});

describe('change log', () => {
  it('pages 20 at a time, newest first, with next while more exist', async () => {
    const project = await context.db.one<{ project_id: number; count: number }>(
      `SELECT project_id, count(*)::int AS count FROM change_log_entries WHERE tenant_id = 'demo'
        GROUP BY project_id ORDER BY count(*) DESC LIMIT 1`,
    );
    const url = `/projects/${project?.project_id}/change_log/`;
    const first = await get<{
      results: {
        created_at: string;
        user: { first_name: string } | null;
        action: string;
        data: unknown[];
      }[];
      next: number | null;
      count: number;
    }>(`${url}?page=1`);
    expect(first.status).toBe(200);
    expect(first.body.count).toBe(project?.count);
    expect(first.body.results.length).toBe(Math.min(20, project?.count ?? 0));
    const times = first.body.results.map((entry) => Date.parse(entry.created_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(['single-register-write', 'single-coil-write']).toContain(first.body.results[0].action);
    expect(first.body.results[0].data).toHaveLength(3);
    expect(typeof first.body.results[0].data[1]).toBe('string');
    expect(first.body.next).toBe((project?.count ?? 0) > 20 ? 2 : null);
    const last = Math.ceil((project?.count ?? 1) / 20);
    expect((await get<{ next: null }>(`${url}?page=${last}`)).body.next).toBeNull();
    expect((await get(`${url}?page=0`)).status).toBe(400);
  });
});

describe('list queries', () => {
  it('answer 4xx, never 5xx, to any paging, ordering, search or filter value', async () => {
    const paths = [
      '/devices/',
      '/devices/slim/',
      '/alerts/entries/',
      `/alerts/entries/${ids.project}/`,
      `/alerts/configurations/${ids.project}/`,
      `/devices/stats/historical/indoor/${ids.indoorUnit}/`,
      `/projects/${ids.project}/change_log/`,
    ];
    const value = fc.oneof(
      fc.string(),
      fc.constantFrom(
        '0',
        '-1',
        '1e9',
        '2147483648',
        'NaN',
        '',
        '-',
        '--unit_id',
        '%',
        "'; DROP TABLE devices; --",
      ),
      fc.integer().map(String),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...paths),
        fc.dictionary(
          fc.constantFrom(
            'page',
            'page_size',
            'ordering',
            'search',
            'is_resolved',
            'interval',
            'from',
            'to',
          ),
          value,
        ),
        async (path, params) => {
          const response = await context.request({
            method: 'GET',
            url: `${path}?${new URLSearchParams(params).toString()}`,
            token: admin,
          });
          expect(response.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 120 },
    );
    expect((await get('/devices/?page=1')).status).toBe(200);
  });
});
