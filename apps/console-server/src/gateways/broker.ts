import { createServer } from 'node:net';
import type { Server } from 'node:net';
import { Aedes } from 'aedes';
import type { AedesPublishPacket, AuthenticateError, AuthErrorCode, Client } from 'aedes';
import { z } from 'zod';
import { verifyPassword } from '../auth/passwords';
import type { LimitPolicy, RateLimits } from '../auth/rateLimit';
import type { Database } from '../db';
import { findCredentials, recordConnection, recordHello, revokedAmong } from './repository';
import { mayPublish, maySubscribe, parseUpTopic, TOPIC_ROOT } from './topics';
import type { GatewayIdentity } from './topics';

export interface GatewayBrokerOptions {
  db: Database;
  /** TCP port on `host` (0: any free port, tests). */
  port: number;
  host: string;
  now: () => Date;
  /** Failed connects are counted here (the database's counters, shared by every instance). */
  limits: RateLimits;
  /** How often connected gateways are checked for a revocation made elsewhere (default 2 s). */
  revocationCheckMs?: number;
  log: {
    warn: (details: Record<string, unknown>, message: string) => void;
    info: (details: Record<string, unknown>, message: string) => void;
  };
}

/** MQTT CONNACK return codes (3.1.1): the client id is refused / bad user name or password. */
const IDENTIFIER_REJECTED = 2 as AuthErrorCode;
const BAD_USERNAME_OR_PASSWORD = 4 as AuthErrorCode;
const SERVER_UNAVAILABLE = 3 as AuthErrorCode;

/**
 * Failed connects of one gateway's user name from one address: after 5, each further attempt waits twice
 * as long as the one before (30 s … 15 min) and is refused without hashing, so a gateway left with a
 * wrong password, reconnecting every second, does not spend a scrypt hash a second. As for sign-in, a
 * success forgets the failures and nothing locks the gateway out for good.
 */
export const MQTT_CONNECT_POLICY: LimitPolicy = {
  free: 5,
  baseMs: 30 * 1000,
  maxMs: 15 * 60 * 1000,
  windowMs: 60 * 60 * 1000,
};

function refusal(message: string, returnCode: AuthErrorCode): AuthenticateError {
  return Object.assign(new Error(message), { returnCode });
}

/** `up/hello`, sent by a gateway on every connect: its version, its clock and its journal. */
const helloPayload = z.object({
  v: z.literal(1),
  version: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\x21-\x7e]+$/),
  clock: z.iso.datetime({ offset: true }),
});

/**
 * The embedded MQTT broker of edge gateways (aedes on a TCP port of this process). A client gets in
 * only with the user name and password of an enrolled gateway that is not revoked, and with its user
 * name as client id (so one gateway cannot take over another's session); it may publish only its own
 * `up/…` topics and subscribe only its own `down/…` ones. The gateway's state follows its session.
 */
export class GatewayBroker {
  private aedes: Aedes | undefined;
  private server: Server | undefined;
  private revocationCheck: NodeJS.Timeout | undefined;
  /** Whose each client is, from authentication on. */
  private readonly identities = new WeakMap<Client, GatewayIdentity>();
  /** Clients whose session is set up (`clientReady`) and not closed yet. */
  private readonly ready = new Map<Client, GatewayIdentity>();
  /** State writes in the order their events came (a quick reconnect must end `online`). */
  private writes: Promise<void> = Promise.resolve();

  constructor(private readonly options: GatewayBrokerOptions) {}

  /** The port it listens on, once started. */
  get port(): number | undefined {
    const address = this.server?.address();
    return address && typeof address === 'object' ? address.port : undefined;
  }

  async start(): Promise<void> {
    const aedes = await Aedes.createBroker({ id: 'console-server' });
    this.aedes = aedes;
    aedes.authenticate = (client, username, password, done) => {
      void this.authenticate(client, username, password).then(
        (error) => done(error, error === null),
        (error: unknown) => {
          this.options.log.warn({ err: error }, 'MQTT: authentication failed with an error');
          done(refusal('Server error', BAD_USERNAME_OR_PASSWORD), false);
        },
      );
    };
    aedes.authorizePublish = (client, packet, callback) => {
      const identity = client ? this.identities.get(client) : undefined;
      // A refused publish closes the client's connection (MQTT-3.3.5-2: nothing is answered).
      if (!identity || !mayPublish(identity, packet.topic))
        callback(new Error(`Publishing to ${packet.topic} is not allowed.`));
      else callback(null);
    };
    aedes.authorizeSubscribe = (client, subscription, callback) => {
      const identity = this.identities.get(client);
      // A refused filter is negated: SUBACK 128 (failure) for it, the session goes on.
      callback(null, identity && maySubscribe(identity, subscription.topic) ? subscription : null);
    };
    aedes.on('clientReady', (client) => {
      const identity = this.identities.get(client);
      if (!identity) return;
      this.ready.set(client, identity);
      this.record(identity, 'online');
    });
    aedes.on('clientDisconnect', (client) => {
      const identity = this.ready.get(client);
      if (!identity) return;
      this.ready.delete(client);
      // A gateway that reconnected already (its new session replaced this one) stays online.
      if (!this.connectedClientsOf(identity.gatewayId).length) this.record(identity, 'offline');
    });
    aedes.on('clientError', (client, error) => {
      this.options.log.info({ client: client.id, reason: error.message }, 'MQTT: client closed');
    });
    await this.subscribe(`${TOPIC_ROOT}/+/+/up/hello`, this.onHello);

    const server = createServer(aedes.handle);
    this.server = server;
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, this.options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    this.revocationCheck = setInterval(
      () => void this.closeRevoked(),
      this.options.revocationCheckMs ?? 2000,
    );
    this.revocationCheck.unref();
  }

  /**
   * The server's own subscription (in process, past the ACLs): `onMessage` gets each message on a topic
   * that matches `filter`. Answers the way to end it.
   */
  async subscribe(
    filter: string,
    onMessage: (topic: string, payload: Buffer) => void,
  ): Promise<() => Promise<void>> {
    const aedes = this.running();
    const deliver = (packet: AedesPublishPacket, done: () => void) => {
      // aedes needs `done` before this returns; the work goes on after it.
      done();
      onMessage(packet.topic, Buffer.from(packet.payload));
    };
    await new Promise<void>((resolve) => aedes.subscribe(filter, deliver, resolve));
    return () => new Promise<void>((resolve) => aedes.unsubscribe(filter, deliver, resolve));
  }

  /** Publishes as the server (QoS 1), e.g. a gateway's `down/…`; past the ACLs. */
  publish(topic: string, payload: unknown, options: { retain?: boolean } = {}): Promise<void> {
    const aedes = this.running();
    return new Promise<void>((resolve, reject) =>
      aedes.publish(
        {
          cmd: 'publish',
          topic,
          payload: Buffer.from(JSON.stringify(payload)),
          qos: 1,
          retain: options.retain ?? false,
          dup: false,
        },
        (error) => (error ? reject(error) : resolve()),
      ),
    );
  }

  private running(): Aedes {
    if (!this.aedes) throw new Error('The MQTT broker is not running.');
    return this.aedes;
  }

  /** Closes every session of a gateway (it was revoked here); answers how many were closed. */
  disconnect(gatewayId: number): number {
    const clients = this.connectedClientsOf(gatewayId);
    for (const client of clients) client.close();
    return clients.length;
  }

  /** Resolves once the state writes queued so far are done (tests, shutdown). */
  settled(): Promise<void> {
    return this.writes;
  }

  async close(): Promise<void> {
    clearInterval(this.revocationCheck);
    const aedes = this.aedes;
    const server = this.server;
    this.aedes = undefined;
    this.server = undefined;
    // Closing the broker closes every client (each recorded offline), then the listener stops.
    if (aedes) await new Promise<void>((resolve) => aedes.close(() => resolve()));
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
    await this.writes;
  }

  private connectedClientsOf(gatewayId: number): Client[] {
    return [...this.ready].filter(([, who]) => who.gatewayId === gatewayId).map(([c]) => c);
  }

  /** null when the client may connect, else why not (with its CONNACK code). */
  private async authenticate(
    client: Client,
    username: string | undefined,
    password: Buffer | undefined,
  ): Promise<AuthenticateError | null> {
    // A user name PostgreSQL could not hold (NUL) or no gateway could have is looked up nowhere.
    const plausible = username && username.length <= 200 && !username.includes('\u0000');
    const row = plausible ? await findCredentials(this.options.db, username) : undefined;
    // Unknown names are refused without hashing: gateways' user names are no secret (gateway-{id}.{tenant}).
    if (!row || !username) return refusal('Wrong user name or password.', BAD_USERNAME_OR_PASSWORD);
    const address = (client.conn as { remoteAddress?: string }).remoteAddress ?? 'unknown';
    const key = JSON.stringify(['mqtt_connect', address, username]);
    const attempt = await this.options.limits.attempt(key, MQTT_CONNECT_POLICY, this.options.now());
    if (!attempt.allowed)
      return refusal('Too many failed attempts; try again later.', SERVER_UNAVAILABLE);
    if (!(await verifyPassword(password?.toString('utf8') ?? '', row.mqtt_password_hash)))
      return refusal('Wrong user name or password.', BAD_USERNAME_OR_PASSWORD);
    await this.options.limits.reset(key);
    if (client.id !== username)
      return refusal('The client id must be the user name.', IDENTIFIER_REJECTED);
    this.identities.set(client, { tenant: row.tenant_id, gatewayId: row.id });
    return null;
  }

  private record(identity: GatewayIdentity, state: 'online' | 'offline'): void {
    const at = this.options.now();
    this.writes = this.writes
      .then(() => recordConnection(this.options.db, identity.tenant, identity.gatewayId, state, at))
      .catch((error: unknown) =>
        this.options.log.warn(
          { err: error, gateway: identity.gatewayId },
          'MQTT: state not stored',
        ),
      );
  }

  /** Every gateway's `up/hello` (authorizePublish vouched that the topic is the sender's own). */
  private readonly onHello = (topic: string, payload: Buffer): void => {
    const identity = parseUpTopic(topic);
    if (!identity) return;
    const at = this.options.now();
    let hello: z.infer<typeof helloPayload>;
    try {
      hello = helloPayload.parse(JSON.parse(payload.toString('utf8')));
    } catch {
      this.options.log.warn({ gateway: identity.gatewayId }, 'MQTT: unreadable up/hello ignored');
      return;
    }
    const clockSkewMs = at.getTime() - Date.parse(hello.clock);
    this.writes = this.writes
      .then(() =>
        recordHello(
          this.options.db,
          identity.tenant,
          identity.gatewayId,
          { version: hello.version, clockSkewMs },
          at,
        ),
      )
      .catch((error: unknown) =>
        this.options.log.warn(
          { err: error, gateway: identity.gatewayId },
          'MQTT: hello not stored',
        ),
      );
  };

  /** Closes the sessions of gateways revoked by another instance (or while a check was running). */
  private async closeRevoked(): Promise<void> {
    const ids = [...new Set([...this.ready.values()].map((who) => who.gatewayId))];
    try {
      for (const id of await revokedAmong(this.options.db, ids)) this.disconnect(id);
    } catch (error) {
      this.options.log.warn({ err: error }, 'MQTT: revocation check failed');
    }
  }
}
