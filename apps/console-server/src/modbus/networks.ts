import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** The networks the demo may reach when DEVICE_NETWORKS is not set: loopback only. */
export const DEMO_DEVICE_NETWORKS = '127.0.0.0/8,::1/128';

export type HostCheck =
  | { ok: true; addresses: string[] }
  | { ok: false; reason: 'unresolved' }
  /** `addresses`: what the host resolved to (for the operator's log, never for the user). */
  | { ok: false; reason: 'not_allowed'; addresses: string[] };

/**
 * DEVICE_NETWORKS: the CIDRs the server may open Modbus connections to. A host name is resolved and
 * every address it resolves to must lie inside (a name that also resolves outside is refused: DNS
 * could otherwise steer the server to any address). Empty: no device can be reached.
 */
export class DeviceNetworks {
  private readonly list = new BlockList();
  readonly cidrs: readonly string[];

  constructor(cidrs: readonly string[]) {
    this.cidrs = cidrs;
    for (const cidr of cidrs) {
      const [address, bits] = cidr.split('/');
      const family = isIP(address);
      const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
      if (
        family === 0 ||
        !Number.isInteger(prefix) ||
        prefix < 0 ||
        prefix > (family === 6 ? 128 : 32)
      )
        throw new Error(`DEVICE_NETWORKS: ${cidr} is not an IPv4 or IPv6 network (CIDR)`);
      this.list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
    }
  }

  /** DEVICE_NETWORKS as comma-separated CIDRs (blank: none). */
  static parse(text: string | undefined): DeviceNetworks {
    return new DeviceNetworks(
      (text ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean),
    );
  }

  allows(address: string): boolean {
    const family = isIP(address);
    if (family === 0) return false;
    return this.list.check(address, family === 6 ? 'ipv6' : 'ipv4');
  }

  /** Every address a host (name or address) stands for; empty when a name does not resolve. */
  async resolve(host: string): Promise<string[]> {
    if (isIP(host) !== 0) return [host];
    try {
      return (await lookup(host, { all: true, verbatim: true })).map((entry) => entry.address);
    } catch {
      return [];
    }
  }

  /** Resolves a host (name or address) and checks every address against the networks. */
  async check(host: string): Promise<HostCheck> {
    const addresses = await this.resolve(host);
    if (addresses.length === 0) return { ok: false, reason: 'unresolved' };
    return addresses.every((address) => this.allows(address))
      ? { ok: true, addresses }
      : { ok: false, reason: 'not_allowed', addresses };
  }
}

/** An address list as a BlockList: it compares addresses, not spellings (`::1` and `0:0::1`, an IPv4-mapped IPv6 address and its IPv4 one). */
function listOf(addresses: readonly string[]): BlockList {
  const list = new BlockList();
  for (const address of addresses) {
    const family = isIP(address);
    if (family !== 0) list.addAddress(address, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** Whether two hosts' resolved addresses have one address in common (both ways round: mapped forms match either way). */
export function shareAnAddress(first: readonly string[], second: readonly string[]): boolean {
  const matches = (list: BlockList, addresses: readonly string[]) =>
    addresses.some((address) => {
      const family = isIP(address);
      return family !== 0 && list.check(address, family === 6 ? 'ipv6' : 'ipv4');
    });
  return matches(listOf(first), second) || matches(listOf(second), first);
}
