import { describe, expect, it } from 'vitest';
import { createDatabase, loadMigrations, migrate } from '../src/db';

// Writes are typed device commands (issue 31, migration 640): the poller reads function code,
// register and raw value from their own columns; the change-log entry only shows the write and reads
// its status from its command (the view change_log).

async function withDatabase(
  work: (db: Awaited<ReturnType<typeof createDatabase>>) => Promise<void>,
) {
  const db = await createDatabase({ memory: true });
  try {
    await work(db);
  } finally {
    await db.close();
  }
}

async function device(db: Awaited<ReturnType<typeof createDatabase>>) {
  await db.query(`INSERT INTO tenants (id, name) VALUES ('t', 'T')`);
  const [project] = await db.query<{ id: number }>(
    `INSERT INTO projects (tenant_id, name) VALUES ('t', 'P') RETURNING id`,
  );
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO devices (tenant_id, project_id, unit_id, device_type, model_key, port)
     VALUES ('t', $1, 'D1', 'VRF', 'midea-vrf-v6', 1502) RETURNING id`,
    [project.id],
  );
  return { project: project.id, device: row.id };
}

describe('migration 640', () => {
  it('turns waiting writes into commands from their data, fails what it cannot read, keeps history', async () => {
    await withDatabase(async (db) => {
      await migrate(
        db,
        loadMigrations().filter((migration) => migration.id < 640),
      );
      const { project, device: deviceId } = await device(db);
      const entry = async (
        action: string,
        status: string,
        data: unknown,
        sentAt: Date | null = null,
      ) =>
        (
          await db.query<{ id: number }>(
            `INSERT INTO change_log_entries (tenant_id, project_id, device_id, action, status, param_name, data,
                                             created_at, applies_at, sent_at)
             VALUES ('t', $1, $2, $3, $4, 'P', $5::jsonb, now(), now(), $6) RETURNING id`,
            [project, deviceId, action, status, JSON.stringify(data), sentAt],
          )
        )[0].id;
      const sent = new Date('2026-11-28T10:00:00Z');
      const register = await entry(
        'single-register-write',
        'incomplete',
        [41, '-5.0 °C', -50],
        sent,
      );
      const older = await entry('single-register-write', 'incomplete', [41, 235]);
      const coil = await entry('single-coil-write', 'incomplete', [3, 'On', 1]);
      const garbage = await entry('single-register-write', 'incomplete', ['41; DROP', 'x']);
      const outOfRange = await entry('single-coil-write', 'incomplete', [3, 'On', 7]);
      const past = await entry('single-register-write', 'complete', [41, '22.0 °C', 220]);

      expect(await migrate(db)).toContain(640);
      const commands = await db.query(
        `SELECT id, function_code, register, raw_value, status, sent_at FROM device_commands ORDER BY id`,
      );
      expect(commands).toEqual([
        {
          id: register,
          function_code: 6,
          register: 41,
          raw_value: -50,
          status: 'incomplete',
          sent_at: sent,
        },
        {
          id: older,
          function_code: 6,
          register: 41,
          raw_value: 235,
          status: 'incomplete',
          sent_at: null,
        },
        {
          id: coil,
          function_code: 5,
          register: 3,
          raw_value: 1,
          status: 'incomplete',
          sent_at: null,
        },
      ]);
      const log = await db.query<{ id: number; status: string; detail: string | null }>(
        'SELECT id, status, detail FROM change_log ORDER BY id',
      );
      expect(log).toEqual([
        { id: register, status: 'incomplete', detail: null },
        { id: older, status: 'incomplete', detail: null },
        { id: coil, status: 'incomplete', detail: null },
        { id: garbage, status: 'failed', detail: 'The device answered with another value.' },
        { id: outOfRange, status: 'failed', detail: 'The device answered with another value.' },
        { id: past, status: 'complete', detail: null },
      ]);
      // New commands do not collide with the ids kept.
      const [next] = await db.query<{ id: number }>(
        `INSERT INTO device_commands (tenant_id, device_id, function_code, register, raw_value, created_at)
         VALUES ('t', $1, 6, 41, 200, now()) RETURNING id`,
        [deviceId],
      );
      expect(next.id).toBeGreaterThan(coil);
    });
  });

  it('refuses a command no device could take: another function, a coil of 2, a register past 65535', async () => {
    await withDatabase(async (db) => {
      await migrate(db);
      const { device: deviceId } = await device(db);
      const insert = (functionCode: number, register: number, raw: number) =>
        db.query(
          `INSERT INTO device_commands (tenant_id, device_id, function_code, register, raw_value, created_at)
           VALUES ('t', $1, $2, $3, $4, now())`,
          [deviceId, functionCode, register, raw],
        );
      await expect(insert(16, 41, 200)).rejects.toThrow();
      await expect(insert(5, 3, 2)).rejects.toThrow();
      await expect(insert(6, 65_536, 2)).rejects.toThrow();
      await expect(insert(6, 41, 70_000)).rejects.toThrow();
      await insert(6, 41, -50);
      await insert(5, 3, 1);
    });
  });
});
