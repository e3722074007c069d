import { defineConfig } from 'vitest/config';

/**
 * The two-process scenario (npm run test:cluster): its own config, as it needs DATABASE_URL and
 * HAProxy, which the other scenarios do not; the default config keeps to the e2e root's files.
 */
export default defineConfig({
  test: {
    include: ['cluster/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
