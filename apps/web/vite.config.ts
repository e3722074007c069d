import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { precompress } from './scripts/precompress';

const apiProxy = { '/api': 'http://localhost:3000' };

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    // The first load is one script (everything the entry imports statically) instead of a dozen
    // shared chunks, and chunks under 10 kB are inlined into the screens that use them: on a
    // phone each extra request costs a round trip, and over HTTP/1.1 only six run at once.
    chunkSizeWarningLimit: 600,
    // The server reads it to hint the console's chunks to a signed-in browser (server web-app.ts).
    manifest: true,
    rolldownOptions: {
      preserveEntrySignatures: false,
      output: {
        codeSplitting: {
          groups: [{ name: 'app', tags: ['$initial'] }],
          experimentalInlineCommonChunks: { maxSize: 10_000 },
        },
      },
    },
  },
  server: { proxy: apiProxy },
  preview: { proxy: apiProxy },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.tsx'],
    setupFiles: ['src/test/setup.ts'],
    // Each test file gets its own jsdom, but a worker keeps the modules it has loaded for its
    // next files instead of importing them again: 3x faster on 2 cores. So state can outlive a
    // file: test/setup.ts clears Mantine's notification store, and tests avoid vi.mock.
    pool: 'vmForks',
    // A form test types into many fields; on a loaded 2-core CI machine that took near 5 s.
    testTimeout: 15_000,
  },
});
