import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two scenarios at a time (each has its own server, data directory and browser): most of a
    // scenario is waiting on a page or a server, so two overlap well on a 2-core machine and the
    // CI run stays well under its 20 minutes.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
