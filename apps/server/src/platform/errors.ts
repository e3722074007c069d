/**
 * The one error type of the API (CONVENTIONS 5). Services throw it; the error handler in
 * app.ts is the only place that turns it into the `{ error: { code, message, fields } }` body.
 */
export const errorStatus = {
  VALIDATION: 400,
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  INVALID_CREDENTIALS: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;
export type ErrorKind = keyof typeof errorStatus;

export class AppError extends Error {
  readonly kind: ErrorKind;
  /** A stable, specific code for clients (defaults to the kind). */
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(
    kind: ErrorKind,
    message: string,
    options: { code?: string; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = 'AppError';
    this.kind = kind;
    this.code = options.code ?? kind;
    this.fields = options.fields;
  }

  get status(): number {
    return errorStatus[this.kind];
  }
}

/** Postgres unique_violation, as thrown by both pg and PGlite (possibly wrapped by Drizzle). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 4 && current; depth++) {
    if (typeof current === 'object' && current !== null && 'code' in current) {
      const e = current as { code?: unknown; constraint?: unknown };
      if (e.code === '23505') {
        return constraint === undefined || e.constraint === constraint;
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Errors that mean the database could not be reached or went away, as thrown by pg (socket
 * errors, SQLSTATE class 08 "connection exception", 57P01-57P03 shutdown and startup, 53300 too
 * many connections) and by PGlite once closed. They are an outage, not a problem with the
 * request: the caller answers 503 and logs it, never "link invalid".
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 6 && current; depth++) {
    if (typeof current === 'object' && current !== null) {
      const { code, message } = current as { code?: unknown; message?: unknown };
      if (typeof code === 'string' && unavailableCode(code)) {
        return true;
      }
      if (typeof message === 'string' && unavailableMessage.test(message)) {
        return true;
      }
    }
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

const socketCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const unavailableCode = (code: string) =>
  socketCodes.has(code) || code.startsWith('08') || /^57P0[123]$/.test(code) || code === '53300';
// "not currently accepting connections" (55000, a database closed to connections) and the pool's
// own connect timeout and broken-client messages have no SQLSTATE of the outage classes.
const unavailableMessage =
  /Connection terminated|connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error|not currently accepting connections|Cannot use a pool after calling end|PGlite is closed/i;

/** The `{ error }` body of every failure, with the request's id (also in its log lines). */
export function errorBody(
  request: { id: string },
  error: { code: string; message: string; fields?: Record<string, string> },
) {
  return { error: { ...error, requestId: request.id } };
}
