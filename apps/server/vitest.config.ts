import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    // Limits that catch a hang, not a speed (speed is the benches'): in CI the PostgreSQL pass
    // runs at nice 10 beside the browser scenarios, where a test hashing fifteen passwords
    // (scrypt) has taken over 30 s and an app's start-up over 30 s.
    testTimeout: 120_000,
    hookTimeout: 120_000,
    globalSetup: ['src/test/global-setup.ts'],
    pool: 'forks',
    // Vitest's default on a 2-CPU machine is one worker (CPUs − 1), so the ~60 files ran one
    // after another (~520 s on the embedded database). Each file has its own app and database,
    // and much of a file's time is waiting on the database, so two at a time overlap well.
    maxWorkers: 2,
    // A fork runs file after file with its modules loaded once: a fresh process per file spent
    // ~5 s importing the server before each (394 s → 211 s on the embedded database). The files
    // with the default configuration share the process's app, each test from the reset start
    // state (docs/decisions/0034-one-test-app-per-process.md); the others have their own.
    isolate: false,
  },
});
