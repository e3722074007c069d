import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { beforeEach } from 'vitest';
import { anAdmin, theSuperAdmin } from './factories';
import { multipartBody } from './harness';
import { useTestApp } from './test-app';

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
 * One app per test file (useTestApp), and before each test, on the reset database, a
 * signed-in super admin and customer admin, for the areas the super admin writes and admins
 * read (catalog, settings). Call it at the top of a test file.
 */
export function useSignedInApp(): SignedInApp {
  const file = useTestApp();
  let state: { app: FastifyInstance; superCookie: string; adminCookie: string } | null = null;
  beforeEach(async () => {
    const app = file.app;
    state = {
      app,
      superCookie: (await theSuperAdmin(app)).cookie,
      adminCookie: (await anAdmin(app)).cookie,
    };
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
