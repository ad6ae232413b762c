import { DEVICE_MESSAGES as MODBUS_MESSAGES } from '@hvac/console-domain';
import { z } from 'zod';
import type { Database } from '../db';
import type { RealtimeRead, RealtimeValues } from '../devices/realtime';
import { ModbusError } from '../modbus/gateway';

/**
 * How long POST /devices/{id}/device_parameters_raw/ waits for the lease holder's answer: the poll
 * under way on the device (a connect and a request timeout per span, at worst), the read itself and
 * room. Past it the call answers 504 with DEVICE_MESSAGES.RAW_READ_NO_POLLER.
 */
export const RAW_READ_WAIT_MS = 10_000;
/** A request older than this is answered by nobody any more (its requester gave up): deleted. */
const STALE_SECONDS = 60;
const STEP_MS = 100;

/** What the device answered, or its error (the ModbusError's sentence), or no answer in time. */
export type RawReadOutcome =
  | { values: { coils: RealtimeValues; registers: RealtimeValues } }
  | { error: string }
  | { timeout: true };

const storedValues = z.object({
  coils: z.record(z.string(), z.number().nullable()),
  registers: z.record(z.string(), z.number().nullable()),
});

/**
 * Debug Mode's raw read, asked of the instance that holds the device's lease (this one or another on
 * the same database): only that instance talks to the device's gateway, which serves one request at
 * a time. The request is stored (`raw_reads`), `wake` makes this instance's poller look at once (the
 * owner's tick finds it otherwise), and the answer is awaited up to `waitMs`. The row is deleted once
 * answered or given up. undefined: the device is not the tenant's (nothing was stored).
 */
export async function requestRawRead(
  db: Database,
  wake: () => void,
  tenant: string,
  deviceId: number,
  read: RealtimeRead,
  waitMs = RAW_READ_WAIT_MS,
): Promise<RawReadOutcome | undefined> {
  const row = await db.one<{ id: number }>(
    `INSERT INTO raw_reads (tenant_id, device_id, coils, registers, requested_at)
     SELECT d.tenant_id, d.id, $3::int[], $4::int[], clock_timestamp()
       FROM devices d WHERE d.tenant_id = $1 AND d.id = $2
     RETURNING id`,
    [tenant, deviceId, [...read.coils], [...read.registers]],
  );
  if (!row) return undefined;
  const id = Number(row.id);
  try {
    wake();
    const deadline = Date.now() + waitMs;
    for (;;) {
      const answer = await db.one<{ result: unknown; error: string | null }>(
        `SELECT result, error FROM raw_reads
          WHERE id = $1 AND tenant_id = $2 AND answered_at IS NOT NULL`,
        [id, tenant],
      );
      if (answer) {
        if (answer.error !== null) return { error: answer.error };
        const result: unknown =
          typeof answer.result === 'string' ? JSON.parse(answer.result) : answer.result;
        return { values: storedValues.parse(result) };
      }
      if (Date.now() >= deadline) return { timeout: true };
      await new Promise((resolve) => setTimeout(resolve, Math.min(STEP_MS, deadline - Date.now())));
    }
  } finally {
    await db.query('DELETE FROM raw_reads WHERE id = $1', [id]);
  }
}

/** A raw read taken by the lease holder. */
export interface RawReadRequest {
  id: number;
  tenant_id: string;
  device_id: number;
  coils: number[];
  registers: number[];
}

/**
 * The waiting raw reads of the devices given (this instance's leases), oldest first, taken by
 * `instance`: each is answered once, by one instance. Requests nobody waits for any more are deleted.
 */
export async function takeRawReads(
  db: Database,
  instance: string,
  deviceIds: readonly number[],
): Promise<RawReadRequest[]> {
  if (deviceIds.length === 0) return [];
  await db.query(
    `DELETE FROM raw_reads WHERE requested_at < clock_timestamp() - make_interval(secs => $1)`,
    [STALE_SECONDS],
  );
  const rows = await db.query<RawReadRequest>(
    `UPDATE raw_reads r SET taken_by = $2, taken_at = clock_timestamp()
      WHERE r.id IN (SELECT id FROM raw_reads
                      WHERE taken_by IS NULL AND device_id = ANY($1::int[])
                      ORDER BY id FOR UPDATE SKIP LOCKED)
        AND r.taken_by IS NULL
      RETURNING r.id, r.tenant_id, r.device_id, r.coils, r.registers`,
    [[...deviceIds], instance],
  );
  return rows
    .map((row) => ({
      ...row,
      id: Number(row.id),
      coils: row.coils.map(Number),
      registers: row.registers.map(Number),
    }))
    .sort((a, b) => a.id - b.id);
}

/**
 * Performs one taken raw read (`read` runs it on the lease holder's gateway, between its polls of the
 * device) and stores what the device answered, or the ModbusError's sentence; anything else is ours:
 * reported to `onError` and answered as no answer.
 */
export async function answerRawRead(
  db: Database,
  request: RawReadRequest,
  read: (what: RealtimeRead) => Promise<{ coils: RealtimeValues; registers: RealtimeValues }>,
  onError?: (error: unknown) => void,
): Promise<void> {
  let result: string | null = null;
  let error: string | null = null;
  try {
    result = JSON.stringify(await read({ coils: request.coils, registers: request.registers }));
  } catch (failure) {
    if (!(failure instanceof ModbusError)) onError?.(failure);
    error = failure instanceof ModbusError ? failure.message : MODBUS_MESSAGES.NO_ANSWER;
  }
  await db.query(
    `UPDATE raw_reads SET answered_at = clock_timestamp(), result = $2::jsonb, error = $3
      WHERE id = $1 AND answered_at IS NULL`,
    [request.id, result, error],
  );
}
