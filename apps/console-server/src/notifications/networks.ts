import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/** WEBHOOK_NETWORKS parsed: CIDRs a webhook may reach besides public https addresses. */
export type Networks = [ipaddr.IPv4 | ipaddr.IPv6, number][];

/** `127.0.0.0/8, 10.1.0.0/16` → CIDRs; a bare address counts as /32 (/128). Throws on a bad entry. */
export function parseNetworks(text: string | undefined): Networks {
  return (text ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
    .map((part) => {
      if (part.includes('/')) return ipaddr.parseCIDR(part);
      const address = ipaddr.parse(part);
      return [address, address.kind() === 'ipv4' ? 32 : 128];
    });
}

export interface WebhookPolicy {
  networks: Networks;
  /** Production refuses plain http outside `networks`. */
  production: boolean;
}

export type Lookup = (host: string) => Promise<{ address: string; family: number }[]>;

const systemLookup: Lookup = (host) => dnsLookup(host, { all: true, verbatim: true });

function inside(address: ipaddr.IPv4 | ipaddr.IPv6, networks: Networks): boolean {
  return networks.some(
    ([network, bits]) => network.kind() === address.kind() && address.match(network, bits),
  );
}

/**
 * Whether a webhook may be sent to this address over this protocol: inside WEBHOOK_NETWORKS always;
 * otherwise only a public (global unicast) address, and in production only over https. Loopback,
 * private, link-local (cloud metadata) and other special addresses outside the list are refused, so a
 * rule cannot make the server call its own network.
 */
export function addressAllowed(address: string, https: boolean, policy: WebhookPolicy): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (inside(parsed, policy.networks)) return true;
  if (parsed.range() !== 'unicast') return false;
  return https || !policy.production;
}

export type UrlCheck =
  | { ok: true; url: URL; address: string; family: number }
  | { ok: false; reason: 'invalid' | 'credentials' | 'not_resolved' | 'not_allowed' };

/** A URL without its user info (`https://user:pass@host/` → `https://host/`), for showing a stored one. */
export function withoutCredentials(text: string): string {
  return text.replace(/^([a-z][a-z0-9+.-]*:\/*)[^\s/?#]*@/i, '$1');
}

/**
 * Resolves the URL's host and checks every address it resolves to; the request then connects to the
 * checked address (no second resolution that could answer differently).
 */
export async function checkWebhookUrl(
  text: string,
  policy: WebhookPolicy,
  lookup: Lookup = systemLookup,
): Promise<UrlCheck> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return { ok: false, reason: 'invalid' };
  // User info would be shown to whoever reads the rules and the log, and sent as Basic auth.
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials' };
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await lookup(host);
    } catch {
      return { ok: false, reason: 'not_resolved' };
    }
  }
  if (addresses.length === 0) return { ok: false, reason: 'not_resolved' };
  const https = url.protocol === 'https:';
  if (!addresses.every(({ address }) => addressAllowed(address, https, policy)))
    return { ok: false, reason: 'not_allowed' };
  return { ok: true, url, address: addresses[0].address, family: addresses[0].family };
}
