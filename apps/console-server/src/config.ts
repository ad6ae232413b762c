import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GRAPH_MAX_DAYS, TCP_PORT_MAX } from '@hvac/console-domain';
import ipaddr from 'ipaddr.js';
import { DEMO_DEVICE_NETWORKS } from './modbus/networks';
import { DEFAULT_STREAMS_PER_TENANT, DEFAULT_STREAMS_PER_USER } from './events/streams';

/** The server package's folder (apps/console-server), whatever the working directory. */
export const PACKAGE_DIR = fileURLToPath(new URL('..', import.meta.url));

/** The console's origin in development (`npm start`); `{tenant}` stands for the tenant's label. */
export const DEFAULT_CONSOLE_URL = 'http://{tenant}.localhost:5173';
/** The API's host name in development: `{tenant}.localhost`. */
export const DEFAULT_API_DOMAIN = 'localhost';
/** The API's origin in the links it answers, when neither API_URL nor a port says otherwise. */
export const DEFAULT_API_URL = 'http://{tenant}.localhost:8787';

export interface ServerConfig {
  port: number;
  host: string;
  /** Where PGlite's data, uploaded files and the signing secret live. */
  dataDir: string;
  /** postgres://… to use a PostgreSQL server instead of the embedded PGlite. */
  databaseUrl: string | undefined;
  /** smtp://… to send the outbox's mail; without it mail stays in the outbox only. */
  smtpUrl: string | undefined;
  /** Production start (NODE_ENV=production or `start:prod`): demo data and simulator off unless asked for. */
  production: boolean;
  /** Seed the demo tenants (DEMO; on in development, off in production). */
  demo: boolean;
  /** Run the demo's device emulator on loopback (SIMULATOR; on in development, off in production). */
  simulator: boolean;
  /**
   * DEV_OUTBOX_TOKEN: the development switch of GET /dev/outbox/, a per-run secret that `npm start`
   * and `npm run dev` generate and print (scripts/processes.mjs). Without it, or in production, the
   * route does not exist.
   */
  devOutboxToken: string | undefined;
  /** Console origin for links in e-mail and CORS, `{tenant}` replaced (CONSOLE_URL). */
  consoleUrl: string;
  /** More allowed CORS origins (CORS_ORIGINS, comma separated, `{tenant}` allowed). */
  corsOrigins: string[];
  /** API_DOMAIN: the API answers only Host `{tenant}.{API_DOMAIN}` (and loopback addresses). */
  apiDomain: string;
  /**
   * API_URL: the API's origin in the links it answers (signed file links), `{tenant}` replaced; default
   * `https://{tenant}.{API_DOMAIN}` in production, `http://{tenant}.{API_DOMAIN}:{PORT}` otherwise.
   */
  apiUrl: string;
  /**
   * TRUST_PROXY: the address(es) of the reverse proxy whose X-Forwarded-For / -Proto count
   * (comma-separated addresses/CIDRs; `true` or a hop count in development only). Off by default.
   */
  trustProxy: TrustProxy;
  /**
   * DEVICE_NETWORKS: comma-separated CIDRs the server may open Modbus connections to. Demo default
   * loopback (the emulator); production default none, so no device can be added until the operator
   * sets it.
   */
  deviceNetworks: string;
  /** EMULATOR_PORT: the demo emulator's Modbus TCP port on loopback (demo only; default 1502). */
  emulatorPort: number | undefined;
  /**
   * DEMO_HISTORY_DAYS: days of past the demo's first start stores for its devices (default 90, the
   * longest graph; 0 stores none). Fewer make the first start quicker (benchmarks' smoke runs).
   */
  demoHistoryDays: number;
  /** HISTORY_RETENTION_DAYS: stored poll history older than this is dropped (default 400). */
  historyRetentionDays: number;
  /** POLLER: poll the devices (Modbus TCP) and send their writes; on unless `0`. */
  poller: boolean;
  /**
   * POLLER_INSTANCE: this instance's name in device leases (default `{host name}:{PORT}`, so a restarted
   * instance takes its own leases back at once instead of waiting for them to lapse).
   */
  pollerInstance: string | undefined;
  /** STATIC_DIR: the built console (apps/console/dist) served on the console's host names. */
  staticDir: string | undefined;
  /**
   * WEBHOOK_NETWORKS: CIDRs a webhook may reach besides public https addresses (development default
   * `127.0.0.0/8`, production default none).
   */
  webhookNetworks: string;
  /**
   * LIVE_STREAMS_PER_USER (default 32: one per open tab) and LIVE_STREAMS_PER_TENANT (default 2,000):
   * live-update streams this instance keeps open; beyond them the oldest closes.
   */
  liveStreams: { perUser: number; perTenant: number };
  /** NOTIFICATION_POLL_MS, NOTIFICATION_LEASE_MS: the delivery worker's pace and claim length. */
  notificationPollMs: number | undefined;
  notificationLeaseMs: number | undefined;
  /**
   * SECRET_KEY: signs access tokens and file links (required and checked in production); without it a
   * generated key is kept in DATA_DIR/secret.key.
   */
  secretKey: string | undefined;
  /** LOG_LEVEL: pino's level (default info). */
  logLevel: string;
  /** GRAPH_CACHE: keep serialised graph answers in memory (48 MB); on unless `0`. */
  graphCache: boolean;
  /** SEED_SCALE=large: seed the company-sized `bigco` tenant for benchmarks, once (seed/large.ts). */
  seedLarge: boolean;
  /**
   * The embedded MQTT broker of edge gateways: MQTT_PORT (default 1883 in the demo, else off until set;
   * `off` turns it off, 0 takes any free port), MQTT_HOST (default HOST's default: loopback in
   * development) and MQTT_PUBLIC_URL (the address enrolment answers, `{tenant}` replaced; default the
   * API's host name with the port). Undefined when off.
   */
  mqtt: { port: number; host: string; publicUrl?: string; optional: boolean } | undefined;
}

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return !['0', 'false', 'no', 'off'].includes(value.toLowerCase());
}

function positiveNumber(value: string | undefined): number | undefined {
  const number = Number(value);
  return value && Number.isFinite(number) && number > 0 ? number : undefined;
}

/** Fastify's trustProxy values: nobody / everybody, addresses and CIDRs, or the first N hops. */
export type TrustProxy = boolean | string[] | ((address: string, hop: number) => boolean);

/** A setting the server refuses to start with; main prints its message alone. */
export class ConfigError extends Error {}

/** The named ranges Fastify's proxy-addr expands (loopback, link-local, private). */
const NAMED_PROXY_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
/**
 * The broadest range a production proxy rule may name: an IPv4 /8 (10.0.0.0/8) or the IPv6 unique-local
 * /7. A broader one (0.0.0.0/0, ::/0, 0.0.0.0/1, ::ffff:0:0/96 = every IPv4 client) trusts the
 * X-Forwarded-For of clients on the internet, who could then choose the address the sign-in limits count.
 */
const BROADEST_PROXY_PREFIX = { ipv4: 8, ipv6: 7 } as const;

const TRUST_PROXY_FORMS =
  'proxy addresses or CIDR ranges separated by commas (TRUST_PROXY=10.0.0.2 or 10.0.0.0/24), or loopback, linklocal, uniquelocal';

/**
 * One TRUST_PROXY entry as proxy-addr reads it (an address, `address/prefix` or `address/netmask`),
 * with its prefix counted in IPv4 bits for an IPv4-mapped IPv6 range; a message when it is malformed.
 */
function proxyRange(entry: string): { kind: 'ipv4' | 'ipv6'; prefix: number } | string {
  const slash = entry.lastIndexOf('/');
  const addressText = slash === -1 ? entry : entry.slice(0, slash);
  if (!ipaddr.isValid(addressText)) return `"${entry}" is not an address or CIDR range`;
  const address = ipaddr.parse(addressText);
  const max = address.kind() === 'ipv4' ? 32 : 128;
  let prefix = max;
  if (slash !== -1) {
    const rangeText = entry.slice(slash + 1);
    if (/^\d+$/.test(rangeText)) prefix = Number(rangeText);
    else if (address.kind() === 'ipv4' && ipaddr.IPv4.isValidFourPartDecimal(rangeText)) {
      const mask = ipaddr.IPv4.parse(rangeText).prefixLengthFromSubnetMask();
      if (mask === null) return `"${entry}" has an invalid netmask`;
      prefix = mask;
    } else return `"${entry}" has an invalid prefix length`;
    if (prefix === 0)
      return `"${entry}" covers every address, so anyone could choose their address`;
    if (prefix > max) return `"${entry}" has a prefix longer than ${max} bits`;
  }
  if (address.kind() === 'ipv6' && (address as ipaddr.IPv6).isIPv4MappedAddress() && prefix >= 96)
    return { kind: 'ipv4', prefix: prefix - 96 };
  return { kind: address.kind(), prefix };
}

/**
 * TRUST_PROXY: off, `true` (anyone: development only), `hops:N` (the N nearest hops, whoever they are:
 * development only) or proxy addresses/CIDRs. A malformed entry is refused in every mode (Fastify would
 * otherwise die at start with its parser's TypeError); production refuses every value that trusts anyone.
 */
export function parseTrustProxy(value: string | undefined, production = false): TrustProxy {
  if (value === undefined || value.trim() === '') return false;
  const text = value.trim().toLowerCase();
  if (['0', 'false', 'no', 'off'].includes(text)) return false;
  if (['1', 'true', 'yes', 'on'].includes(text)) {
    if (production)
      throw new ConfigError(
        `TRUST_PROXY=${value.trim()} trusts X-Forwarded-For from anyone, which defeats every sign-in limit: name the proxy (TRUST_PROXY=10.0.0.2) or its network (TRUST_PROXY=10.0.0.0/24)`,
      );
    return true;
  }
  if (/^hops?:\d+$/.test(text)) {
    if (production)
      throw new ConfigError(
        `TRUST_PROXY=${value.trim()} trusts the X-Forwarded-For of whoever connects, which defeats every sign-in limit: name the proxy (TRUST_PROXY=10.0.0.2) or its network (TRUST_PROXY=10.0.0.0/24)`,
      );
    const hops = Number(text.split(':')[1]);
    return (_address, hop) => hop < hops;
  }
  const entries = text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  for (const entry of entries) {
    if (NAMED_PROXY_RANGES.has(entry)) continue;
    const range = proxyRange(entry);
    if (typeof range === 'string')
      throw new ConfigError(`TRUST_PROXY: ${range}; it takes ${TRUST_PROXY_FORMS}`);
    if (production && range.prefix < BROADEST_PROXY_PREFIX[range.kind])
      throw new ConfigError(
        `TRUST_PROXY: "${entry}" covers far more than a proxy network, so clients could choose the address the sign-in limits count; name the proxy (TRUST_PROXY=10.0.0.2) or its network (at most an IPv4 /${BROADEST_PROXY_PREFIX.ipv4} or IPv6 /${BROADEST_PROXY_PREFIX.ipv6})`,
      );
  }
  return entries;
}

/** The least a production SECRET_KEY must have: length, and different characters in it. */
export const SECRET_KEY_MIN_LENGTH = 32;
export const SECRET_KEY_MIN_DISTINCT = 16;
/** Estimated entropy (Shannon, over the key's own characters, times its length) in bits. */
export const SECRET_KEY_MIN_BITS = 128;

/**
 * Why SECRET_KEY is too weak to sign production tokens, or undefined when it is strong enough. A short or
 * repetitive key is recovered from one signed token by brute force, and every token can then be forged.
 */
export function weakSecretKey(key: string): string | undefined {
  if (key.length < SECRET_KEY_MIN_LENGTH)
    return `SECRET_KEY has ${key.length} characters; it needs at least ${SECRET_KEY_MIN_LENGTH}`;
  const counts = new Map<string, number>();
  for (const character of key) counts.set(character, (counts.get(character) ?? 0) + 1);
  if (counts.size < SECRET_KEY_MIN_DISTINCT)
    return `SECRET_KEY uses ${counts.size} different characters; it needs at least ${SECRET_KEY_MIN_DISTINCT}`;
  const length = [...key].length;
  let bitsPerCharacter = 0;
  for (const count of counts.values()) {
    const share = count / length;
    bitsPerCharacter -= share * Math.log2(share);
  }
  const bits = Math.floor(bitsPerCharacter * length);
  if (bits < SECRET_KEY_MIN_BITS)
    return `SECRET_KEY carries about ${bits} bits of entropy; it needs at least ${SECRET_KEY_MIN_BITS}`;
  return undefined;
}

const SECRET_KEY_ADVICE = 'generate one with `openssl rand -base64 48`';

/** The settings a production start refuses: a missing or weak signing key. */
function assertProductionSafe(env: NodeJS.ProcessEnv): void {
  const key = env.SECRET_KEY;
  if (!key) throw new ConfigError(`SECRET_KEY is required in production: ${SECRET_KEY_ADVICE}`);
  const weakness = weakSecretKey(key);
  if (weakness) throw new ConfigError(`${weakness}: ${SECRET_KEY_ADVICE}`);
}

/**
 * MQTT_PORT: a port (0 for any free one) or `off`. Unset, the broker runs in the demo only, on 1883, and
 * gives way (a warning, no broker) when another program holds that port, as a second demo server would.
 */
function mqttSettings(env: NodeJS.ProcessEnv, demo: boolean, host: string): ServerConfig['mqtt'] {
  const text = env.MQTT_PORT?.trim();
  const publicUrl = env.MQTT_PUBLIC_URL || undefined;
  const mqttHost = env.MQTT_HOST || host;
  if (text === undefined || text === '')
    return demo ? { port: 1883, host: mqttHost, publicUrl, optional: true } : undefined;
  if (['off', 'false', 'no'].includes(text.toLowerCase())) return undefined;
  const port = wholeNumber('MQTT_PORT', text, 0, TCP_PORT_MAX);
  return { port, host: mqttHost, publicUrl, optional: false };
}

function wholeNumber(name: string, text: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text.trim()) || value < min || value > max)
    throw new ConfigError(`Invalid ${name}: ${text} (a whole number from ${min} to ${max})`);
  return value;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8787);
  if (!Number.isInteger(port) || port < 0 || port > TCP_PORT_MAX)
    throw new ConfigError(`Invalid PORT: ${env.PORT}`);
  const production = env.NODE_ENV === 'production';
  const devOutboxToken = env.DEV_OUTBOX_TOKEN || undefined;
  if (devOutboxToken !== undefined && devOutboxToken.length < 16)
    throw new ConfigError('DEV_OUTBOX_TOKEN must have at least 16 characters');
  if (production) assertProductionSafe(env);
  const trustProxy = parseTrustProxy(env.TRUST_PROXY, production);
  // Development listens on the loopback interface only; a production start on every interface.
  const host = env.HOST ?? (production ? '0.0.0.0' : '127.0.0.1');
  const apiDomain = (env.API_DOMAIN || DEFAULT_API_DOMAIN).toLowerCase().replace(/^\.+|\.+$/g, '');
  return {
    port,
    host,
    dataDir: resolve(env.DATA_DIR ?? resolve(PACKAGE_DIR, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    production,
    demo: flag(env.DEMO, !production),
    simulator: flag(env.SIMULATOR, !production),
    poller: flag(env.POLLER, true),
    pollerInstance: env.POLLER_INSTANCE || `${hostname()}:${port}`,
    devOutboxToken: production ? undefined : devOutboxToken,
    consoleUrl: env.CONSOLE_URL || DEFAULT_CONSOLE_URL,
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    apiDomain,
    apiUrl:
      env.API_URL ||
      (production ? `https://{tenant}.${apiDomain}` : `http://{tenant}.${apiDomain}:${port}`),
    trustProxy,
    staticDir: env.STATIC_DIR || undefined,
    webhookNetworks: env.WEBHOOK_NETWORKS ?? (production ? '' : '127.0.0.0/8'),
    notificationPollMs: positiveNumber(env.NOTIFICATION_POLL_MS),
    notificationLeaseMs: positiveNumber(env.NOTIFICATION_LEASE_MS),
    deviceNetworks: env.DEVICE_NETWORKS ?? (production ? '' : DEMO_DEVICE_NETWORKS),
    emulatorPort: env.EMULATOR_PORT
      ? wholeNumber('EMULATOR_PORT', env.EMULATOR_PORT, 1, TCP_PORT_MAX)
      : undefined,
    liveStreams: {
      perUser: env.LIVE_STREAMS_PER_USER
        ? wholeNumber('LIVE_STREAMS_PER_USER', env.LIVE_STREAMS_PER_USER, 1, 100_000)
        : DEFAULT_STREAMS_PER_USER,
      perTenant: env.LIVE_STREAMS_PER_TENANT
        ? wholeNumber('LIVE_STREAMS_PER_TENANT', env.LIVE_STREAMS_PER_TENANT, 1, 1_000_000)
        : DEFAULT_STREAMS_PER_TENANT,
    },
    demoHistoryDays: env.DEMO_HISTORY_DAYS
      ? wholeNumber('DEMO_HISTORY_DAYS', env.DEMO_HISTORY_DAYS, 0, GRAPH_MAX_DAYS)
      : GRAPH_MAX_DAYS,
    historyRetentionDays: env.HISTORY_RETENTION_DAYS
      ? wholeNumber('HISTORY_RETENTION_DAYS', env.HISTORY_RETENTION_DAYS, 1, 100_000)
      : 400,
    secretKey: env.SECRET_KEY || undefined,
    logLevel: env.LOG_LEVEL || 'info',
    graphCache: flag(env.GRAPH_CACHE, true),
    seedLarge: env.SEED_SCALE === 'large',
    mqtt: mqttSettings(env, flag(env.DEMO, !production), host),
  };
}
