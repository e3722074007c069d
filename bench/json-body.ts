import { benchApp } from './support';

/**
 * What a 1 MB JSON body of each shape costs a request (signed out, POST /api/auth/login, on the
 * embedded database), beside the floor: the same route with a small body. Every shape is
 * refused (400), by the depth check, the control-character walk or validation; the figure is
 * what reaching that answer costs. docs/decisions/0014-request-limits.md.
 */
const MB = 1_000_000;
const RUNS = Number(process.env.RUNS ?? 20);

const fill = (unit: string, open = '[', close = ']') => {
  const n = Math.floor((MB - 2) / (unit.length + 1));
  return `${open}${Array.from({ length: n }, () => unit).join(',')}${close}`;
};
const shapes: Record<string, string> = {
  'floor: a small body': '{"email":"a@b.example","password":"x"}',
  'numbers, one flat array': fill('12345'),
  'short strings, one flat array': fill('"abcde"'),
  'an object of 60,000 keys': `{${Array.from({ length: 60_000 }, (_, i) => `"k${i}":1`).join(',')}}`,
  'one long string': `{"email":"${'a'.repeat(MB - 20)}"}`,
  '32 levels, again and again': fill(`${'['.repeat(31)}1${']'.repeat(31)}`),
  '7,000 levels (refused before parsing)': `${'['.repeat(7000)}1${']'.repeat(7000)}`,
  'a NUL at the end of a wide array': fill('"abcde"').replace(/"\]$/, '\\u0000"]'),
};

const app = await benchApp(null);
try {
  console.log(`POST /api/auth/login, ${RUNS} requests a shape, p50 / max (status)`);
  for (const [name, payload] of Object.entries(shapes)) {
    const times: number[] = [];
    let status = 0;
    for (let i = 0; i < RUNS; i++) {
      const started = performance.now();
      const response = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload,
        headers: { 'content-type': 'application/json' },
      });
      times.push(performance.now() - started);
      status = response.statusCode;
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor(times.length / 2)] ?? 0;
    const kb = Math.round(Buffer.byteLength(payload) / 1000);
    console.log(
      `  ${name.padEnd(40)} ${String(kb).padStart(5)} kB  ${p50.toFixed(1)} / ${(times.at(-1) ?? 0).toFixed(1)} ms (${status})`,
    );
  }
} finally {
  await app.close();
}
