import { apiBaseUrl, tenantFromHost } from '@hvac/console-domain';

export interface ApiBaseUrlInput {
  /** The browser's host name (`location.hostname`), e.g. acme.console.example.com. */
  hostname: string;
  /** The browser's protocol (`location.protocol`), with or without its colon. */
  protocol: string;
  /** The build-time API host, with its port when it has one: 'api.example.com', 'localhost:8787'. */
  apiHost: string;
  /** The tenant for single-label hosts and IP addresses ('demo'). */
  defaultTenant: string;
}

/**
 * The tenant's API base URL: the first label of the browser's host prefixed onto the API host
 * (demo.localhost:5173 with apiHost localhost:8787 gives http://demo.localhost:8787).
 */
export function resolveApiBaseUrl(input: ApiBaseUrlInput): string {
  const tenant = tenantFromHost(input.hostname, input.defaultTenant);
  return apiBaseUrl({ protocol: input.protocol, tenant, apiHost: input.apiHost });
}
