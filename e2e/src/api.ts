import { superAdmin } from './server';

/** Talks to the running server as a client would, for set-up the scenario is not about. */
export async function signInApi(base: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) {
    throw new Error(`sign-in failed: ${await response.text()}`);
  }
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Registers a free-plan admin and opens its verification link from the outbox. */
export async function createVerifiedAdmin(
  base: string,
  input: { name: string; email: string; company: string; password: string },
): Promise<void> {
  const registered = await fetch(`${base}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: input.name,
      jobTitle: 'Talent Lead',
      email: input.email,
      companyName: input.company,
      country: 'Pakistan',
      password: input.password,
      confirmPassword: input.password,
      terms: true,
      free: true,
    }),
  });
  if (registered.status !== 201) {
    throw new Error(`register failed: ${await registered.text()}`);
  }
  const cookie = await signInApi(base, superAdmin.email, superAdmin.password);
  const outbox = (await (
    await fetch(`${base}/api/admin/outbox?pageSize=50`, { headers: { cookie } })
  ).json()) as {
    items: { to: string; links: string[] }[];
  };
  const link = outbox.items.find((m) => m.to === input.email.toLowerCase())?.links[0];
  if (!link) {
    throw new Error(`no verification mail for ${input.email}`);
  }
  await fetch(link, { redirect: 'manual' });
}

/** A JSON request to the server with the given cookie; the parsed reply (text when not JSON). */
export type Api = <T = unknown>(method: string, route: string, body?: unknown) => Promise<T>;

/** Requests to the server at `base` with `cookie` (an admin's, a player's, the super admin's). */
export function apiClient(base: string, cookie: string): Api {
  return async <T>(method: string, route: string, body?: unknown): Promise<T> => {
    const response = await fetch(`${base}${route}`, {
      method,
      headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok) {
      throw new Error(`${method} ${route}: ${response.status} ${text}`);
    }
    const isJson = response.headers.get('content-type')?.startsWith('application/json');
    return (isJson ? JSON.parse(text) : text) as T;
  };
}
