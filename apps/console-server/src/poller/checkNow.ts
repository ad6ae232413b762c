import type { Database } from '../db';
import { checkDone, requestCheck } from './repository';

/** How long POST /devices/{id}/check-now/ waits for the poll (a connect and a request timeout, and room). */
export const CHECK_NOW_WAIT_MS = 10_000;
const STEP_MS = 150;

/**
 * Check now: resets the device's reconnect backoff and polls it at once. The request goes through the
 * database to the instance that holds the device's lease (this one or another, as a write does);
 * `wake` makes this instance look at once. Answers whether the poll finished within `waitMs`
 * (otherwise it still comes, as soon as the lease holder gets to it), or undefined for a device that
 * is not the tenant's.
 */
export async function checkNow(
  db: Database,
  wake: () => void,
  tenant: string,
  deviceId: number,
  waitMs = CHECK_NOW_WAIT_MS,
): Promise<{ checked: boolean } | undefined> {
  const requestedAt = await requestCheck(db, tenant, deviceId);
  if (!requestedAt) return undefined;
  wake();
  const deadline = Date.now() + waitMs;
  for (;;) {
    if (await checkDone(db, tenant, deviceId, requestedAt)) return { checked: true };
    if (Date.now() >= deadline) return { checked: false };
    await new Promise((resolve) => setTimeout(resolve, STEP_MS));
  }
}
