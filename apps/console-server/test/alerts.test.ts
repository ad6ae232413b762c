import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { likePattern } from '../src/http';
import { insertWrite } from '../src/devices/changeLog';
import { DEVICE_TEST_NOW, ensureDeviceData, idsOf } from './deviceData';
import { createTestContext, type TestContext } from './helpers';

interface Paged<Item> {
  results: Item[];
  count: number;
  pages: { current_page: number };
}
interface Configuration {
  id: number;
  device: { id: number; unit_id: string };
  outdoor_unit: number | null;
  indoor_unit: number | null;
  parameter_name: string;
  parameter_modbus_type: string;
  parameter_register: number;
  threshold_value: number | null;
  boolean_value: boolean | null;
  alarm_type: string;
}
interface Entry {
  id: number;
  device: { id: number; unit_id: string };
  project: { id: number; name: string };
  alarm_configuration: { id: number; parameter_name: string };
  triggered_value: number;
  triggered_at: string;
  resolved_at: string | null;
  is_resolved: boolean;
}
interface StatRow {
  key: string;
  register: number;
  modbus_type: 'coil' | 'register';
  data_meaning: string;
  value: { actual: number };
}

let clock = DEVICE_TEST_NOW;
let context: TestContext;
let admin: string;
let ids: Awaited<ReturnType<typeof idsOf>>;
let acmeIds: Awaited<ReturnType<typeof idsOf>>;
let setTemp: StatRow;
let lock: StatRow;

beforeAll(async () => {
  context = await createTestContext({ now: () => clock, emulator: true });
  await ensureDeviceData(context.db);
  await context.poll();
  admin = await context.token('demo', 'admin');
  ids = await idsOf(context.db, 'demo');
  acmeIds = await idsOf(context.db, 'acme');
  const stats = (
    await context.request({
      method: 'GET',
      url: `/devices/stats/slim/indoor/${ids.indoorUnit}/`,
      token: admin,
    })
  ).json<StatRow[]>();
  setTemp = stats.find((row) => row.key === 'indoor_set_temp') as StatRow;
  lock = stats.find((row) => row.key === 'remote_lock') as StatRow;
}, 120_000);
afterAll(async () => context?.close());

async function call<T>(
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  token = admin,
) {
  const response = await context.request({
    method,
    url,
    token,
    payload: payload as object | undefined,
  });
  return {
    status: response.statusCode,
    body: (response.body ? response.json<T>() : undefined) as T,
  };
}

async function projectOfDevice(): Promise<number> {
  const row = await context.db.one<{ project_id: number }>(
    'SELECT project_id FROM devices WHERE id = $1',
    [ids.vrfDevice],
  );
  return row?.project_id ?? 0;
}

function setTempRule(threshold: number) {
  return {
    device: ids.vrfDevice,
    parameter_name: setTemp.data_meaning,
    parameter_modbus_type: 'register',
    parameter_register: setTemp.register,
    alarm_type: 'higher',
    threshold_value: threshold,
  };
}

describe('alarm configurations', () => {
  it('list a project’s rules with paging, ordering and search', async () => {
    const project = await projectOfDevice();
    const { status, body } = await call<Paged<Configuration>>(
      'GET',
      `/alerts/configurations/${project}/?page_size=2`,
    );
    expect(status).toBe(200);
    expect(body.results.length).toBeLessThanOrEqual(2);
    expect(body.count).toBeGreaterThan(0);
    const first = body.results[0];
    expect(first).toHaveProperty('device.unit_id');
    expect([
      'lower',
      'higher',
      'equal',
      'boolean',
      'lower_than_or_equal',
      'higher_than_or_equal',
    ]).toContain(first.alarm_type);
    const ordered = await call<Paged<Configuration>>(
      'GET',
      `/alerts/configurations/${project}/?ordering=parameter_name&page_size=100`,
    );
    const descending = await call<Paged<Configuration>>(
      'GET',
      `/alerts/configurations/${project}/?ordering=-parameter_name&page_size=100`,
    );
    expect(ordered.body.results.map((row) => row.id)).toEqual(
      descending.body.results.map((row) => row.id).reverse(),
    );
    const term = first.parameter_name.slice(0, 6).toLowerCase();
    const searched = await call<Paged<Configuration>>(
      'GET',
      `/alerts/configurations/${project}/?search=${encodeURIComponent(term)}&page_size=100`,
    );
    expect(searched.body.count).toBeGreaterThan(0);
    for (const row of searched.body.results) {
      expect(
        `${row.parameter_name} ${row.device.unit_id} ${row.alarm_type}`.toLowerCase(),
      ).toContain(term);
    }
    expect((await call('GET', `/alerts/configurations/${project}/?ordering=secret`)).status).toBe(
      400,
    );
  });

  it('create, read, edit and delete a rule', async () => {
    const project = await projectOfDevice();
    const created = await call<Configuration>(
      'POST',
      `/alerts/configurations/${project}/`,
      setTempRule(26),
    );
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      device: { id: ids.vrfDevice },
      indoor_unit: ids.indoorUnit,
      parameter_register: setTemp.register,
      threshold_value: 26,
      boolean_value: null,
      alarm_type: 'higher',
    });
    const detail = await call<Configuration>(
      'GET',
      `/alerts/configurations/detail/${created.body.id}/`,
    );
    expect(detail.body).toEqual(created.body);
    const patched = await call<Configuration>(
      'PATCH',
      `/alerts/configurations/${created.body.id}/`,
      {
        threshold_value: 27.5,
      },
    );
    expect(patched.status).toBe(200);
    expect(patched.body.threshold_value).toBe(27.5);
    expect((await call('DELETE', `/alerts/configurations/detail/${created.body.id}/`)).status).toBe(
      204,
    );
    expect((await call('GET', `/alerts/configurations/detail/${created.body.id}/`)).status).toBe(
      404,
    );
  });

  it('store a boolean value for parameters with a read mapping', async () => {
    const project = await projectOfDevice();
    const created = await call<Configuration>('POST', `/alerts/configurations/${project}/`, {
      device: ids.vrfDevice,
      parameter_modbus_type: 'coil',
      parameter_register: lock.register,
      alarm_type: 'boolean',
      boolean_value: true,
    });
    expect(created.status).toBe(201);
    expect(created.body.boolean_value).toBe(true);
    expect(created.body.parameter_name).toBe(lock.data_meaning);
    await call('DELETE', `/alerts/configurations/${created.body.id}/`);
  });

  it('refuse an alarm type that does not fit the parameter (the domain rule alarmTypesFor)', async () => {
    const project = await projectOfDevice();
    const higherCoil = await call<{ detail: string }>(
      'POST',
      `/alerts/configurations/${project}/`,
      {
        device: ids.vrfDevice,
        parameter_modbus_type: 'coil',
        parameter_register: lock.register,
        alarm_type: 'higher',
        threshold_value: 0,
      },
    );
    expect(higherCoil.status).toBe(400);
    expect(higherCoil.body.detail).toBe('This parameter is on or off: its alarm type is Boolean.');
    const booleanNumber = await call<{ detail: string }>(
      'POST',
      `/alerts/configurations/${project}/`,
      { ...setTempRule(1), alarm_type: 'boolean', boolean_value: true },
    );
    expect(booleanNumber.status).toBe(400);
    expect(booleanNumber.body.detail).toBe(
      'This parameter is compared with a threshold: Boolean does not fit it.',
    );
  });

  it('refuse incomplete rules with the domain message, and parameters the device lacks', async () => {
    const project = await projectOfDevice();
    const missingThreshold = await call<{ detail: string }>(
      'POST',
      `/alerts/configurations/${project}/`,
      {
        ...setTempRule(0),
        threshold_value: null,
      },
    );
    expect(missingThreshold.status).toBe(400);
    expect(missingThreshold.body.detail).toBe('All fields are required.');
    const unknownType = await call('POST', `/alerts/configurations/${project}/`, {
      ...setTempRule(1),
      alarm_type: 'sideways',
    });
    expect(unknownType.status).toBe(400);
    const wrongRegister = await call('POST', `/alerts/configurations/${project}/`, {
      ...setTempRule(1),
      parameter_register: 60_000,
    });
    expect(wrongRegister.status).toBe(400);
    const otherProject = await call(
      'POST',
      `/alerts/configurations/${acmeIds.project}/`,
      setTempRule(1),
    );
    expect(otherProject.status).toBe(404);
  });

  it('follow the roles: managers edit rules, operators and spectators may not', async () => {
    const project = await projectOfDevice();
    for (const user of ['operator', 'spectator'] as const) {
      const token = await context.token('demo', user);
      expect(
        (await call('POST', `/alerts/configurations/${project}/`, setTempRule(26), token)).status,
      ).toBe(403);
      expect(
        (
          await call(
            'PATCH',
            `/alerts/configurations/${ids.configuration}/`,
            { threshold_value: 1 },
            token,
          )
        ).status,
      ).toBe(403);
      expect(
        (await call('DELETE', `/alerts/configurations/${ids.configuration}/`, undefined, token))
          .status,
      ).toBe(403);
      expect(
        (await call('GET', `/alerts/configurations/${project}/`, undefined, token)).status,
      ).toBe(200);
    }
    const manager = await context.token('demo', 'manager');
    const created = await call<Configuration>(
      'POST',
      `/alerts/configurations/${project}/`,
      setTempRule(26),
      manager,
    );
    expect(created.status).toBe(201);
    expect(
      (await call('DELETE', `/alerts/configurations/${created.body.id}/`, undefined, manager))
        .status,
    ).toBe(204);
  });

  it('answer 4xx, never 5xx, to malformed rules and store nothing', async () => {
    const project = await projectOfDevice();
    const count = async () =>
      (
        await context.db.one<{ count: number }>(
          'SELECT count(*)::int AS count FROM alarm_configurations',
        )
      )?.count;
    const before = await count();
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything(),
          fc.record(
            {
              device: fc.oneof(
                fc.constant(ids.vrfDevice),
                fc.constant(acmeIds.vrfDevice),
                fc.string(),
                fc.integer(),
              ),
              parameter_modbus_type: fc.oneof(fc.constantFrom('coil', 'register'), fc.string()),
              parameter_register: fc.oneof(fc.integer({ min: -5, max: 70_000 }), fc.string()),
              alarm_type: fc.oneof(fc.string(), fc.constant(null)),
              threshold_value: fc.oneof(fc.string(), fc.constant(null), fc.object()),
              boolean_value: fc.oneof(fc.string(), fc.integer()),
            },
            { requiredKeys: [] },
          ),
        ),
        async (body) => {
          const response = await context.request({
            method: 'POST',
            url: `/alerts/configurations/${project}/`,
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
    expect(await count()).toBe(before);
  });
});

describe('alarm entries', () => {
  it('list company-wide entries with the fields the dashboard shows, filtered and ordered', async () => {
    const { status, body } = await call<Paged<Entry>>(
      'GET',
      '/alerts/entries/?page_size=100&ordering=-triggered_at',
    );
    expect(status).toBe(200);
    const total = await context.db.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM alarm_entries WHERE tenant_id = 'demo'`,
    );
    expect(body.count).toBe(total?.count);
    const entry = body.results[0];
    expect(entry).toHaveProperty('device.unit_id');
    expect(entry).toHaveProperty('project.name');
    expect(entry).toHaveProperty('alarm_configuration.parameter_name');
    expect(typeof entry.triggered_value).toBe('number');
    const times = body.results.map((row) => Date.parse(row.triggered_at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const open = await call<Paged<Entry>>(
      'GET',
      '/alerts/entries/?is_resolved=false&page_size=100',
    );
    expect(open.body.results.every((row) => !row.is_resolved && row.resolved_at === null)).toBe(
      true,
    );
    const closed = await call<Paged<Entry>>('GET', '/alerts/entries/?is_resolved=true&page_size=5');
    expect(closed.body.results.every((row) => row.is_resolved && row.resolved_at !== null)).toBe(
      true,
    );
    expect(open.body.count + closed.body.count).toBe(body.count);
    const searched = await call<Paged<Entry>>(
      'GET',
      `/alerts/entries/?search=${encodeURIComponent(entry.device.unit_id)}&page_size=100`,
    );
    expect(searched.body.results.length).toBeGreaterThan(0);
    expect((await call('GET', '/alerts/entries/?is_resolved=maybe')).status).toBe(400);
  });

  it('keep every list count exact as entries are added, resolved and deleted in bulk', async () => {
    // The counts come from alarm_entry_counts (kept by statement triggers), never from the entries:
    // compare them with a count of the entries themselves after each kind of change.
    const device = await context.db.one<{ id: number; project_id: number; unit_id: string }>(
      `SELECT d.id, d.project_id, d.unit_id FROM devices d
        WHERE d.tenant_id = 'demo' AND EXISTS (SELECT 1 FROM alarm_entries e WHERE e.device_id = d.id)
        ORDER BY d.id LIMIT 1`,
    );
    if (!device) throw new Error('no device with entries');
    const check = async () => {
      const expected = await context.db.one<Record<string, number>>(
        `SELECT count(*)::int AS all, count(*) FILTER (WHERE is_resolved)::int AS resolved,
                count(*) FILTER (WHERE project_id = $1)::int AS project,
                count(*) FILTER (WHERE device_id = $2)::int AS device
           FROM alarm_entries WHERE tenant_id = 'demo'`,
        [device.project_id, device.id],
      );
      const count = async (url: string) => (await call<Paged<Entry>>('GET', url)).body.count;
      expect({
        all: await count('/alerts/entries/?page_size=1'),
        resolved: await count('/alerts/entries/?is_resolved=true&page_size=1'),
        project: await count(`/alerts/entries/${device.project_id}/?page_size=1`),
        device: await count(
          `/alerts/entries/?search=${encodeURIComponent(device.unit_id)}&page_size=1`,
        ),
      }).toEqual(expected);
    };
    await check();
    const marker = -424242;
    await context.db.query(
      `INSERT INTO alarm_entries (tenant_id, project_id, device_id, triggered_value, triggered_at)
       SELECT 'demo', $1, $2, $3, $4::timestamptz - make_interval(mins => g) FROM generate_series(1, 7) g`,
      [device.project_id, device.id, marker, new Date(clock)],
    );
    await check();
    await context.db.query(
      `UPDATE alarm_entries SET is_resolved = true, resolved_at = triggered_at
        WHERE triggered_value = $1 AND triggered_at < $2::timestamptz - interval '3 minutes'`,
      [marker, new Date(clock)],
    );
    await check();
    await context.db.query(
      `UPDATE alarm_entries SET triggered_value = $1 - 1 WHERE triggered_value = $1`,
      [marker],
    );
    await check();
    await context.db.query('DELETE FROM alarm_entries WHERE triggered_value = $1', [marker - 1]);
    await check();
  });

  it('search entries by their rule’s, device’s and project’s current names exactly as ILIKE does', async () => {
    // The search reads the names kept on alarm_entry_counts (migration 303): compare each answer with
    // ILIKEs over the joined names, before and after renaming a rule, a device and a project.
    const expected = async (term: string) =>
      (
        await context.db.one<{ count: number }>(
          `SELECT count(*)::int AS count FROM alarm_entries e
             JOIN devices d ON d.id = e.device_id JOIN projects p ON p.id = e.project_id
             LEFT JOIN alarm_configurations c ON c.id = e.alarm_configuration_id
            WHERE e.tenant_id = 'demo' AND (c.parameter_name ILIKE $1 OR d.unit_id ILIKE $1 OR p.name ILIKE $1)`,
          [likePattern(term)],
        )
      )?.count;
    const found = async (term: string) => {
      const { body } = await call<Paged<Entry>>(
        'GET',
        `/alerts/entries/?search=${encodeURIComponent(term)}&page_size=100`,
      );
      return { count: body.count, listed: Math.min(body.count, 100) === body.results.length };
    };
    const entry = await context.db.one<{
      configuration: number;
      device: number;
      project: number;
      parameter_name: string;
      unit_id: string;
      name: string;
    }>(
      `SELECT c.id AS configuration, d.id AS device, p.id AS project, c.parameter_name, d.unit_id, p.name
         FROM alarm_entries e JOIN alarm_configurations c ON c.id = e.alarm_configuration_id
         JOIN devices d ON d.id = e.device_id JOIN projects p ON p.id = e.project_id
        WHERE e.tenant_id = 'demo' ORDER BY e.id LIMIT 1`,
    );
    if (!entry) throw new Error('no alarm entry with a rule');
    const terms = (names: { parameter_name: string; unit_id: string; name: string }) => [
      names.parameter_name.toUpperCase(),
      names.unit_id.toLowerCase(),
      names.name.slice(1, -1),
      // Spans the rule's name and the unit id: no single name holds it.
      `${names.parameter_name.slice(-3)}\u001f${names.unit_id.slice(0, 3)}`,
      '%',
    ];
    for (const term of terms(entry)) {
      expect({ term, ...(await found(term)) }).toEqual({
        term,
        count: await expected(term),
        listed: true,
      });
    }
    const renamed = {
      parameter_name: 'Zz Renamed rule',
      unit_id: 'ZZ-UNIT-9',
      name: 'Zz Renamed site',
    };
    const rename = (names: { parameter_name: string; unit_id: string; name: string }) =>
      Promise.all([
        context.db.query('UPDATE alarm_configurations SET parameter_name = $2 WHERE id = $1', [
          entry.configuration,
          names.parameter_name,
        ]),
        context.db.query('UPDATE devices SET unit_id = $2 WHERE id = $1', [
          entry.device,
          names.unit_id,
        ]),
        context.db.query('UPDATE projects SET name = $2 WHERE id = $1', [
          entry.project,
          names.name,
        ]),
      ]);
    await rename(renamed);
    try {
      for (const term of [...terms(renamed), ...terms(entry)]) {
        expect({ term, ...(await found(term)) }).toEqual({
          term,
          count: await expected(term),
          listed: true,
        });
      }
      expect((await found('zz renamed')).count).toBeGreaterThan(0);
    } finally {
      await rename(entry);
    }
  });

  it('list a project’s entries and count them', async () => {
    const project = (
      await context.db.one<{ project_id: number }>(
        `SELECT project_id FROM alarm_entries WHERE tenant_id = 'demo' GROUP BY project_id ORDER BY count(*) DESC LIMIT 1`,
      )
    )?.project_id;
    const { body } = await call<Paged<Entry>>('GET', `/alerts/entries/${project}/?page_size=100`);
    expect(body.results.every((row) => row.project.id === project)).toBe(true);
    const counts = await call<{ active_alarms: number; seven_days: number; thirty_days: number }>(
      'GET',
      `/alerts/entries/${project}/counts/`,
    );
    const expected = await context.db.one<{ active: number; seven: number; thirty: number }>(
      `SELECT count(*) FILTER (WHERE NOT is_resolved)::int AS active,
              count(*) FILTER (WHERE triggered_at > $2::timestamptz - interval '7 days')::int AS seven,
              count(*) FILTER (WHERE triggered_at > $2::timestamptz - interval '30 days')::int AS thirty
         FROM alarm_entries WHERE project_id = $1`,
      [project ?? 0, clock],
    );
    expect(counts.body).toEqual({
      active_alarms: expected?.active,
      seven_days: expected?.seven,
      thirty_days: expected?.thirty,
    });
  });

  it('give 90 daily buckets that add up to the entries of the period', async () => {
    const { body } = await call<{ date: string; count: number }[]>('GET', '/alerts/entries/stats/');
    expect(body).toHaveLength(90);
    expect(body[89].date).toBe(clock.toISOString().slice(0, 10));
    const sum = body.reduce((total, bucket) => total + bucket.count, 0);
    const expected = await context.db.one<{ count: number }>(
      `SELECT count(*)::int AS count FROM alarm_entries WHERE tenant_id = 'demo' AND triggered_at >= $1`,
      [`${body[0].date}T00:00:00Z`],
    );
    expect(sum).toBe(expected?.count);
    expect(sum).toBeGreaterThan(0);
  });

  it('create, resolve and delete an entry, following the roles', async () => {
    const project = await projectOfDevice();
    const configuration = (
      await context.db.one<{ id: number }>(
        'SELECT id FROM alarm_configurations WHERE project_id = $1 ORDER BY id LIMIT 1',
        [project],
      )
    )?.id;
    const created = await call<Entry>('POST', `/alerts/entries/${project}/`, {
      alarm_configuration: configuration,
      triggered_value: 31.5,
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      is_resolved: false,
      resolved_at: null,
      triggered_value: 31.5,
    });
    const spectator = await context.token('demo', 'spectator');
    expect(
      (await call('PATCH', `/alerts/entries/${created.body.id}/`, { is_resolved: true }, spectator))
        .status,
    ).toBe(403);
    const operator = await context.token('demo', 'operator');
    const resolved = await call<Entry>(
      'PATCH',
      `/alerts/entries/${created.body.id}/`,
      { is_resolved: true },
      operator,
    );
    expect(resolved.status).toBe(200);
    expect(resolved.body).toMatchObject({ is_resolved: true, resolved_at: clock.toISOString() });
    expect(
      (await call<Entry>('GET', `/alerts/entries/detail/${created.body.id}/`)).body.is_resolved,
    ).toBe(true);
    expect(
      (await call('DELETE', `/alerts/entries/${created.body.id}/`, undefined, operator)).status,
    ).toBe(403);
    expect((await call('DELETE', `/alerts/entries/detail/${created.body.id}/`)).status).toBe(204);
    expect((await call('GET', `/alerts/entries/detail/${created.body.id}/`)).status).toBe(404);
  });

  it('answer 4xx, never 5xx, to malformed resolutions and change nothing', async () => {
    const before = await context.db.one<{ resolved: boolean; resolved_at: Date | null }>(
      'SELECT is_resolved AS resolved, resolved_at FROM alarm_entries WHERE id = $1',
      [ids.entry],
    );
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.anything().filter((body) => {
            if (typeof body !== 'object' || body === null || Array.isArray(body)) return true;
            const record = body as Record<string, unknown>;
            return !(typeof record.is_resolved === 'boolean' || 'resolved_at' in record);
          }),
          fc.record({ is_resolved: fc.oneof(fc.string(), fc.integer(), fc.constant(null)) }),
          fc.record({ resolved_at: fc.oneof(fc.string(), fc.integer()) }),
        ),
        async (body) => {
          const response = await context.request({
            method: 'PATCH',
            url: `/alerts/entries/${ids.entry}/`,
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
    const after = await context.db.one<{ resolved: boolean; resolved_at: Date | null }>(
      'SELECT is_resolved AS resolved, resolved_at FROM alarm_entries WHERE id = $1',
      [ids.entry],
    );
    expect(after).toEqual(before);
  });
});

describe('alarm tenant isolation', () => {
  it("answers 404 for every alarm call with the other tenant's ids", async () => {
    const other = acmeIds;
    const calls: ['GET' | 'POST' | 'PATCH' | 'DELETE', string, unknown][] = [
      ['GET', `/alerts/configurations/${other.project}/`, undefined],
      ['POST', `/alerts/configurations/${other.project}/`, setTempRule(1)],
      ['GET', `/alerts/configurations/detail/${other.configuration}/`, undefined],
      ['PATCH', `/alerts/configurations/${other.configuration}/`, { threshold_value: 1 }],
      ['DELETE', `/alerts/configurations/${other.configuration}/`, undefined],
      ['GET', `/alerts/entries/${other.project}/`, undefined],
      [
        'POST',
        `/alerts/entries/${other.project}/`,
        { alarm_configuration: other.configuration, triggered_value: 1 },
      ],
      ['GET', `/alerts/entries/${other.project}/counts/`, undefined],
      ['GET', `/alerts/entries/detail/${other.entry}/`, undefined],
      ['PATCH', `/alerts/entries/${other.entry}/`, { is_resolved: true }],
      ['DELETE', `/alerts/entries/detail/${other.entry}/`, undefined],
    ];
    for (const [method, url, payload] of calls) {
      expect({ method, url, status: (await call(method, url, payload)).status }).toEqual({
        method,
        url,
        status: 404,
      });
    }
    const company = await call<Paged<Entry>>('GET', '/alerts/entries/?page_size=100');
    const acmeProjects = await context.db.query<{ id: number }>(
      `SELECT id FROM projects WHERE tenant_id = 'acme'`,
    );
    const acme = new Set(acmeProjects.map((row) => row.id));
    expect(company.body.results.some((entry) => acme.has(entry.project.id))).toBe(false);
  });
});

// Each cycle polls every demo device over Modbus TCP and stores what it read: slower than a
// simulator step, so these tests get more time on a loaded machine.
describe('devices through the emulator and the poller', { timeout: 120_000 }, () => {
  async function entriesOf(configuration: number) {
    return context.db.query<{ id: number; is_resolved: boolean; triggered_value: number }>(
      'SELECT id, is_resolved, triggered_value FROM alarm_entries WHERE alarm_configuration_id = $1 ORDER BY id',
      [configuration],
    );
  }

  async function write(value: number | boolean, row: StatRow) {
    return call<{ id: number; status: string }>('POST', `/devices/${ids.vrfDevice}/write/`, {
      modbus_type: row.modbus_type,
      register: row.register,
      value,
    });
  }

  async function statusOf(entry: number) {
    return (
      await context.db.one<{ status: string }>('SELECT status FROM change_log WHERE id = $1', [
        entry,
      ])
    )?.status;
  }

  async function realtime(row: StatRow) {
    const key = row.modbus_type === 'coil' ? 'coils' : 'registers';
    const { body } = await call<Record<string, Record<string, number>>>(
      'POST',
      `/devices/${ids.vrfDevice}/device_parameters_realtime/`,
      { [key]: [row.register] },
    );
    return body[key][String(row.register)];
  }

  /** Ten seconds later: the poller sends waiting writes, then polls every device once. */
  async function cycle() {
    clock = new Date(clock.getTime() + 10_000);
    await context.poll();
  }

  it('applies a write (complete) that real-time reads then give back', async () => {
    const entry = await write(245, setTemp);
    expect(entry.body.status).toBe('incomplete');
    await cycle();
    expect(await statusOf(entry.body.id)).toBe('complete');
    expect(await realtime(setTemp)).toBe(245);
    const current = await realtime(lock);
    const coil = await write(current === 1 ? 0 : 1, lock);
    await cycle();
    expect(await statusOf(coil.body.id)).toBe('complete');
    expect(await realtime(lock)).toBe(current === 1 ? 0 : 1);
  });

  it('fails a value the device refuses and keeps the old one', async () => {
    const before = await realtime(setTemp);
    // The API refuses such a value up front (400); a write already pending (from another source) is
    // still refused by the device.
    expect((await write(355, setTemp)).status).toBe(400);
    const user = await context.db.one<{ id: number }>(
      `SELECT id FROM users WHERE tenant_id = 'demo' AND username = 'operator'`,
    );
    if (!user) throw new Error('the demo operator is missing');
    const entry = await insertWrite(context.db, 'demo', {
      projectId: await projectOfDevice(),
      deviceId: ids.vrfDevice,
      userId: user.id,
      paramName: 'Set temperature',
      data: [setTemp.register, 355],
      command: { modbusType: 'register', register: setTemp.register, rawValue: 355 },
      at: DEVICE_TEST_NOW,
    });
    await cycle();
    expect(await statusOf(entry.id)).toBe('failed');
    const detail = await context.db.one<{ detail: string }>(
      'SELECT detail FROM change_log WHERE id = $1',
      [entry.id],
    );
    // The device refused it over Modbus: exception 03, by name and code.
    expect(detail?.detail).toBe('Illegal data value (exception 03)');
    expect(await realtime(setTemp)).toBe(before);
  });

  it('triggers an alarm once per episode and resolves it when the value returns', async () => {
    const project = await projectOfDevice();
    const rule = await call<Configuration>(
      'POST',
      `/alerts/configurations/${project}/`,
      setTempRule(26),
    );
    await write(220, setTemp);
    await cycle();
    expect(await entriesOf(rule.body.id)).toEqual([]);
    await write(275, setTemp);
    for (let index = 0; index < 4; index += 1) await cycle();
    const triggered = await entriesOf(rule.body.id);
    expect(triggered).toHaveLength(1);
    expect(triggered[0]).toMatchObject({ is_resolved: false, triggered_value: 27.5 });
    const counts = await call<{ active_alarms: number }>(
      'GET',
      `/alerts/entries/${project}/counts/`,
    );
    expect(counts.body.active_alarms).toBeGreaterThanOrEqual(1);
    await write(230, setTemp);
    await cycle();
    await cycle();
    const resolved = await entriesOf(rule.body.id);
    expect(resolved).toHaveLength(1);
    expect(resolved[0].is_resolved).toBe(true);
    await write(280, setTemp);
    await cycle();
    const again = await entriesOf(rule.body.id);
    expect(again).toHaveLength(2);
    expect(again[1].is_resolved).toBe(false);
  });

  it('sends a write as soon as it is recorded while the poller runs', async () => {
    clock = new Date(clock.getTime() + 60_000);
    context.app.poller.start();
    const stop = () => context.app.poller.stop();
    const entry = await write(250, setTemp);
    try {
      for (
        let attempt = 0;
        attempt < 200 && (await statusOf(entry.body.id)) === 'incomplete';
        attempt += 1
      ) {
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    } finally {
      await stop();
    }
    expect(await statusOf(entry.body.id)).toBe('complete');
  });

  it('shows applied writes in the graph once polled, through the graph cache', async () => {
    const unit = await context.db.one<{ unit: number }>(
      'SELECT unit FROM indoor_units WHERE id = $1',
      [ids.indoorUnit],
    );
    const url = `/devices/${ids.vrfDevice}/graph/?headers=indoor.${unit?.unit}.indoor_set_temp&timerange=1&interval=5`;
    const lastPoint = async () => {
      const { body } = await call<
        { timestamp: string; data: Record<string, { computed: number }> }[]
      >('GET', url);
      const last = body[body.length - 1];
      return { at: Date.parse(last.timestamp), value: Object.values(last.data)[0].computed };
    };
    // The graph is stored polls: the interval of the poll after a write shows the written value.
    await write(215, setTemp);
    await cycle();
    clock = new Date(Math.ceil(clock.getTime() / 300_000) * 300_000 + 1_000);
    await context.poll();
    expect(await lastPoint()).toEqual({
      at: Math.floor(clock.getTime() / 300_000) * 300_000,
      value: 21.5,
    });
    await write(265, setTemp);
    await cycle();
    clock = new Date(Math.ceil(clock.getTime() / 300_000) * 300_000 + 1_000);
    // Not polled yet in this interval: the last point is the previous one, the average of its polls
    // before (21.5) and after (26.5) the write.
    expect((await lastPoint()).value).toBe(24);
    await context.poll();
    expect(await lastPoint()).toEqual({
      at: Math.floor(clock.getTime() / 300_000) * 300_000,
      value: 26.5,
    });
  });

  it("keeps the project's error status equal to whether one of its units reports an error", async () => {
    const project = await projectOfDevice();
    const devices = await context.db.query<{ id: number }>(
      'SELECT id FROM devices WHERE project_id = $1',
      [project],
    );
    const units = await context.db.query<{ kind: string; id: number }>(
      `SELECT 'outdoor' AS kind, o.id FROM outdoor_units o JOIN devices d ON d.id = o.device_id WHERE d.project_id = $1
       UNION ALL
       SELECT 'indoor', i.id FROM indoor_units i JOIN devices d ON d.id = i.device_id WHERE d.project_id = $1`,
      [project],
    );
    const targets = [...devices.map((device) => ({ kind: 'single', id: device.id })), ...units];
    clock = new Date(clock.getTime() + 10_000);
    await context.poll();
    let expected = false;
    for (const target of targets) {
      const { body } = await call<{ type: string; value: { actual: number | null } }[]>(
        'GET',
        `/devices/stats/slim/${target.kind}/${target.id}/`,
      );
      if (body.some((row) => row.type === 'error' && (row.value.actual ?? 0) >= 1)) expected = true;
    }
    await context.db.query('UPDATE projects SET error_status = $2 WHERE id = $1', [
      project,
      !expected,
    ]);
    await context.poll();
    const { body } = await call<{ error_status: boolean }>('GET', `/projects/${project}/`);
    expect(body.error_status).toBe(expected);
  });
});
