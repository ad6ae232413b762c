import { z } from 'zod';
import type { GatewayRow } from '../../gateways/repository';
import { wire } from '../../http/responses';

/** A gateway as the API shows it (DECISIONS.md "Edge gateways"): never a token or a password. */
export const gatewayResponse = z.strictObject({
  id: wire.id,
  name: z.string(),
  project: wire.id,
  state: z.enum(['unknown', 'online', 'offline']),
  last_seen: wire.timestamp.nullable(),
  version: z.string().nullable(),
  clock_skew_ms: z.number().int().nullable(),
  backlog: z.strictObject({ polls: wire.count, oldest_at: wire.timestamp.nullable() }),
  dropped_polls: wire.count,
  devices: wire.count,
});
export type GatewayResponse = z.infer<typeof gatewayResponse>;
export const gatewayListResponse = z.array(gatewayResponse);

/** What is shown once: the token, when it stops working, and the command that uses it. */
export const enrolmentResponse = z.strictObject({
  token: z.string(),
  expires_at: wire.timestamp,
  command: z.string(),
});
/** POST /projects/{id}/gateways/: the gateway and its enrolment, shown this once. */
export const createdGatewayResponse = gatewayResponse.extend({ enrolment: enrolmentResponse });
/** POST /gateways/{id}/enrolment/: a new token for a gateway that never enrolled. */
export const renewedEnrolmentResponse = z.strictObject({ enrolment: enrolmentResponse });
/** POST /gateways/enrol/: the gateway's MQTT credentials, answered once. */
export const enrolledResponse = z.strictObject({
  gateway: wire.id,
  tenant: z.string(),
  mqtt: z.strictObject({ url: z.string(), username: z.string(), password: z.string() }),
});

export function gatewayView(row: GatewayRow): GatewayResponse {
  return {
    id: row.id,
    name: row.name,
    project: row.project_id,
    state: row.state,
    last_seen: row.last_seen?.toISOString() ?? null,
    version: row.version,
    clock_skew_ms: row.clock_skew_ms === null ? null : Number(row.clock_skew_ms),
    backlog: {
      polls: row.backlog_polls,
      oldest_at: row.backlog_oldest_at?.toISOString() ?? null,
    },
    dropped_polls: Number(row.dropped_polls),
    devices: row.devices,
  };
}
