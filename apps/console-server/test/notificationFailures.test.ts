import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailFailureText, webhookFailureText } from '../src/notifications/failures';
import { runNotificationCycle } from '../src/notifications/worker';
import { enqueueDeviceOffline } from '../src/notifications/events';
import { loadDevices } from '../src/devices/store';
import { createTestContext, type TestContext } from './helpers';
import { startHttpSink, type HttpSink } from './notificationPeers';

/**
 * A failed delivery reads as a sentence in the delivery log; the library's text (OpenSSL's, with its
 * source path; nodemailer's) reaches the server log only (issue 30).
 */
const clock = new Date('2026-01-20T05:00:00Z');
let context: TestContext;
let sink: HttpSink;

beforeAll(async () => {
  context = await createTestContext({
    now: () => clock,
    notifications: { webhookNetworks: '127.0.0.0/8' },
  });
  sink = await startHttpSink();
}, 120_000);
afterAll(async () => {
  await sink.close();
  await context.close();
});

describe('a webhook on https to a plain-http receiver', () => {
  it('is "TLS handshake failed" in the delivery log, the OpenSSL text in the server log only', async () => {
    const admin = await context.token('demo', 'admin');
    const created = await context.request({
      method: 'POST',
      url: '/notifications/rules/',
      token: admin,
      payload: {
        name: 'Offline, https',
        events: ['device_offline'],
        channel: 'webhook',
        url: sink.url.replace('http://', 'https://'),
        grouping_minutes: 0,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [device] = await loadDevices(context.db, 'demo');
    await enqueueDeviceOffline(context.db, 'demo', device.id, clock);
    const logged: { cause: string; sentence: string }[] = [];
    await runNotificationCycle({
      db: context.db,
      now: () => clock,
      mail: undefined,
      webhookPolicy: context.app.notifications.webhookPolicy,
      consoleUrl: context.app.consoleUrl,
      logFailure: (_delivery, cause, sentence) => logged.push({ cause, sentence }),
    });
    const log = await context.request({ url: '/notifications/deliveries/', token: admin });
    const [item] = log.json<{ results: { status: string; last_error: string | null }[] }>().results;
    expect(item).toMatchObject({ status: 'pending', last_error: 'TLS handshake failed' });
    expect(log.body).not.toMatch(/SSL|openssl|deps\//i);
    expect(logged).toEqual([
      { cause: expect.stringMatching(/SSL|EPROTO/) as string, sentence: 'TLS handshake failed' },
    ]);
    expect(sink.hooks).toHaveLength(0);
  });
});

describe('failures as sentences', () => {
  const withCode = (message: string, code: string, extra: object = {}) =>
    Object.assign(new Error(message), { code, ...extra });

  it.each([
    [withCode('connect ECONNREFUSED 127.0.0.1:443', 'ECONNREFUSED'), 'Connection refused'],
    [withCode('socket hang up', 'ECONNRESET'), 'Connection closed by the peer'],
    [
      withCode('getaddrinfo ENOTFOUND hooks.example', 'ENOTFOUND'),
      'The host name could not be resolved.',
    ],
    [
      withCode('self-signed certificate', 'DEPTH_ZERO_SELF_SIGNED_CERT'),
      "The peer's TLS certificate is not trusted",
    ],
    [
      withCode("Hostname/IP does not match certificate's altnames", 'ERR_TLS_CERT_ALTNAME_INVALID'),
      "The peer's TLS certificate is not trusted",
    ],
    [
      withCode(
        'write EPROTO 40E8:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/openssl/ssl/record/ssl3_record.c:354:',
        'EPROTO',
      ),
      'TLS handshake failed',
    ],
    [new Error('something the library made up'), 'The request could not be sent'],
  ])('webhook: %s → %s', (error, sentence) => {
    expect(webhookFailureText(error)).toBe(sentence);
  });

  it.each([
    [withCode('Greeting never received', 'ETIMEDOUT'), 'The mail server did not answer in time'],
    [withCode('Connection closed unexpectedly', 'ECONNECTION'), 'Connection closed by the peer'],
    [withCode('connect ECONNREFUSED 127.0.0.1:25', 'ESOCKET'), 'Connection refused'],
    [
      withCode('Invalid login: 535 5.7.8 Authentication failed', 'EAUTH', { responseCode: 535 }),
      'The mail server refused the login (535)',
    ],
    [
      withCode(
        "Can't send mail - all recipients were rejected: 550 5.1.1 <x@y>: User unknown",
        'EENVELOPE',
        { responseCode: 550 },
      ),
      'The mail server refused the recipient (550)',
    ],
    [withCode('Connection closed unexpectedly', 'ETLS'), 'TLS handshake failed'],
    [new Error('Unexpected socket close'), 'The message could not be sent'],
  ])('mail: %s → %s', (error, sentence) => {
    expect(mailFailureText(error)).toBe(sentence);
  });
});
