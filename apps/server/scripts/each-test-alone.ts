/**
 * Runs every test of the given server test files on its own (`vitest run <file> -t <name>`),
 * one process per test, and prints the ones that fail alone: a test that passes only after
 * the tests before it is leaning on their data.
 *
 *   node --import tsx scripts/each-test-alone.ts [files…] [--jobs 2]
 *
 * Without files it takes every `src/**\/*.test.ts`. DATABASE_URL is passed through, so the
 * same check runs on PostgreSQL.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, '..');
// Installed at the workspace root, or in the server's own node_modules.
const vitest =
  [serverDir, path.resolve(serverDir, '../..')]
    .map((dir) => path.join(dir, 'node_modules/.bin/vitest'))
    .find((bin) => existsSync(bin)) ?? 'vitest';

type Listed = { name: string; file: string };
type Outcome = { test: Listed; passed: number; failed: number; ms: number; output: string };

const args = process.argv.slice(2);
const jobsAt = args.indexOf('--jobs');
const jobs = jobsAt >= 0 ? Number(args[jobsAt + 1]) : 1;
const files = args.filter((a, i) => !a.startsWith('--') && (jobsAt < 0 || i !== jobsAt + 1));

const work = await mkdtemp(path.join(tmpdir(), 'each-test-alone-'));
try {
  const tests = await listTests(files);
  process.stdout.write(
    `${tests.length} tests in ${new Set(tests.map((t) => t.file)).size} files\n`,
  );
  const outcomes: Outcome[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.max(1, jobs) }, async () => {
      while (next < tests.length) {
        const test = tests[next++];
        if (!test) {
          break;
        }
        const outcome = await runAlone(test, outcomes.length);
        outcomes.push(outcome);
        const ok = outcome.failed === 0 && outcome.passed === 1;
        process.stdout.write(
          `${ok ? 'ok  ' : 'FAIL'} ${(outcome.ms / 1000).toFixed(1)}s ${short(test.file)} > ${test.name}\n`,
        );
      }
    }),
  );
  const bad = outcomes.filter((o) => o.failed > 0 || o.passed !== 1);
  process.stdout.write(`\n${outcomes.length - bad.length} of ${outcomes.length} pass alone\n`);
  for (const o of bad) {
    const why = o.failed > 0 ? 'failed' : `the name matched ${o.passed} tests`;
    process.stdout.write(`\n--- ${short(o.test.file)} > ${o.test.name} (${why})\n${o.output}\n`);
  }
  process.exitCode = bad.length === 0 ? 0 : 1;
} finally {
  await rm(work, { recursive: true, force: true });
}

async function listTests(only: string[]): Promise<Listed[]> {
  const out = path.join(work, 'list.json');
  await run(vitest, ['list', `--json=${out}`, ...only], { cwd: serverDir, maxBuffer: 1 << 26 });
  return JSON.parse(await readFile(out, 'utf8')) as Listed[];
}

async function runAlone(test: Listed, n: number): Promise<Outcome> {
  const out = path.join(work, `result-${n}.json`);
  // vitest matches -t against the describe names and the test name joined by spaces.
  const pattern = `^${escapeRegExp(test.name.split(' > ').join(' '))}$`;
  const started = performance.now();
  let output = '';
  try {
    const result = await run(
      vitest,
      ['run', test.file, '-t', pattern, '--reporter=json', `--outputFile=${out}`],
      { cwd: serverDir, maxBuffer: 1 << 26 },
    );
    output = result.stderr;
  } catch (error) {
    output = String((error as { stderr?: string }).stderr ?? error);
  }
  const ms = performance.now() - started;
  try {
    const report = JSON.parse(await readFile(out, 'utf8')) as {
      numPassedTests: number;
      numFailedTests: number;
      testResults: { assertionResults: { status: string; failureMessages: string[] }[] }[];
    };
    const failures = report.testResults
      .flatMap((r) => r.assertionResults)
      .flatMap((a) => a.failureMessages);
    return {
      test,
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      ms,
      output: failures.join('\n').slice(0, 4000) || output.slice(-4000),
    };
  } catch {
    return { test, passed: 0, failed: 1, ms, output: output.slice(-4000) };
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function short(file: string): string {
  return path.relative(serverDir, file);
}
