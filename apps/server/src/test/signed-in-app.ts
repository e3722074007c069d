import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, multipartBody, registerAndSignIn, signInSuperAdmin } from './harness';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
type UploadFile = { name: string; data: Buffer; contentType: string };

export type SignedInApp = {
  readonly app: FastifyInstance;
  /** The super admin's session cookie: requests default to it. */
  readonly superCookie: string;
  /** A verified customer admin's session cookie. */
  readonly adminCookie: string;
  call: (
    method: Method,
    url: string,
    payload?: object,
    cookie?: string,
  ) => Promise<LightMyRequestResponse>;
  upload: (url: string, file: UploadFile, cookie?: string) => Promise<LightMyRequestResponse>;
};

/**
 * One app per test file with a signed-in super admin and customer admin, for the areas the
 * super admin writes and admins read (catalog, settings). Call it at the top of a test file:
 * it registers the file's beforeAll and afterAll.
 */
export function useSignedInApp(): SignedInApp {
  let state: { app: FastifyInstance; superCookie: string; adminCookie: string } | null = null;
  beforeAll(async () => {
    const app = await createTestApp();
    state = {
      app,
      superCookie: await signInSuperAdmin(app),
      adminCookie: await registerAndSignIn(app),
    };
  });
  afterAll(async () => {
    await state?.app.close();
  });
  const current = () => {
    if (!state) {
      throw new Error('useSignedInApp: used outside a test');
    }
    return state;
  };
  return {
    get app() {
      return current().app;
    },
    get superCookie() {
      return current().superCookie;
    },
    get adminCookie() {
      return current().adminCookie;
    },
    call: (method, url, payload, cookie) =>
      current().app.inject({
        method,
        url,
        payload,
        headers: { cookie: cookie ?? current().superCookie },
      }),
    upload: (url, file, cookie) => {
      const body = multipartBody({ file });
      return current().app.inject({
        method: 'POST',
        url,
        payload: body.payload,
        headers: { ...body.headers, cookie: cookie ?? current().superCookie },
      });
    },
  };
}
