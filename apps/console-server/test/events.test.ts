import type { LiveEvent } from '@hvac/console-domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../src/db';
import { EventBus, inProcessTransport, postgresTransport } from '../src/events/bus';
import type { BusMessage } from '../src/events/bus';
import { DEVICE_TEST_NOW, ensureDeviceData, idsOf } from './deviceData';
import {
  createTestContext,
  testDatabaseUrl,
  type TestContext,
  describeWithPostgres,
} from './helpers';

// The event bus (issue 24) and the events the server publishes on it.

let clock = DEVICE_TEST_NOW;
let context: TestContext;
let admin: string;
let ids: Awaited<ReturnType<typeof idsOf>>;
/** The project of the demo's first VRF device. */
let vrfProject = 0;
const received: BusMessage[] = [];

beforeAll(async () => {
  context = await createTestContext({ now: () => clock, emulator: true });
  await ensureDeviceData(context.db);
  admin = await context.token('demo', 'admin');
  ids = await idsOf(context.db, 'demo');
  const device = await context.db.one<{ project_id: number }>(
    'SELECT project_id FROM devices WHERE id = $1',
    [ids.vrfDevice],
  );
  vrfProject = device?.project_id ?? 0;
  context.app.events.subscribe((message) => received.push(message));
}, 120_000);
afterAll(async () => context?.close());

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const MARKER = 'marker-tenant';

/** Waits until every message published so far has arrived (PostgreSQL delivers them a little later). */
async function flush(): Promise<void> {
  const before = received.length;
  context.app.events.publish({
    tenant: MARKER,
    type: 'project.error_status',
    project: 0,
    error_status: false,
  });
  const arrived = () =>
    received.slice(before).some((message) => message.kind === 'event' && message.tenant === MARKER);
  for (let attempt = 0; attempt < 200 && !arrived(); attempt += 1) await settle();
  let count = -1;
  while (count !== received.length) {
    count = received.length;
    await settle();
  }
}

async function eventsDuring(
  work: () => Promise<unknown>,
): Promise<(LiveEvent & { tenant: string })[]> {
  await flush();
  received.length = 0;
  await work();
  await flush();
  return received.flatMap((message) =>
    message.kind === 'event' && message.tenant !== MARKER
      ? [{ ...message.event, tenant: message.tenant }]
      : [],
  );
}

/** Ten seconds later: the poller sends waiting writes and polls every device (the emulator's). */
async function cycle() {
  clock = new Date(clock.getTime() + 10_000);
  await context.poll();
}

async function setTempRegister(): Promise<number> {
  const stats = (
    await context.request({
      method: 'GET',
      url: `/devices/stats/slim/indoor/${ids.indoorUnit}/`,
      token: admin,
    })
  ).json<{ key: string; register: number }[]>();
  const row = stats.find((candidate) => candidate.key === 'indoor_set_temp');
  if (!row) throw new Error('no set temperature');
  return row.register;
}

describe('published events', () => {
  it('a write is published when logged and again when the device took it', async () => {
    const register = await setTempRegister();
    let entry = 0;
    const created = await eventsDuring(async () => {
      const response = await context.request({
        method: 'POST',
        url: `/devices/${ids.vrfDevice}/write/`,
        token: admin,
        payload: { modbus_type: 'register', register, value: 240 },
      });
      expect(response.statusCode).toBe(201);
      entry = response.json<{ id: number }>().id;
    });
    expect(created).toEqual([
      expect.objectContaining({
        tenant: 'demo',
        type: 'change_log.created',
        project: vrfProject,
        device: ids.vrfDevice,
        entry,
        status: 'incomplete',
      }),
    ]);
    const applied = await eventsDuring(cycle);
    expect(applied).toContainEqual(
      expect.objectContaining({
        tenant: 'demo',
        type: 'change_log.changed',
        entry,
        status: 'complete',
        project: vrfProject,
      }),
    );
  });

  it('every simulated device counts as polled in each cycle, in its own tenant', async () => {
    const events = await eventsDuring(cycle);
    const polled = events.filter((event) => event.type === 'device.polled');
    const devices = await context.db.query<{ id: number; tenant_id: string; project_id: number }>(
      'SELECT id, tenant_id, project_id FROM devices ORDER BY id',
    );
    expect(
      polled
        .map((event) => [event.tenant, event.type === 'device.polled' && event.device])
        .sort((a, b) => Number(a[1]) - Number(b[1])),
    ).toEqual(devices.map((device) => [device.tenant_id, device.id]));
    expect(polled[0]).toMatchObject({ at: clock.toISOString() });
  });

  it('alarm entries are published when raised, resolved, reopened and deleted by hand', async () => {
    const body = { alarm_configuration: ids.configuration, triggered_value: 40 };
    let entry = 0;
    const raised = await eventsDuring(async () => {
      const response = await context.request({
        method: 'POST',
        url: `/alerts/entries/${ids.project}/`,
        token: admin,
        payload: body,
      });
      expect(response.statusCode).toBe(201);
      entry = response.json<{ id: number }>().id;
    });
    expect(raised).toEqual([
      expect.objectContaining({ type: 'alarm.raised', project: ids.project, entry }),
    ]);
    const patch = (is_resolved: boolean) =>
      context.request({
        method: 'PATCH',
        url: `/alerts/entries/detail/${entry}/`,
        token: admin,
        payload: { is_resolved },
      });
    expect(await eventsDuring(() => patch(true))).toEqual([
      expect.objectContaining({ type: 'alarm.resolved', entry }),
    ]);
    // Resolving a resolved entry again changes nothing and says nothing.
    expect(await eventsDuring(() => patch(true))).toEqual([]);
    expect(await eventsDuring(() => patch(false))).toEqual([
      expect.objectContaining({ type: 'alarm.raised', entry }),
    ]);
    const deleted = await eventsDuring(() =>
      context.request({ method: 'DELETE', url: `/alerts/entries/${entry}/`, token: admin }),
    );
    expect(deleted).toEqual([expect.objectContaining({ type: 'alarm.resolved', entry })]);
  });

  it('a rule that starts and stops holding publishes the raised and the resolved entry', async () => {
    const register = await setTempRegister();
    const created = await context.request({
      method: 'POST',
      url: `/alerts/configurations/${vrfProject}/`,
      token: admin,
      payload: {
        device: ids.vrfDevice,
        parameter_name: 'Set temperature',
        parameter_modbus_type: 'register',
        parameter_register: register,
        alarm_type: 'higher',
        threshold_value: 26,
      },
    });
    expect(created.statusCode).toBe(201);
    const write = (value: number) =>
      context.request({
        method: 'POST',
        url: `/devices/${ids.vrfDevice}/write/`,
        token: admin,
        payload: { modbus_type: 'register', register, value },
      });
    await write(275);
    const raised = (await eventsDuring(cycle)).filter((event) => event.type === 'alarm.raised');
    expect(raised).toHaveLength(1);
    const stored = await context.db.one<{ id: number }>(
      'SELECT id FROM alarm_entries WHERE alarm_configuration_id = $1',
      [created.json<{ id: number }>().id],
    );
    expect(raised[0]).toMatchObject({ tenant: 'demo', project: vrfProject, entry: stored?.id });
    await write(230);
    const resolved = (await eventsDuring(cycle)).filter((event) => event.type === 'alarm.resolved');
    expect(resolved).toEqual([expect.objectContaining({ entry: stored?.id })]);
  });

  it("a project's error status is published when it changes, with its new value", async () => {
    const before = await context.db.one<{ error_status: boolean }>(
      'SELECT error_status FROM projects WHERE id = $1',
      [ids.project],
    );
    await context.db.query('UPDATE projects SET error_status = $2 WHERE id = $1', [
      ids.project,
      !before?.error_status,
    ]);
    const events = (await eventsDuring(cycle)).filter(
      (event) => event.type === 'project.error_status',
    );
    expect(events).toContainEqual(
      expect.objectContaining({
        tenant: 'demo',
        project: ids.project,
        error_status: before?.error_status,
      }),
    );
  });
});

describe('the event bus', () => {
  function bus(bufferSize = 5) {
    let time = 0;
    const events = new EventBus({
      transport: inProcessTransport(),
      bufferSize,
      bufferMs: 1_000,
      now: () => new Date(time),
    });
    return {
      events,
      advance: (ms: number) => (time += ms),
    };
  }

  async function publishMany(events: EventBus, tenant: string, count: number): Promise<string[]> {
    const ids: string[] = [];
    const stop = events.subscribe((message) => {
      if (message.kind === 'event' && message.tenant === tenant) ids.push(message.event.id);
    });
    for (let index = 0; index < count; index += 1)
      events.publish({ tenant, type: 'project.error_status', project: index, error_status: true });
    await settle();
    stop();
    return ids;
  }

  it('replays exactly what followed an id, of the same tenant only', async () => {
    const { events } = bus(10);
    await events.start();
    const demo = await publishMany(events, 'demo', 4);
    await publishMany(events, 'acme', 3);
    expect(new Set(demo).size).toBe(4);
    expect(events.since('demo', demo[1])?.map((event) => event.id)).toEqual(demo.slice(2));
    expect(events.since('demo', demo[3])).toEqual([]);
    // An id of another tenant is unknown here: refetch, never the other tenant's events.
    expect(events.since('acme', demo[1])).toBeUndefined();
    expect(events.since('demo', 'nonsense')).toBeUndefined();
    await events.stop();
  });

  it('forgets events beyond its size and its age (the console must refetch)', async () => {
    const { events, advance } = bus(3);
    await events.start();
    const first = await publishMany(events, 'demo', 5);
    expect(events.since('demo', first[1])).toBeUndefined();
    expect(events.since('demo', first[2])).toHaveLength(2);
    advance(1_500);
    expect(events.since('demo', first[2])).toBeUndefined();
    await events.stop();
  });
});

describeWithPostgres('the event bus on PostgreSQL', () => {
  it('delivers an event of one instance to another sharing the database, in order, once', async () => {
    const url = testDatabaseUrl() as string;
    const schema = (await context.db.one<{ schema: string }>('SELECT current_schema() AS schema'))
      ?.schema;
    const other = await createDatabase({ url, schema });
    const instanceB = new EventBus({ transport: postgresTransport(other) });
    await instanceB.start();
    try {
      // Only this test's events count (projects 7001–7003): earlier tests' may still be on the way.
      const ours = (message: BusMessage) =>
        message.kind === 'event' && message.tenant === 'acme' && message.event.project > 7000
          ? [message.event]
          : [];
      const atB: BusMessage[] = [];
      instanceB.subscribe((message) => atB.push(message));
      received.length = 0;
      for (let index = 1; index <= 3; index += 1) {
        context.app.events.publish({
          tenant: 'acme',
          type: 'project.error_status',
          project: 7000 + index,
          error_status: true,
        });
      }
      for (let attempt = 0; attempt < 100 && atB.flatMap(ours).length < 3; attempt += 1)
        await settle();
      expect(atB.flatMap(ours).map((event) => event.project)).toEqual([7001, 7002, 7003]);
      // Both instances hold the same events: a stream resumes on B with an id that A gave.
      for (let attempt = 0; attempt < 100 && received.flatMap(ours).length < 3; attempt += 1)
        await settle();
      const onA = received.flatMap(ours);
      expect(onA.map((event) => event.project)).toEqual([7001, 7002, 7003]);
      expect(instanceB.since('acme', onA[0].id)?.map((event) => event.id)).toEqual([
        onA[1].id,
        onA[2].id,
      ]);
    } finally {
      await instanceB.stop();
      await other.close();
    }
  });
});
