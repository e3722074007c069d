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
