import { GRAPH_MAX_DAYS } from '@hvac/console-domain';
import type { Database } from '../db';
import type { Overrides } from '../devices/overrides';
import { DeviceSimulation } from '../simulator/signals';
import { loadDevice, loadOverrides, type StoredDevice } from '../devices/store';
import {
  DAY_MS,
  SLOT_MS,
  dayOf,
  emptyDay,
  encodeDayBlock,
  slotOf,
  type ColumnKey,
  type DayColumn,
} from './blocks';
import { devicesAtLoopbackPort, hasStoredHistory, saveDays } from './repository';
import { deviceColumns } from './series';

let revision = 0;
/**
 * Changes whenever a backfill stores a day: answers derived from stored history (the graph cache) are
 * stale then. Polls and compaction need none: a new poll changes the device's last poll time, and
 * compaction never changes an answer.
 */
export function backfillRevision(): number {
  return revision;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/**
 * One device's past from its signal functions, as if it had been polled every five minutes for `days`
 * days before `now`, written as day blocks, newest day first. The emulator serves the same functions,
 * so the stored past meets the polled present.
 */
export async function backfillDevice(
  db: Database,
  device: StoredDevice,
  overrides: Overrides | undefined,
  now: number,
  days: number = GRAPH_MAX_DAYS,
): Promise<void> {
  const simulation = new DeviceSimulation(device, overrides);
  const columns = [...deviceColumns(device)].map(([key, { kind, group }]) => {
    const [modbusType, register] = key.split(':');
    return {
      key,
      kind,
      group,
      read: simulation.series(modbusType as 'coil' | 'register', Number(register)),
    };
  });
  const end = slotOf(now);
  const start = end - days * DAY_MS;
  for (let day = dayOf(end); day + DAY_MS > start; day -= DAY_MS) {
    const slots = columns.map(() => emptyDay());
    const until = Math.min(day + DAY_MS, end);
    for (let time = Math.max(day, start); time < until; time += SLOT_MS) {
      const index = (time - day) / SLOT_MS;
      for (let column = 0; column < columns.length; column += 1) {
        const read = columns[column].read;
        if (read) slots[column][index] = read(time);
      }
    }
    const groups = new Map<string, Map<ColumnKey, DayColumn>>();
    columns.forEach(({ key, kind, group }, index) => {
      let members = groups.get(group);
      if (!members) {
        members = new Map();
        groups.set(group, members);
      }
      members.set(key, { kind, slots: slots[index] });
    });
    await saveDays(
      db,
      device.row.tenant_id,
      device.id,
      [...groups].map(([group, members]) => ({
        day,
        group,
        until,
        block: encodeDayBlock(members),
      })),
    );
    revision += 1;
    await yieldToEventLoop();
  }
}

/** The devices an emulator on loopback at `port` serves that have no stored history yet. */
export async function devicesWithoutHistory(
  db: Database,
  emulatorPort: number,
): Promise<{ tenant_id: string; id: number }[]> {
  const devices = [];
  for (const device of await devicesAtLoopbackPort(db, emulatorPort)) {
    if (!(await hasStoredHistory(db, device.id))) devices.push(device);
  }
  return devices;
}

/** 90 days (or `days`) before `now` for each device; answers the devices done. */
export async function backfillDevices(
  db: Database,
  devices: readonly { tenant_id: string; id: number }[],
  now: Date,
  days: number = GRAPH_MAX_DAYS,
): Promise<number> {
  let done = 0;
  for (const { tenant_id: tenant, id } of devices) {
    const device = await loadDevice(db, tenant, id);
    if (!device) continue;
    const overrides = (await loadOverrides(db, tenant, [id])).get(id);
    await backfillDevice(db, device, overrides, now.getTime(), days);
    done += 1;
  }
  return done;
}

/**
 * The demo's first start: every device the demo's emulator serves that has no stored history gets
 * the `days` (90) before `now`, so that graphs and tables show history at once. Answers the devices
 * done. The server picks the devices before its poller starts (a polled device has history of its
 * own) and backfills them after it listens.
 */
export async function backfillEmulatedDevices(
  db: Database,
  emulatorPort: number,
  now: Date,
  days: number = GRAPH_MAX_DAYS,
): Promise<number> {
  return backfillDevices(db, await devicesWithoutHistory(db, emulatorPort), now, days);
}
