const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** Strips a port (and IPv6 brackets) from a Host header value; lower-cases the name. */
export function hostnameOf(host: string): string {
  const text = host.trim().toLowerCase();
  const bracketed = /^\[([^\]]*)\](?::\d+)?$/.exec(text);
  if (bracketed) return bracketed[1];
  // More than one ':' is a bare IPv6 address; exactly one separates a port.
  if ((text.match(/:/g) ?? []).length === 1) return text.slice(0, text.indexOf(':'));
  return text.replace(/\.$/, '');
}

export function isIpAddress(hostname: string): boolean {
  return IPV4.test(hostname) || hostname.includes(':');
}

/**
 * The tenant is the first label of the host name ('acme.console.example.com' → 'acme',
 * 'demo.localhost' → 'demo'); single-label hosts and IP addresses give the default tenant.
 * Accepts a Host header value with a port.
 */
export function tenantFromHost(hostname: string | null | undefined, defaultTenant: string): string {
  if (!hostname) return defaultTenant;
  const name = hostnameOf(hostname);
  if (name === '' || isIpAddress(name)) return defaultTenant;
  const labels = name.split('.');
  if (labels.length < 2 || labels[0] === '') return defaultTenant;
  return labels[0];
}

/** `${protocol}//${tenant}.${apiHost}`; the protocol may be given with or without its ':'. */
export function apiBaseUrl(options: { protocol: string; tenant: string; apiHost: string }): string {
  const protocol = options.protocol.endsWith(':') ? options.protocol : `${options.protocol}:`;
  return `${protocol}//${options.tenant}.${options.apiHost}`;
}

/** A tenant name is one DNS label: lower-case letters, digits and inner hyphens. */
export function isValidTenant(tenant: string): boolean {
  return /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(tenant);
}
