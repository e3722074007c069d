/**
 * Lighthouse (mobile profile, its default) on the first screens a phone opens: the login page,
 * a player's landing page (/play/{eventId}, no session yet) and the public candidate form
 * (/candidate-flow/{eventId}) of the ace demo's game; then a signed-in admin's dashboard,
 * served by the built server on a fresh data directory. Builds nothing: run `npm run build`
 * first. Run: npm run bench:lighthouse
 *
 * RUNS=5 takes the median performance score per page (the machine's load moves it).
 * WEB_DIST=/some/dist serves another web build; BENCH_ROOT=/other/checkout starts that
 * checkout's server (for a before/after comparison). VERBOSE=1 lists every request
 * (transferred / uncompressed); SAVE=/some/dir writes each page's Lighthouse JSON there.
 * PAGES=login,player,candidate,dashboard audits only those pages.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../e2e/src/browser';
import { seedDemo, startServer as startBuiltServer } from '../e2e/src/server';

const root = path.resolve(process.env.BENCH_ROOT ?? path.join(import.meta.dirname, '..'));
const runs = Number(process.env.RUNS ?? 5);
const superAdmin = { email: 'root@bench.test', password: 'root-password-1' };
const admin = { email: 'lighthouse@bench.test', password: 'bench-password-1' };

async function startServer() {
  return startBuiltServer(
    { SUPERADMIN_EMAIL: superAdmin.email, SUPERADMIN_PASSWORD: superAdmin.password },
    // The ace demo's game takes applications and registrations: its candidate form and its
    // player landing are the screens a phone opens.
    { root, beforeStart: seedDemo(['--edition=ace', '--participants=5']) },
  );
}

async function api(base: string, route: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${base}${route}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) {
    throw new Error(
      `${init.method ?? 'GET'} ${route}: ${response.status} ${await response.text()}`,
    );
  }
  return response;
}

async function signIn(base: string, email: string, password: string): Promise<string> {
  const response = await api(base, '/api/auth/login', {
    method: 'POST',
    body: JSON.stringify({ email, password }),
  });
  return response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Registers, verifies (the outbox link) and signs in an admin that owns one event. */
async function adminWithEvent(base: string): Promise<{ cookie: string }> {
  await api(base, '/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({
      name: 'Lighthouse Admin',
      jobTitle: 'Talent Lead',
      email: admin.email,
      companyName: 'Bench Co',
      country: 'Pakistan',
      password: admin.password,
      confirmPassword: admin.password,
      terms: true,
      free: true,
    }),
  });
  const rootCookie = await signIn(base, superAdmin.email, superAdmin.password);
  const outbox = (await (
    await api(base, '/api/admin/outbox?pageSize=50', { headers: { cookie: rootCookie } })
  ).json()) as { items: { to: string; links: string[] }[] };
  const link = outbox.items.find((m) => m.to === admin.email)?.links[0];
  if (!link) {
    throw new Error('no verification mail in the outbox');
  }
  await fetch(link, { redirect: 'manual' });
  const cookie = await signIn(base, admin.email, admin.password);
  const today = new Date().toISOString().slice(0, 10);
  await api(base, '/api/events', {
    method: 'POST',
    headers: { cookie },
    body: JSON.stringify({
      assessmentName: 'Bench 2026',
      assessmentFor: 'Staff',
      launchDate: today,
      closingDate: today,
    }),
  });
  return { cookie };
}

type Result = {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  transfer: number;
  resource: number;
  failing: string[];
  requests: { url: string; transferSize?: number; resourceSize?: number }[];
};

async function audit(port: number, url: string, cookie?: string): Promise<Result> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  });
  if (!result) {
    throw new Error(`no Lighthouse result for ${url}`);
  }
  if (process.env.SAVE) {
    const name = new URL(url).pathname.replace(/\W+/g, '-');
    writeFileSync(
      path.join(process.env.SAVE, `lighthouse${name}.json`),
      JSON.stringify(result.lhr),
    );
  }
  const { categories, audits } = result.lhr;
  const requests =
    (audits['network-requests']?.details as { items?: Result['requests'] } | undefined)?.items ??
    [];
  return {
    performance: Math.round((categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((categories.accessibility?.score ?? 0) * 100),
    fcp: audits['first-contentful-paint']?.numericValue ?? 0,
    lcp: audits['largest-contentful-paint']?.numericValue ?? 0,
    tbt: audits['total-blocking-time']?.numericValue ?? 0,
    transfer: audits['total-byte-weight']?.numericValue ?? 0,
    resource: requests.reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
    failing: (categories.accessibility?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
    requests,
  };
}

const median = (results: Result[]): Result => {
  const sorted = [...results].sort((a, b) => a.performance - b.performance);
  const middle = sorted[Math.floor(sorted.length / 2)];
  if (!middle) {
    throw new Error('no runs');
  }
  return middle;
};

/** The median of one figure over the runs (the run with the median score may not hold it). */
const medianOf = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: chromiumFlags,
});
try {
  const { cookie } = await adminWithEvent(server.url);
  const demoEvent = 'acedemoinc_reportsdemo';
  const pages: { name: string; url: string; cookie?: string }[] = [
    { name: 'login', url: `${server.url}/auth/login` },
    { name: 'player', url: `${server.url}/play/${demoEvent}` },
    { name: 'candidate', url: `${server.url}/candidate-flow/${demoEvent}` },
    { name: 'dashboard', url: `${server.url}/assessment/dashboard`, cookie },
  ];
  const only = process.env.PAGES?.split(',');
  for (const page of pages.filter((p) => !only || only.includes(p.name))) {
    const results: Result[] = [];
    for (let i = 0; i < runs; i++) {
      results.push(await audit(chrome.port, page.url, page.cookie));
    }
    const r = median(results);
    console.log(
      `${page.name.padEnd(9)} performance ${r.performance}  accessibility ${r.accessibility}  ` +
        `FCP ${s(r.fcp)}  LCP ${s(r.lcp)}  TBT ${r.tbt.toFixed(0)} ms  ` +
        (runs > 1 ? `(median TBT ${medianOf(results.map((x) => x.tbt)).toFixed(0)} ms)  ` : '') +
        `transferred ${kb(r.transfer)} (uncompressed ${kb(r.resource)})` +
        (runs > 1
          ? `  [performance ${results.map((x) => `${x.performance} (FCP ${s(x.fcp)}, TBT ${x.tbt.toFixed(0)} ms)`).join(', ')}]`
          : ''),
    );
    if (process.env.VERBOSE) {
      for (const request of r.requests) {
        const size = `${kb(request.transferSize ?? 0)} / ${kb(request.resourceSize ?? 0)}`;
        console.log(`          ${size.padStart(22)}  ${request.url.replace(server.url, '')}`);
      }
    }
    if (r.failing.length > 0) {
      console.log(`          accessibility audits failing: ${r.failing.join(', ')}`);
    }
  }
} finally {
  chrome.kill();
  await server.stop();
}
