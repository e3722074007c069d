import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';
import { defineConfig } from 'vitest/config';
import { catalogues } from './scripts/catalogues-plugin';
import { precompress } from './scripts/precompress';

const apiProxy = { '/api': 'http://localhost:3000' };
const page = (name: string) => fileURLToPath(new URL(name, import.meta.url));

/** In the dev server, /play/{eventId} opens the player's page, as the built server does. */
function playerPages(): Plugin {
  return {
    name: 'player-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/play(\/|\?|$)/.test(req.url)) {
          req.url = `/play.html${req.url.slice(req.url.search(/\?|$/))}`;
        }
        next();
      });
    },
  };
}

/** In the dev server, /candidate-flow/{eventId} opens the candidate site's page, as the built server does. */
function candidatePages(): Plugin {
  return {
    name: 'candidate-pages',
    apply: 'serve',
    configureServer(server) {
      server.middlewares.use((req, _res, next) => {
        if (req.url && /^\/candidate-flow(\/|\?|$)/.test(req.url)) {
          req.url = `/candidate.html${req.url.slice(req.url.search(/\?|$/))}`;
        }
        next();
      });
    },
  };
}

/**
 * Chunks a page's first screen always needs but that are loaded by import() (each stand-alone
 * page's own code, run in a task after React's; the candidate form): a modulepreload link for each, and
 * for what each imports, lets the browser fetch them beside the page's first script instead of
 * after it has run (decision 0029).
 */
const firstScreenChunks = [
  '/candidate/wizard.tsx',
  '/candidate/candidate-chunk.ts',
  '/play/player-chunk.ts',
  '/signin/signin-chunk.ts',
];

function preloadFirstScreenChunks(): Plugin {
  return {
    name: 'preload-first-screen-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const chunks = new Map(
          Object.values(context.bundle ?? {})
            .filter((output) => output.type === 'chunk')
            .map((chunk) => [chunk.fileName, chunk]),
        );
        const files = new Set<string>();
        const add = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || files.has(fileName) || html.includes(`/${fileName}"`)) {
            return;
          }
          files.add(fileName);
          chunk.imports.forEach(add);
        };
        for (const chunk of chunks.values()) {
          if (firstScreenChunks.some((end) => chunk.facadeModuleId?.endsWith(end))) {
            add(chunk.fileName);
          }
        }
        return [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head' as const,
        }));
      },
    },
  };
}

/**
 * Four pages, built one after the other (package.json `build`): the console (index.html),
 * with `--mode play` the participants' player (play.html), with `--mode signin` the
 * stand-alone sign-in page (signin.html), and with `--mode candidate` the public candidate
 * application (candidate.html), into the same dist. Built
 * together, the console's one-chunk first load would either be handed to the player whole or
 * be cut into shared pieces by what the two pages have in common; built apart, each page's
 * first load is its own code only, and the console's is exactly what it was.
 */
/** What each build mode makes: the console, the player, the sign-in page, or the candidate site. */
const builds: Record<string, { input: string; group: string }> = {
  production: { input: 'index.html', group: 'app' },
  play: { input: 'play.html', group: 'player' },
  signin: { input: 'signin.html', group: 'signin' },
  candidate: { input: 'candidate.html', group: 'candidate' },
};

export default defineConfig(({ mode }) => {
  const isConsole = !['play', 'signin', 'candidate'].includes(mode);
  const build = builds[mode] ?? builds.production ?? { input: 'index.html', group: 'app' };
  return {
    root: fileURLToPath(new URL('.', import.meta.url)),
    plugins: [
      react(),
      catalogues(),
      playerPages(),
      candidatePages(),
      preloadFirstScreenChunks(),
      precompress(),
    ],
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      // The player's, the sign-in page's and the candidate site's builds add to the console's output.
      emptyOutDir: isConsole,
      // The first load is one script (everything the entry imports statically) instead of a dozen
      // shared chunks, and chunks under 10 kB are inlined into the screens that use them: on a
      // phone each extra request costs a round trip, and over HTTP/1.1 only six run at once.
      chunkSizeWarningLimit: 600,
      // The server reads it to hint the console's chunks to a signed-in browser (server
      // web-app.ts); the other builds must not overwrite it.
      manifest: isConsole,
      rolldownOptions: {
        preserveEntrySignatures: false,
        input: page(build.input),
        output: {
          codeSplitting: {
            groups: [{ name: build.group, tags: ['$initial'] }],
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
      // Vitest's default on 2 CPUs is one worker; two halve the run (141 s → 84 s).
      maxWorkers: 2,
      // recharts (under @mantine/charts) ships CommonJS by default, which the vm pool cannot
      // link to its ES dependencies: tests load its ES build and inline both, so charts render.
      alias: [{ find: /^recharts$/, replacement: 'recharts/es6/index.js' }],
      server: { deps: { inline: ['@mantine/charts', 'recharts'] } },
      // A form test types into many fields; on a loaded 2-core CI machine that took near 5 s,
      // and two workers share the cores.
      testTimeout: 30_000,
    },
  };
});
