/**
 * Cold start to a healthy /api/health on the embedded database (after `npm run build`), and the
 * gzip size of the console's initial JavaScript. Run: npm run bench
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(import.meta.dirname, '..');
const runs = Number(process.env.RUNS ?? 3);

async function timeToHealthy(dataDir: string, port: number): Promise<number> {
  const started = performance.now();
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.js'], {
    cwd: path.join(root, 'apps/server'),
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) {
          return performance.now() - started;
        }
      } catch {
        // not yet listening
      }
      if (performance.now() - started > 60_000) {
        throw new Error('not healthy after 60 s');
      }
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
  }
}

function initialJsGzipBytes(): { files: string[]; gzip: number; raw: number } {
  const dist = path.join(root, 'apps/web/dist');
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+\.js)"/g),
  ].map((m) => m[1] ?? '');
  let gzip = 0;
  let raw = 0;
  for (const file of files) {
    const content = readFileSync(path.join(dist, file.replace(/^\//, '')));
    raw += content.length;
    gzip += gzipSync(content, { level: 9 }).length;
  }
  return { files, gzip, raw };
}

const first: number[] = [];
const restart: number[] = [];
for (let i = 0; i < runs; i++) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-'));
  first.push(await timeToHealthy(dataDir, 3900 + i));
  restart.push(await timeToHealthy(dataDir, 3950 + i));
  rmSync(dataDir, { recursive: true, force: true });
}
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? 0;
const js = initialJsGzipBytes();
console.log(
  `cold start, empty data dir (migrations + seed), median of ${runs}: ${median(first).toFixed(0)} ms  [${first.map((x) => x.toFixed(0)).join(', ')}]`,
);
console.log(
  `restart on existing data dir, median of ${runs}: ${median(restart).toFixed(0)} ms  [${restart.map((x) => x.toFixed(0)).join(', ')}]`,
);
console.log(
  `initial JS: ${js.files.length} files, ${(js.raw / 1024).toFixed(1)} KiB raw, ${(js.gzip / 1024).toFixed(1)} KiB gzip`,
);
