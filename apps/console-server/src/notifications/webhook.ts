import { createHmac } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import type { LookupFunction } from 'node:net';
import { request as httpsRequest } from 'node:https';
import { WEBHOOK_TIMEOUT_MS } from '@hvac/console-domain';
import type { Lookup, WebhookPolicy } from './networks';
import { checkWebhookUrl } from './networks';
import { causeText, webhookFailureText } from './failures';

/** `sha256=` + hex HMAC-SHA256 of `{timestamp}.{body}` under the rule's secret (DECISIONS.md). */
export function webhookSignature(secret: string, timestamp: number, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

export interface AttemptResult {
  ok: boolean;
  /** What the peer answered ('HTTP 204', '250 2.0.0 OK') or why nothing came ('No answer within 5 s'). */
  text: string;
  /** The library's or the socket's own words behind `text` (for the server log, never stored). */
  cause?: string;
  /** The peer refused for good (an SMTP 5xx reply): trying again cannot succeed. */
  permanent?: boolean;
}

/**
 * One POST of a webhook: the URL is checked against the allow-list (and the connection made to the
 * checked address), a 2xx within `timeoutMs` (5 s) is delivered, anything else is a failed attempt.
 * Redirects are not followed.
 */
export async function postWebhook(
  urlText: string,
  body: string,
  secret: string,
  timestamp: number,
  policy: WebhookPolicy,
  options: { timeoutMs?: number; lookup?: Lookup } = {},
): Promise<AttemptResult> {
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;
  const check = await checkWebhookUrl(urlText, policy, options.lookup);
  if (!check.ok) {
    const text =
      check.reason === 'not_resolved'
        ? 'The host name could not be resolved.'
        : check.reason === 'invalid'
          ? 'The URL is not a valid http(s) URL.'
          : check.reason === 'credentials'
            ? 'The URL contains a user name or password; edit the rule to remove them.'
            : 'The address is not allowed (WEBHOOK_NETWORKS).';
    return { ok: false, text };
  }
  const { url, address, family } = check;
  const pinned: LookupFunction = (_hostname, lookupOptions, callback) => {
    if (lookupOptions.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<AttemptResult>((resolve) => {
    let settled = false;
    const finish = (result: AttemptResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const request = send(
      url,
      {
        method: 'POST',
        lookup: pinned,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          'user-agent': 'hvac-console-webhook/1',
          'x-timestamp': String(timestamp),
          'x-signature': webhookSignature(secret, timestamp, body),
        },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        // The answer's body is not kept (it is the peer's text); reading it lets the socket close.
        response.resume();
        response.on('end', () =>
          finish({
            ok: status >= 200 && status < 300,
            text: `HTTP ${status}${response.statusMessage ? ` ${response.statusMessage}` : ''}`,
          }),
        );
        response.on('error', (error) => finish(failed(error)));
      },
    );
    const timer = setTimeout(() => {
      finish({ ok: false, text: `No answer within ${timeoutMs / 1000} s` });
      request.destroy();
    }, timeoutMs);
    request.on('error', (error) => finish(failed(error)));
    request.end(body);
  });
}

function failed(error: unknown): AttemptResult {
  return { ok: false, text: webhookFailureText(error), cause: causeText(error) };
}
