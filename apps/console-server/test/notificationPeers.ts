import { createHmac } from 'node:crypto';
import { createServer as createHttpServer } from 'node:http';
import type { IncomingHttpHeaders, Server as HttpServer } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo, Server as NetServer, Socket } from 'node:net';
import { SMTPServer } from 'smtp-server';

/** A mail the test SMTP server accepted. */
export interface ReceivedMail {
  to: string[];
  subject: string;
  messageId: string;
  text: string;
}

export interface SmtpPeer {
  url: string;
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

function quotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else bytes.push(...Buffer.from(joined[index], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** RFC 2047 words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) as text. */
function encodedWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([qb])\?([^?]*)\?=/gi, (_match, kind: string, data: string) =>
      kind.toLowerCase() === 'b'
        ? Buffer.from(data, 'base64').toString('utf8')
        : quotedPrintable(data.replace(/_/g, ' ')),
    );
}

function header(raw: string, name: string): string {
  const headers = raw.split(/\r?\n\r?\n/, 1)[0].replace(/\r?\n[ \t]+/g, ' ');
  const line = headers.split(/\r?\n/).find((item) => item.toLowerCase().startsWith(`${name}:`));
  return line ? encodedWords(line.slice(name.length + 1).trim()) : '';
}

function bodyOf(raw: string): string {
  const body = raw
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('\n\n');
  const encoding = header(raw, 'content-transfer-encoding').toLowerCase();
  if (encoding === 'quoted-printable') return quotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body, 'base64').toString('utf8');
  return body;
}

/** An SMTP server in process (smtp-server) that keeps every accepted mail. */
export async function startSmtpServer(port = 0): Promise<SmtpPeer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('utf8');
        mails.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          subject: header(raw, 'subject'),
          messageId: header(raw, 'message-id'),
          text: bodyOf(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    port: address.port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A TCP peer that misbehaves: never greets (`silent`), or greets and drops the socket (`drop`). */
export async function startBrokenSmtp(mode: 'silent' | 'drop'): Promise<{
  url: string;
  close(): Promise<void>;
}> {
  const sockets = new Set<Socket>();
  const server: NetServer = createNetServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => undefined);
    if (mode === 'drop') {
      socket.write('220 broken.test ESMTP\r\n');
      socket.once('data', () => socket.destroy());
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** A request the HTTP sink received. */
export interface ReceivedHook {
  headers: IncomingHttpHeaders;
  body: string;
  json: {
    id: string;
    type: string;
    tenant: string;
    sent_at: string;
    events: { entry_id: number | null; resolved_at: string | null }[];
  };
}

export type SinkBehaviour = { status: number } | { delayMs: number } | { destroy: true };

export interface HttpSink {
  url: string;
  port: number;
  hooks: ReceivedHook[];
  /** What the next requests get (default 204). */
  behave(behaviour: SinkBehaviour): void;
  close(): Promise<void>;
}

/** An HTTP server that keeps every webhook it receives and answers as told. */
export async function startHttpSink(port = 0): Promise<HttpSink> {
  const hooks: ReceivedHook[] = [];
  let behaviour: SinkBehaviour = { status: 204 };
  const server: HttpServer = createHttpServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      const now = behaviour;
      if ('destroy' in now) {
        request.socket.destroy();
        return;
      }
      hooks.push({
        headers: request.headers,
        body,
        json: JSON.parse(body) as ReceivedHook['json'],
      });
      if ('delayMs' in now) {
        setTimeout(() => response.writeHead(204).end(), now.delayMs).unref();
        return;
      }
      response.writeHead(now.status).end();
    });
  });
  server.keepAliveTimeout = 100;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}/hook`,
    port: address.port,
    hooks,
    behave(next) {
      behaviour = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Checks a webhook's X-Signature as a receiver would (the README's recipe). */
export function signatureValid(hook: ReceivedHook, secret: string): boolean {
  const timestamp = String(hook.headers['x-timestamp'] ?? '');
  const expected = `sha256=${createHmac('sha256', secret).update(`${timestamp}.${hook.body}`).digest('hex')}`;
  return hook.headers['x-signature'] === expected;
}
