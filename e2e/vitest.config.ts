import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['*.test.ts'],
    globalSetup: ['src/global-setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 420_000,
    // A poll waits on a page that reloads or a server that answers beside other suites on 2
    // CPUs: a second (the default) was too short under CI's load for a reload's data.
    expect: { poll: { timeout: 10_000 } },
    // Two scenarios at a time (each has its own server, data directory and browser): most of a
    // scenario is waiting on a page, a server or the game's clock (alone, two at a time keep
    // about one of a 2-core machine's CPUs busy: 822 s of wall time for 799 s of CPU). Three at
    // a time beside CI's API tests made every scenario three times as slow.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
