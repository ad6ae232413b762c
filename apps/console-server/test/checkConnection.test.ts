import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from './helpers';

/**
 * POST /devices/check-connection/ against the demo's emulator (issue 23): the answer says how long
 * the device took ('Answered in 12 ms'), or why it did not answer.
 */
let context: TestContext;
let token: string;
let device: { port: number; modbus_unit: number; model_key: string };

beforeAll(async () => {
  context = await createTestContext({ emulator: true });
  token = await context.token('demo', 'manager');
  // A demo device at the emulator: the emulator answers its unit as that device's model.
  [device] = await context.db.query<typeof device>(
    "SELECT port, modbus_unit, model_key FROM devices WHERE tenant_id = 'demo' AND host = '127.0.0.1' ORDER BY id LIMIT 1",
  );
});
afterAll(() => context.close());

const check = (connection: object) =>
  context.request({
    method: 'POST',
    url: '/devices/check-connection/',
    token,
    payload: {
      model: device.model_key,
      connection: {
        host: '127.0.0.1',
        port: device.port,
        unit: device.modbus_unit,
        poll_interval: 60,
        ...connection,
      },
    },
  });

describe('Check Connection', () => {
  it('answers how long the device took', async () => {
    const response = await check({});
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ ok: boolean; detail: string }>();
    expect(answer.ok).toBe(true);
    expect(answer.detail).toMatch(/^Answered in \d+ ms$/);
  });

  it('says why when nothing listens', async () => {
    const response = await check({ port: 1 });
    expect(response.statusCode).toBe(200);
    const answer = response.json<{ ok: boolean; detail: string }>();
    expect(answer.ok).toBe(false);
    expect(answer.detail).not.toMatch(/^Answered/);
  });
});
