import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Database } from '../db';
import type { AuthUser } from './auth';

declare module 'fastify' {
  interface FastifyRequest {
    /** Tenant id from the Host header's first label (always set, see http/tenancy.ts). */
    tenant: string;
    /** The signed-in user; set on every route that is not `config.public`. */
    user: AuthUser;
  }
  interface FastifyInstance {
    db: Database;
    /** The server's clock (tests pass a fixed one). */
    now: () => Date;
    dataDir: string;
    /** Demo mode: demo data seeded, GET /dev/outbox/ available. */
    demo: boolean;
    /** Signing secret of access tokens and file links. */
    secret: Buffer;
    /** preHandler that authenticates (already applied to every non-public route). */
    authenticate: preHandlerAsyncHookHandler;
  }
  interface FastifyContextConfig {
    /** Route reachable without a signed-in user. */
    public?: boolean;
  }
}

export {};
