import { tooManyChecksText } from '@hvac/console-domain';
import { fixedLimit, type RateLimits } from '../auth/rateLimit';
import type { ConnectionCheck, ReportedLayout } from './link';
import type { DeviceModel } from './types';

/**
 * Check Connection opens a connection wherever DEVICE_NETWORKS allows and its answers tell a Modbus
 * port, a closed port and another service apart: a port scanner unless it is limited. Fixed windows
 * per user and per company (an installer checks a few devices a minute; a scan needs hundreds).
 */
export interface CheckConnectionLimits {
  perUser: number;
  perTenant: number;
  windowMs: number;
}
export const CHECK_CONNECTION_LIMITS: CheckConnectionLimits = {
  perUser: 12,
  perTenant: 40,
  windowMs: 60_000,
};

/** The answer of POST /devices/check-connection/. */
export interface CheckConnectionAnswer {
  ok: boolean;
  detail: string;
  /** The model the device answers as, when it refused the chosen model's registers. */
  suggested_model?: { key: string; name: string };
  /** What the device reports of its systems (models with discovery registers). */
  layout?: ReportedLayout;
}

/** A refused check: the seconds to wait and the sentence the dialog shows. */
export interface CheckRefusal {
  retryAfter: number;
  detail: string;
}

/**
 * Counts one check of the user and of the company (rate_limits, shared by every instance). A refused
 * check is not counted, so it never pushes the wait further; a check the company's limit refuses is
 * taken back from the user's count. Undefined when the check may run.
 */
export async function limitConnectionCheck(
  limits: RateLimits,
  who: { tenant: string; userId: number },
  now: Date,
  settings: CheckConnectionLimits = CHECK_CONNECTION_LIMITS,
): Promise<CheckRefusal | undefined> {
  const refusal = (seconds: number) => ({
    retryAfter: seconds,
    detail: tooManyChecksText(seconds),
  });
  const userKey = `check_connection:user:${who.tenant}:${who.userId}`;
  const user = await limits.attempt(userKey, fixedLimit(settings.perUser, settings.windowMs), now);
  if (!user.allowed) return refusal(user.retryAfter);
  const tenant = await limits.attempt(
    `check_connection:tenant:${who.tenant}`,
    fixedLimit(settings.perTenant, settings.windowMs),
    now,
  );
  if (!tenant.allowed) {
    await limits.release(userKey, user);
    return refusal(tenant.retryAfter);
  }
  return undefined;
}

/** 'Gree GMV6 GMV-Pro': a model as the model list names it. */
export function modelName(model: DeviceModel): string {
  return `${model.manufacturer} ${model.model} ${model.model_type}`;
}

/** The most candidate models loaded for one check (a company may have many of its own). */
const MAX_CANDIDATES = 16;

/**
 * The models to probe when the device refuses the chosen one: the company's models and the built-in
 * ones (the only models it may use), those of the chosen model's manufacturer first, at most 16.
 */
export function candidateKeys(
  models: readonly { key: string; manufacturer: string }[],
  chosen: DeviceModel,
): string[] {
  const others = models.filter((model) => model.key !== chosen.key);
  const same = others.filter((model) => model.manufacturer === chosen.manufacturer);
  return [...same, ...others.filter((model) => model.manufacturer !== chosen.manufacturer)]
    .slice(0, MAX_CANDIDATES)
    .map((model) => model.key);
}

/** The answer to the user: the read's result, the suggested model by key and name, the layout. */
export function checkAnswer(check: ConnectionCheck): CheckConnectionAnswer {
  return {
    ok: check.ok,
    detail: check.detail,
    ...(check.suggested
      ? { suggested_model: { key: check.suggested.key, name: modelName(check.suggested) } }
      : {}),
    ...(check.layout ? { layout: check.layout } : {}),
  };
}

/** The check's outcome in the server log: 'answered', 'exception', 'refused', 'timeout', … */
export function checkOutcome(check: ConnectionCheck): string {
  if (check.ok) return 'answered';
  return check.failure ?? 'failed';
}
