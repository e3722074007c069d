/**
 * The production server: src/main.ts (the runtime check, src/runtime.ts) and src/server.ts (the
 * server, loaded after the check) bundled by esbuild into dist/main.js and dist/server.js, so `npm start` runs
 * plain JavaScript instead of compiling TypeScript with tsx on every start. npm packages stay
 * external (installed by npm ci, some native: sharp, pg); the workspace's @app/domain is
 * bundled, since it ships TypeScript sources. Files the code reads next to itself through
 * import.meta.dirname (the migrations, the seed question banks) are copied beside the bundle.
 */
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const serverDir = path.resolve(import.meta.dirname, '..');
const outDir = path.join(serverDir, 'dist');

const npmPackagesExternal: Plugin = {
  name: 'npm-packages-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@app/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(outDir, { recursive: true, force: true });
await build({
  entryPoints: [path.join(serverDir, 'src/main.ts'), path.join(serverDir, 'src/server.ts')],
  outdir: outDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
cpSync(path.join(serverDir, 'src/db/migrations'), path.join(outDir, 'migrations'), {
  recursive: true,
});
cpSync(path.join(serverDir, 'src/modules/catalog/seed-banks'), path.join(outDir, 'seed-banks'), {
  recursive: true,
});
process.stdout.write(
  `server bundled into ${path.relative(process.cwd(), outDir)}/main.js and server.js\n`,
);
