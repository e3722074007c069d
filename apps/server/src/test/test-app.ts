import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Config } from '../config';
import { createTestApp } from './harness';
import { resetDatabase } from './reset-db';

/**
 * The app of the default configuration, one per test process: the files that ask for no
 * setting of their own take turns on it, as the tests of one file do (each test starts from
 * the reset start-up state), instead of each starting an app (~2 s on the embedded database).
 * A test process runs file after file (vitest.config.ts, isolate: false); the app ends with it,
 * and on the PostgreSQL server its database is dropped by the run's teardown (global-setup.ts).
 * What a file sharing it may not count on: docs/decisions/0034-one-test-app-per-process.md.
 */
let defaultApp: Promise<FastifyInstance> | null = null;

/**
 * The app of one test file: started (and migrated) once before the file's tests, back to its
 * start-up state before each test (resetDatabase), closed after them; with no overrides, the
 * process's default app, left open for the next file. Call it at the top of a test file, before
 * any beforeEach that arranges data, so the reset runs first.
 */
export function useTestApp(overrides: Partial<Config> = {}): { readonly app: FastifyInstance } {
  const shared = Object.keys(overrides).length === 0;
  let current: FastifyInstance | null = null;
  beforeAll(async () => {
    if (shared) {
      defaultApp ??= createTestApp();
      current = await defaultApp;
    } else {
      current = await createTestApp(overrides);
    }
  });
  beforeEach(async () => {
    if (current) {
      await resetDatabase(current);
    }
  });
  afterAll(async () => {
    if (!shared) {
      await current?.close();
    }
  });
  return {
    get app() {
      if (!current) {
        throw new Error('useTestApp: used outside a test');
      }
      return current;
    },
  };
}
