import { isIP } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../db';
import { HttpError } from './errors';
import { SERVER_MESSAGES } from './messages';

/** A host with a single label (`localhost`) or an IP address uses this tenant (DECISIONS.md). */
export const DEFAULT_TENANT = 'demo';

/** `acme.console.example.com` → 'acme'; `localhost`, `127.0.0.1`, `[::1]` → the default tenant. */
export function tenantFromHostname(
  hostname: string,
  defaultTenant: string = DEFAULT_TENANT,
): string {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '');
  const bare = host.startsWith('[') ? host.slice(1, host.indexOf(']')) : host;
  if (bare === '' || isIP(bare) !== 0) return defaultTenant;
  const labels = bare.split('.');
  return labels.length < 2 ? defaultTenant : labels[0];
}

/** Fastify's hostname keeps the port of an IPv6 host; strip it the same way for every form. */
function hostnameOf(request: FastifyRequest): string {
  const host = request.headers.host ?? '';
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.split(':')[0];
}

/**
 * Sets `request.tenant` from the Host header on every request. An unknown tenant answers 404, so
 * nothing downstream ever runs for a tenant that does not exist.
 */
export function registerTenancy(app: FastifyInstance, db: Database): void {
  const known = new Set<string>();
  async function exists(tenant: string): Promise<boolean> {
    if (known.has(tenant)) return true;
    const row = await db.one('SELECT id FROM tenants WHERE id = $1', [tenant]);
    if (row) known.add(tenant);
    return row !== undefined;
  }
  app.decorateRequest('tenant', '');
  app.addHook('onRequest', async (request) => {
    const tenant = tenantFromHostname(hostnameOf(request));
    if (!/^[a-z0-9-]{1,63}$/.test(tenant) || !(await exists(tenant))) {
      throw new HttpError(404, { detail: SERVER_MESSAGES.UNKNOWN_TENANT });
    }
    request.tenant = tenant;
  });
}

const companyNames = new Map<string, string>();

/** The tenant's company name (tenants.name), cached: it does not change while the server runs. */
export async function companyName(db: Database, tenant: string): Promise<string> {
  const cached = companyNames.get(tenant);
  if (cached !== undefined) return cached;
  const row = await db.one<{ name: string }>('SELECT name FROM tenants WHERE id = $1', [tenant]);
  const name = row?.name ?? tenant;
  companyNames.set(tenant, name);
  return name;
}
