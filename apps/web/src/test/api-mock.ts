import type { SessionUser } from '@app/domain';
import { vi } from 'vitest';

/** A promised answer lets a test hold the request open (to see a loading state). */
type Handler = (request: { url: URL; body: unknown }) => Response | Promise<Response>;

export function json(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

export function apiError(
  status: number,
  code: string,
  message: string,
  fields?: Record<string, string>,
): Response {
  return json(status, { error: { code, message, ...(fields ? { fields } : {}) } });
}

export const signedOut: Handler = () => json(200, { user: null });

export function sessionOf(user: SessionUser): Handler {
  return () => json(200, { user });
}

export function makeUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    id: 'u1',
    accountId: 'a1',
    name: 'Ada Admin',
    email: 'ada@example.com',
    role: 'admin',
    projectType: 'ace',
    plan: 'free',
    newUser: false,
    companyName: 'Acme',
    defaultEventId: null,
    ...overrides,
  };
}

/**
 * Replaces `fetch` with handlers keyed "METHOD /path" (web unit tests only; API tests use the
 * real server). Unknown routes answer 404 so a missing handler shows up as a visible failure.
 */
export function mockApi(handlers: Record<string, Handler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const handler = handlers[key];
    // JSON bodies arrive parsed; multipart uploads as their FormData.
    const body: unknown =
      typeof init?.body === 'string'
        ? JSON.parse(init.body)
        : init?.body instanceof FormData
          ? init.body
          : undefined;
    return handler ? handler({ url, body }) : apiError(404, 'NOT_FOUND', `No mock for ${key}`);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    fetchMock,
    callsTo: (key: string) =>
      fetchMock.mock.calls.filter(([input, init]) => {
        const url = new URL(String(input), 'http://localhost');
        return `${init?.method ?? 'GET'} ${url.pathname}` === key;
      }),
  };
}
