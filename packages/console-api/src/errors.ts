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
   * The message to show: the first field's first message, else `detail`, else `fallback`
   * (a catalogue message such as 'Server error').
   */
  firstMessage(): string | undefined;
  firstMessage(fallback: string): string;
  firstMessage(fallback?: string): string | undefined {
    return firstFieldMessage(this.fieldErrors) ?? this.detail ?? fallback;
  }

  /** True when no answer arrived at all. */
  get isNetworkError(): boolean {
    return this.status === 0;
  }
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
      // A proxy's HTML page or plain text: keep it short as the detail.
      return { body: text, detail: text.trim().slice(0, 200), fieldErrors: {} };
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
