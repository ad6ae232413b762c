import { randomBytes } from 'node:crypto';
import { hashPassword } from '../auth/passwords';
import { hashToken, randomToken } from '../auth/tokens';
import type { Database } from '../db';
import {
  insertGateway,
  replaceEnrolmentToken,
  revokeGateway,
  spendEnrolmentToken,
} from './repository';
import type { EnrolmentOutcome } from './repository';

/** An enrolment token is valid this long, once (DECISIONS.md). */
export const ENROLMENT_TOKEN_MS = 24 * 60 * 60 * 1000;
/** Where the documented command keeps the gateway's credentials (its data folder). */
export const GATEWAY_DATA_DIR = '/var/lib/hvac-edge';

export const GATEWAY_MESSAGES = {
  NAME_REQUIRED: 'Give the gateway a name.',
  TOKEN_REQUIRED: 'Enter the enrolment token.',
  TOKEN_UNKNOWN: 'This enrolment token is not valid. Create a new one in the console.',
  TOKEN_SPENT:
    'This enrolment token was used already. A gateway enrols once; create a new gateway to enrol again.',
  TOKEN_EXPIRED: 'This enrolment token has expired. Create a new one in the console.',
  TOO_MANY_ENROLMENTS: 'Too many failed enrolment attempts. Try again later.',
  ALREADY_ENROLLED:
    'This gateway has enrolled already, so it cannot get a new enrolment token. Revoke it and create a new gateway instead.',
} as const;

/** What the console shows once after creating a gateway or renewing its token. */
export interface Enrolment {
  token: string;
  expires_at: string;
  command: string;
}

function newEnrolment(apiBase: string, now: Date): Enrolment & { hash: string; expiresAt: Date } {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + ENROLMENT_TOKEN_MS);
  return {
    token,
    hash: hashToken(token),
    expiresAt,
    expires_at: expiresAt.toISOString(),
    command: `hvac-edge enrol --api ${apiBase} --token ${token} --data ${GATEWAY_DATA_DIR}`,
  };
}

const shown = ({ token, expires_at, command }: Enrolment): Enrolment => ({
  token,
  expires_at,
  command,
});

/** Creates a gateway of a project with a fresh enrolment token (stored hashed, answered once). */
export async function createGateway(
  db: Database,
  tenant: string,
  projectId: number,
  name: string,
  apiBase: string,
  now: Date,
): Promise<{ id: number; enrolment: Enrolment }> {
  const enrolment = newEnrolment(apiBase, now);
  const id = await insertGateway(
    db,
    tenant,
    projectId,
    name,
    { hash: enrolment.hash, expiresAt: enrolment.expiresAt },
    now,
  );
  return { id, enrolment: shown(enrolment) };
}

/** A new token for a gateway that never enrolled; undefined when it has (or is gone). */
export async function renewEnrolment(
  db: Database,
  tenant: string,
  id: number,
  apiBase: string,
  now: Date,
): Promise<Enrolment | undefined> {
  const enrolment = newEnrolment(apiBase, now);
  const replaced = await replaceEnrolmentToken(db, tenant, id, {
    hash: enrolment.hash,
    expiresAt: enrolment.expiresAt,
  });
  return replaced ? shown(enrolment) : undefined;
}

/** The user name of a gateway's MQTT credentials, also the client id it must connect with. */
export function mqttUsername(tenant: string, gatewayId: number): string {
  return `gateway-${gatewayId}.${tenant}`;
}

export type EnrolResult =
  | { kind: 'enrolled'; gatewayId: number; username: string; password: string }
  | Exclude<EnrolmentOutcome, { kind: 'enrolled' }>;

/**
 * Spends an enrolment token: the gateway gets MQTT credentials, the password answered this once and
 * stored as a scrypt hash like users' passwords.
 */
export async function enrolGateway(
  db: Database,
  tenant: string,
  token: string,
  now: Date,
): Promise<EnrolResult> {
  const password = randomBytes(32).toString('base64url');
  const passwordHash = await hashPassword(password);
  let username = '';
  const outcome = await spendEnrolmentToken(
    db,
    tenant,
    hashToken(token),
    (gatewayId) => {
      username = mqttUsername(tenant, gatewayId);
      return { username, passwordHash };
    },
    now,
  );
  if (outcome.kind !== 'enrolled') return outcome;
  return { kind: 'enrolled', gatewayId: outcome.gatewayId, username, password };
}

/** Revokes a gateway and closes its MQTT sessions on this instance (other instances within their check). */
export async function revoke(
  db: Database,
  tenant: string,
  id: number,
  now: Date,
  disconnect: ((gatewayId: number) => void) | undefined,
): Promise<boolean> {
  const revoked = await revokeGateway(db, tenant, id, now);
  if (revoked) disconnect?.(id);
  return revoked;
}
