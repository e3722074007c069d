import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 420_000,
    // A poll waits on a page that reloads or a server that answers beside other suites on 2
    // CPUs: a second (the default) was too short under CI's load for a reload's data.
    expect: { poll: { timeout: 10_000 } },
    // Two scenarios at a time (each has its own server, data directory and browser): most of a
    // scenario is waiting on a page or a server, so two overlap well on a 2-core machine and the
    // CI run stays well under its 20 minutes.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
