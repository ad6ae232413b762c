import type { UnitRemoval } from '@hvac/console-domain';
/**
 * The one error every call throws. The server answers `{"detail": "..."}` for a whole request and
 * `{"field": ["message", ...]}` for fields (DECISIONS.md); both are kept so the app can show the first
 * field's message or fall back to a catalogue message. Network failures carry status 0.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  /** HTTP status; 0 when no answer arrived (network failure). */
  readonly status: number;
  /** The whole-request message (`detail`), when the server sent one. */
  readonly detail: string | undefined;
  /** Messages per field, in the order the server sent them. */
  readonly fieldErrors: Record<string, string[]>;
  /** The parsed answer body, for callers that need more than the above. */
  readonly body: unknown;

  constructor(
    status: number,
    options: {
      message?: string;
      detail?: string;
      fieldErrors?: Record<string, string[]>;
      body?: unknown;
      cause?: unknown;
    } = {},
  ) {
    const fieldErrors = options.fieldErrors ?? {};
    super(
      options.message ?? options.detail ?? firstFieldMessage(fieldErrors) ?? defaultMessage(status),
      options.cause === undefined ? undefined : { cause: options.cause },
    );
    this.status = status;
    this.detail = options.detail;
    this.fieldErrors = fieldErrors;
    this.body = options.body;
  }

  /**
   * The message to show (DECISIONS.md "Messages and small gaps"): for a refusal (4xx) the first
   * field's first message, else its `detail`, when each is a sentence meant for people; else
   * `fallback`, the catalogue message of the action ('Error creating project.'). Raw server text —
   * an HTML page, a stack trace, a 5xx's `detail` — is never shown.
   */
  firstMessage(): string | undefined;
  firstMessage(fallback: string): string;
  firstMessage(fallback?: string): string | undefined {
    if (!this.isRefusal) return fallback;
    const field = firstFieldMessage(this.fieldErrors);
    if (field !== undefined && isMessageForPeople(field)) return field;
    if (this.detail !== undefined && isMessageForPeople(this.detail)) return this.detail;
    return fallback;
  }

  /** The first message of one field, when the server refused the call naming it (4xx). */
  fieldMessage(field: string): string | undefined {
    const message = this.isRefusal ? this.fieldErrors[field]?.[0] : undefined;
    return message !== undefined && isMessageForPeople(message) ? message : undefined;
  }

  /** True for a 4xx answer: the server refused the request and said why. */
  get isRefusal(): boolean {
    return this.status >= 400 && this.status < 500;
  }

  /** True when no answer arrived at all. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
}

/**
 * Whether a server's text reads as a sentence for people: short, one paragraph, no markup and no
 * code (HTML pages of proxies, stack traces, serialised objects are not).
 */
export function isMessageForPeople(text: string): boolean {
  const trimmed = text.trim();
  return (
    trimmed.length > 0 &&
    trimmed.length <= 300 &&
    !/[<>{}[\]]/.test(trimmed) &&
    !/\n\s*at\s/.test(trimmed) &&
    !/^(error|exception|traceback)\b.*:/i.test(trimmed)
  );
}

function firstFieldMessage(fieldErrors: Record<string, string[]>): string | undefined {
  for (const messages of Object.values(fieldErrors)) {
    if (messages.length > 0) return messages[0];
  }
  return undefined;
}

function defaultMessage(status: number): string {
  return status === 0 ? 'Network error' : `Request failed with status ${status}`;
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** True when the server refused the call for the signed-in user's permission type (403). */
export function isForbidden(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 403;
}

/** True when what the call named does not exist, or not for this tenant (404). */
export function isNotFound(error: unknown): error is ApiError {
  return isApiError(error) && error.status === 404;
}

/** True for a call cancelled through its AbortSignal. */
/**
 * The units a refused device save would remove (409 of PATCH /devices/{id}/), with what goes with
 * each; undefined for any other error. Send the save again with `confirm_unit_removal: true` once
 * the user agreed.
 */
export function unitRemovalsOf(error: unknown): UnitRemoval[] | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const body = error.body as { unit_removals?: unknown } | null | undefined;
  const removals = body?.unit_removals;
  if (!Array.isArray(removals)) return undefined;
  return removals.filter(
    (item): item is UnitRemoval =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as UnitRemoval).system === 'number' &&
      typeof (item as UnitRemoval).alarm_configurations === 'number',
  );
}

export function isAbortError(error: unknown): boolean {
  return (
    typeof error === 'object' && error !== null && 'name' in error && error.name === 'AbortError'
  );
}

/** Parses an error answer's text into `detail` and field messages; tolerant of any shape. */
export function parseErrorBody(text: string): {
  body: unknown;
  detail?: string;
  fieldErrors: Record<string, string[]>;
} {
  let body: unknown = undefined;
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text) as unknown;
    } catch {
      // A proxy's HTML page or plain text: kept as the body, never shown as a message.
      return { body: text, fieldErrors: {} };
    }
  }
  const fieldErrors: Record<string, string[]> = {};
  let detail: string | undefined;
  if (typeof body === 'string') {
    detail = body;
  } else if (Array.isArray(body)) {
    const messages = toMessages(body);
    if (messages.length > 0) fieldErrors.non_field_errors = messages;
  } else if (typeof body === 'object' && body !== null) {
    for (const [key, value] of Object.entries(body as Record<string, unknown>)) {
      if (key === 'detail' && typeof value === 'string') {
        detail = value;
        continue;
      }
      collectFieldErrors(key, value, fieldErrors);
    }
  }
  return { body, detail, fieldErrors };
}

function collectFieldErrors(key: string, value: unknown, into: Record<string, string[]>): void {
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    // Nested serializer errors: { address: { city: ['...'] } } becomes 'address.city'.
    for (const [inner, innerValue] of Object.entries(value as Record<string, unknown>)) {
      collectFieldErrors(`${key}.${inner}`, innerValue, into);
    }
    return;
  }
  const messages = toMessages(Array.isArray(value) ? value : [value]);
  if (messages.length > 0) into[key] = messages;
}

function toMessages(values: unknown[]): string[] {
  return values.flatMap((value) =>
    typeof value === 'string' ? [value] : typeof value === 'number' ? [String(value)] : [],
  );
}
