import { WRITE_ACTIONS } from '@hvac/console-domain';
import type { Database } from '../db';
import type { ModbusType } from './types';

export { WRITE_ACTIONS };

/** The Modbus function a write uses: 05 write single coil, 06 write single register. */
export const WRITE_FUNCTIONS = { coil: 5, register: 6 } as const satisfies Record<
  ModbusType,
  number
>;
export type WriteFunction = (typeof WRITE_FUNCTIONS)[ModbusType];

export function modbusTypeOfFunction(functionCode: number): ModbusType | undefined {
  if (functionCode === WRITE_FUNCTIONS.coil) return 'coil';
  if (functionCode === WRITE_FUNCTIONS.register) return 'register';
  return undefined;
}

/** incomplete until the device answers: complete, or failed with the reason in words. */
export type CommandStatus = 'complete' | 'failed' | 'incomplete';

/** What a write asks of a device: typed, never parsed from display text. */
export interface NewCommand {
  modbusType: ModbusType;
  register: number;
  /** The value as the register holds it (signed registers may be negative); a coil 0 or 1. */
  rawValue: number;
}

/** A command waiting for its device, with the change-log entry that shows it (if any). */
export interface PendingCommand {
  id: number;
  tenant_id: string;
  project_id: number;
  device_id: number;
  /** The change-log entry the console follows (its id travels in change_log.changed). */
  entry_id: number | null;
  function_code: number;
  register: number;
  raw_value: number;
  sent_at: Date | null;
}

/** Commands waiting for their device (oldest first), of the devices given. */
export function pendingCommands(
  db: Database,
  deviceIds: readonly number[],
): Promise<PendingCommand[]> {
  if (deviceIds.length === 0) return Promise.resolve([]);
  return db.query<PendingCommand>(
    `SELECT k.id, k.tenant_id, d.project_id, k.device_id, c.id AS entry_id, k.function_code,
            k.register, k.raw_value, k.sent_at
       FROM device_commands k
       JOIN devices d ON d.id = k.device_id
       LEFT JOIN change_log_entries c ON c.command_id = k.id
      WHERE k.status = 'incomplete' AND k.device_id = ANY($1::int[])
      ORDER BY k.id`,
    [[...deviceIds]],
  );
}

/**
 * Claims a command before it leaves: only the one caller that sets `sent_at` sends it (two instances
 * never both do), and after a crash it is read back, never sent a second time.
 */
export async function claimCommand(db: Database, id: number, at: Date): Promise<boolean> {
  const rows = await db.query(
    `UPDATE device_commands SET sent_at = $2
      WHERE id = $1 AND sent_at IS NULL AND status = 'incomplete' RETURNING id`,
    [id, at],
  );
  return rows.length > 0;
}

/** complete, or failed with its reason; answers whether the command was still incomplete. */
export async function finishCommand(
  db: Database,
  id: number,
  status: 'complete' | 'failed',
  detail: string | null,
  at: Date,
): Promise<boolean> {
  const rows = await db.query(
    `UPDATE device_commands SET status = $2, detail = $3, answered_at = $4
      WHERE id = $1 AND status = 'incomplete' RETURNING id`,
    [id, status, detail, at],
  );
  return rows.length > 0;
}
