import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Config } from '../config';
import { createTestApp } from './harness';
import { resetDatabase } from './reset-db';

/**
 * The app of one test file: started (and migrated) once before the file's tests, back to its
 * start-up state before each test (resetDatabase), closed after them. Call it at the top of a
 * test file, before any beforeEach that arranges data, so the reset runs first.
 */
export function useTestApp(overrides: Partial<Config> = {}): { readonly app: FastifyInstance } {
  let current: FastifyInstance | null = null;
  beforeAll(async () => {
    current = await createTestApp(overrides);
  });
  beforeEach(async () => {
    if (current) {
      await resetDatabase(current);
    }
  });
  afterAll(async () => {
    await current?.close();
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
