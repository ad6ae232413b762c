import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';
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

const LOOPBACK = /^(127(\.\d{1,3}){3}|::1|\[::1\])$/;

/**
 * The tenant a Host header names, or undefined when the host is not the API's: only
 * `{tenant}.{apiDomain}`, `{apiDomain}` itself and loopback addresses (the default tenant), each with an
 * optional numeric port. Nothing else is accepted, so no foreign host is ever echoed into a link.
 */
export function tenantOfHost(
  hostHeader: string | undefined,
  apiDomain: string,
  defaultTenant: string = DEFAULT_TENANT,
): string | undefined {
  const match = /^(\[[0-9a-f:.]+\]|[^:[\]]+)(?::(\d{1,5}))?$/i.exec(hostHeader?.trim() ?? '');
  if (!match) return undefined;
  const hostname = match[1].toLowerCase().replace(/\.$/, '');
  if (LOOPBACK.test(hostname)) return defaultTenant;
  const domain = apiDomain.toLowerCase();
  if (hostname === domain) return defaultTenant;
  if (!hostname.endsWith(`.${domain}`)) return undefined;
  const label = hostname.slice(0, -domain.length - 1);
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(label) ? label : undefined;
}

/**
 * Sets `request.tenant` from the Host header on every request. An unknown tenant answers 404, so
 * nothing downstream ever runs for a tenant that does not exist.
 */
export function registerTenancy(
  app: FastifyInstance,
  db: Database,
  apiDomain: string = 'localhost',
): void {
  const known = new Set<string>();
  async function exists(tenant: string): Promise<boolean> {
    if (known.has(tenant)) return true;
    const row = await db.one('SELECT id FROM tenants WHERE id = $1', [tenant]);
    if (row) known.add(tenant);
    return row !== undefined;
  }
  app.decorateRequest('tenant', '');
  app.addHook('onRequest', async (request) => {
    const tenant = tenantOfHost(request.headers.host, apiDomain);
    if (tenant === undefined || !(await exists(tenant))) {
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
