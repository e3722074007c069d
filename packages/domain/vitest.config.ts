import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Pure functions with no state between files: two workers that keep their loaded modules
    // from file to file instead of one fresh process per file (68 s → 32 s on 2 cores).
    maxWorkers: 2,
    isolate: false,
    // The chance simulations play thousands of random players (~1–2 s each alone); Vitest's
    // 5 s default failed them on a machine loaded by other work.
    testTimeout: 60_000,
  },
});
