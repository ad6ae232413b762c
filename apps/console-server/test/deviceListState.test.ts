import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/**
 * The device list's State column (issue 23): `state=` filters by the state the answers show (an
 * online device silent for three poll intervals is offline), `ordering=state` lists offline devices
 * first, `ordering=last_seen` the longest silent first (never seen before all).
 */
const NOW = new Date('2026-03-14T09:30:00Z');
let context: TestContext;
let token: string;
let ids: number[];

interface Item {
  id: number;
  unit_id: string;
  status: { state: string; last_seen: string | null; last_error: string | null };
}
interface Page {
  count: number;
  results: Item[];
}

async function setStatus(id: number, state: string, lastSeen: Date | null) {
  await context.db.query(
    `INSERT INTO device_status (device_id, tenant_id, state, last_seen, last_error)
     VALUES ($1, 'demo', $2, $3, $4)
     ON CONFLICT (device_id) DO UPDATE SET state = $2, last_seen = $3, last_error = $4`,
    [id, state, lastSeen, state === 'offline' ? 'No answer within 2 s' : null],
  );
}

const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000);

async function list(query: string): Promise<Page> {
  const response = await context.request({ url: `/devices/slim/?${query}`, token });
  expect(response.statusCode).toBe(200);
  return response.json<Page>();
}

beforeAll(async () => {
  context = await createTestContext({ now: () => NOW });
  token = await context.token('demo', 'spectator');
  const rows = await context.db.query<{ id: number; poll_interval: number }>(
    "SELECT id, poll_interval FROM devices WHERE tenant_id = 'demo' ORDER BY id",
  );
  ids = rows.map((row) => row.id);
  for (const id of ids) await setStatus(id, 'online', minutesAgo(0.1));
  await setStatus(ids[0], 'offline', minutesAgo(60));
  await setStatus(ids[1], 'offline', null);
  await setStatus(ids[2], 'unknown', null);
  // Stored online, but silent for far longer than three poll intervals: offline.
  await setStatus(ids[3], 'online', minutesAgo(24 * 60));
});
afterAll(() => context.close());

describe('GET /devices/slim/ by state', () => {
  it('filters by the state the answers show', async () => {
    const offline = await list('state=offline&page_size=100');
    expect(offline.results.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      [ids[0], ids[1], ids[3]].sort((a, b) => a - b),
    );
    expect(offline.count).toBe(3);
    expect(offline.results.every((item) => item.status.state === 'offline')).toBe(true);
    const unknown = await list('state=unknown');
    expect(unknown.results.map((item) => item.id)).toEqual([ids[2]]);
    const online = await list('state=online&page_size=100');
    expect(online.count).toBe(ids.length - 4);
  });

  it('orders offline first, then not yet polled, then online', async () => {
    const page = await list('ordering=state&page_size=100');
    const states = page.results.map((item) => item.status.state);
    expect(states.slice(0, 4)).toEqual(['offline', 'offline', 'offline', 'unknown']);
    expect(new Set(states.slice(4))).toEqual(new Set(['online']));
    const descending = await list('ordering=-state&page_size=100');
    expect(descending.results[0].status.state).toBe('online');
  });

  it('orders by last seen, never seen first', async () => {
    const page = await list('state=offline&ordering=last_seen');
    expect(page.results.map((item) => item.id)).toEqual([ids[1], ids[3], ids[0]]);
  });

  it('refuses an unknown state with a field message, never a 500', async () => {
    const response = await context.request({ url: '/devices/slim/?state=asleep', token });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<Record<string, unknown>>())).toEqual(['state']);
  });
});
