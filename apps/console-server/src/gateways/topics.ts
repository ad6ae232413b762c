/** The topics of a gateway (DECISIONS.md "Edge gateways (MQTT)"): `hvac/v1/{tenant}/{gateway}/{up|down}/{kind}`. */
export const TOPIC_ROOT = 'hvac/v1';
/** Gateway → console. */
export const UP_KINDS = ['hello', 'state', 'polls', 'results'] as const;
/** Console → gateway (`config` retained). */
export const DOWN_KINDS = ['config', 'writes', 'checks'] as const;
export type UpKind = (typeof UP_KINDS)[number];
export type DownKind = (typeof DOWN_KINDS)[number];

/** Whose a connected MQTT client is: the gateway its credentials belong to. */
export interface GatewayIdentity {
  tenant: string;
  gatewayId: number;
}

export function gatewayTopic(identity: GatewayIdentity, direction: 'up', kind: UpKind): string;
export function gatewayTopic(identity: GatewayIdentity, direction: 'down', kind: DownKind): string;
export function gatewayTopic(
  identity: GatewayIdentity,
  direction: 'up' | 'down',
  kind: UpKind | DownKind,
): string {
  return `${TOPIC_ROOT}/${identity.tenant}/${identity.gatewayId}/${direction}/${kind}`;
}

/** The gateway and kind of an `up/…` topic, or undefined for any other topic. */
export function parseUpTopic(topic: string): (GatewayIdentity & { kind: UpKind }) | undefined {
  const parts = topic.split('/');
  if (parts.length !== 6 || `${parts[0]}/${parts[1]}` !== TOPIC_ROOT || parts[4] !== 'up')
    return undefined;
  const kind = UP_KINDS.find((candidate) => candidate === parts[5]);
  if (!kind || !/^[1-9]\d{0,9}$/.test(parts[3])) return undefined;
  return { tenant: parts[2], gatewayId: Number(parts[3]), kind };
}

/** A gateway may publish only its own `up/{hello|state|polls|results}`, by exact name. */
export function mayPublish(identity: GatewayIdentity, topic: string): boolean {
  return UP_KINDS.some((kind) => gatewayTopic(identity, 'up', kind) === topic);
}

/**
 * A gateway may subscribe only its own `down/{config|writes|checks}`, by name or as `down/+` or
 * `down/#` (which match nothing else); any other filter, wildcards elsewhere included, is refused.
 */
export function maySubscribe(identity: GatewayIdentity, filter: string): boolean {
  const own = `${TOPIC_ROOT}/${identity.tenant}/${identity.gatewayId}/down/`;
  if (!filter.startsWith(own)) return false;
  const rest = filter.slice(own.length);
  return rest === '+' || rest === '#' || DOWN_KINDS.some((kind) => kind === rest);
}
