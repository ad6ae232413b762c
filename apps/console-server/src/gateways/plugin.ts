import type { FastifyInstance } from 'fastify';
import { GatewayBroker } from './broker';

/** The embedded MQTT broker's settings (MQTT_PORT, MQTT_HOST, MQTT_PUBLIC_URL in config.ts). */
export interface MqttOptions {
  /** TCP port (0: any free port, tests); the broker is off when no options are given. */
  port: number;
  host: string;
  /** The broker address enrolment answers (`{tenant}` replaced); default the API's host with the port. */
  publicUrl?: string;
  /** The demo's default port: when another program holds it, warn and run without the broker. */
  optional?: boolean;
  /** How often connected gateways are checked for a revocation made by another instance. */
  revocationCheckMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The embedded MQTT broker of edge gateways, or undefined when it is off (MQTT_PORT=off). */
    gatewayBroker: GatewayBroker | undefined;
    /** The MQTT address a tenant's gateways connect to, as enrolment answers it. */
    mqttUrl: (tenant: string) => string;
  }
}

/**
 * Decorates `app.gatewayBroker` and `app.mqttUrl`; the broker listens from `onReady` to `onClose`.
 * Called by buildServer on the root instance, after `app.apiUrl` (routes see both).
 */
export function registerGatewayBroker(
  app: FastifyInstance,
  options: MqttOptions | undefined,
): void {
  const broker = options
    ? new GatewayBroker({
        db: app.db,
        port: options.port,
        host: options.host,
        now: app.now,
        limits: app.limits,
        revocationCheckMs: options.revocationCheckMs,
        log: {
          warn: (details, message) => app.log.warn(details, message),
          info: (details, message) => app.log.info(details, message),
        },
      })
    : undefined;
  app.decorate('gatewayBroker', broker);
  app.decorate('mqttUrl', (tenant: string) => {
    if (options?.publicUrl) return options.publicUrl.replaceAll('{tenant}', tenant);
    const host = new URL(app.apiUrl(tenant)).hostname;
    return `mqtt://${host}:${broker?.port ?? options?.port ?? 1883}`;
  });
  if (!broker) return;
  app.addHook('onReady', async () => {
    try {
      await broker.start();
    } catch (error) {
      if (!options?.optional || (error as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw error;
      await broker.close();
      app.log.warn(
        { port: options.port },
        `MQTT broker off: port ${options.port} is in use by another program; set MQTT_PORT to run it on another port.`,
      );
      return;
    }
    app.log.info({ port: broker.port }, 'MQTT broker for edge gateways');
  });
  app.addHook('onClose', () => broker.close());
}
