/**
 * Why a webhook or a mail did not go out, as a sentence for the delivery log. The peer's or the
 * library's own text (OpenSSL's 'error:0A00010B:SSL routines:…:../deps/openssl/…', nodemailer's
 * messages) goes to the server log only: managers read the delivery log.
 */
export const DELIVERY_FAILURES = {
  REFUSED: 'Connection refused',
  CLOSED: 'Connection closed by the peer',
  UNRESOLVED: 'The host name could not be resolved.',
  UNREACHABLE: 'Host unreachable',
  TLS_HANDSHAKE: 'TLS handshake failed',
  TLS_CERTIFICATE: "The peer's TLS certificate is not trusted",
  TIMED_OUT: 'The peer did not answer in time',
  WEBHOOK_FAILED: 'The request could not be sent',
  SMTP_LOGIN_REFUSED: 'The mail server refused the login',
  SMTP_LOGIN_NEEDED: 'The mail server needs a login (SMTP_URL)',
  SMTP_RECIPIENT_REFUSED: 'The mail server refused the recipient',
  SMTP_MESSAGE_REFUSED: 'The mail server refused the message',
  SMTP_PROTOCOL: 'The mail server answered outside the SMTP protocol',
  SMTP_TIMED_OUT: 'The mail server did not answer in time',
  SMTP_FAILED: 'The message could not be sent',
} as const;

/** Node's and OpenSSL's certificate verdicts (tls.TLSSocket authorizationError codes). */
const CERTIFICATE_CODES = new Set([
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'CERT_REJECTED',
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'HOSTNAME_MISMATCH',
]);

const SOCKET_CODE =
  /\b(ECONNREFUSED|ECONNRESET|EPIPE|ENOTFOUND|EAI_AGAIN|EHOSTUNREACH|ENETUNREACH|ETIMEDOUT)\b/;

/** The sentence of a socket-level or TLS failure, or undefined when it is none of those. */
function networkSentence(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  const codeText = typeof code === 'string' ? code : '';
  if (CERTIFICATE_CODES.has(codeText)) return DELIVERY_FAILURES.TLS_CERTIFICATE;
  // A plain-http peer on an https URL: 'EPROTO … SSL routines … wrong version number'.
  if (
    codeText === 'EPROTO' ||
    codeText === 'ETLS' ||
    codeText.startsWith('ERR_SSL_') ||
    codeText.startsWith('ERR_TLS_') ||
    /SSL routines|\bTLS\b|\bSSL\b/.test(message)
  )
    return DELIVERY_FAILURES.TLS_HANDSHAKE;
  // nodemailer wraps socket errors ('connect ECONNREFUSED 127.0.0.1:25', code ESOCKET).
  switch (SOCKET_CODE.exec(message)?.[1] ?? codeText) {
    case 'ECONNREFUSED':
      return DELIVERY_FAILURES.REFUSED;
    case 'ECONNRESET':
    case 'EPIPE':
      return DELIVERY_FAILURES.CLOSED;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EDNS':
      return DELIVERY_FAILURES.UNRESOLVED;
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return DELIVERY_FAILURES.UNREACHABLE;
    case 'ETIMEDOUT':
      return DELIVERY_FAILURES.TIMED_OUT;
    default:
      return undefined;
  }
}

/** A webhook's failure as a sentence. */
export function webhookFailureText(error: unknown): string {
  return networkSentence(error) ?? DELIVERY_FAILURES.WEBHOOK_FAILED;
}

/** A mail's failure (nodemailer's error codes) as a sentence, with the SMTP reply code when any. */
export function mailFailureText(error: unknown): string {
  const { code, responseCode } = (error ?? {}) as { code?: unknown; responseCode?: unknown };
  const reply = typeof responseCode === 'number' ? ` (${responseCode})` : '';
  switch (code) {
    case 'EAUTH':
      return DELIVERY_FAILURES.SMTP_LOGIN_REFUSED + reply;
    case 'ENOAUTH':
      return DELIVERY_FAILURES.SMTP_LOGIN_NEEDED;
    case 'EENVELOPE':
      return DELIVERY_FAILURES.SMTP_RECIPIENT_REFUSED + reply;
    case 'EMESSAGE':
      return DELIVERY_FAILURES.SMTP_MESSAGE_REFUSED + reply;
    case 'EPROTOCOL':
      return DELIVERY_FAILURES.SMTP_PROTOCOL;
    case 'ETIMEDOUT':
      return DELIVERY_FAILURES.SMTP_TIMED_OUT;
    case 'ECONNECTION':
      // 'Connection closed unexpectedly', or a socket error underneath.
      return networkSentence(error) ?? DELIVERY_FAILURES.CLOSED;
    default:
      return networkSentence(error) ?? DELIVERY_FAILURES.SMTP_FAILED;
  }
}

/** The library's text of an error, one line, for the server log. */
export function causeText(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  const code = (error as { code?: unknown } | null)?.code;
  return `${typeof code === 'string' ? `${code}: ` : ''}${message}`.slice(0, 1000);
}
