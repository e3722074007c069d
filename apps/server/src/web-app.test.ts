import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { dashboardIntro } from '@app/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anAdmin } from './test/factories';
import { createTestApp } from './test/harness';

const script = `console.log(${JSON.stringify('x'.repeat(2000))});`;
let dist: string;
let app: FastifyInstance;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><head><title>c</title><link rel="stylesheet" crossorigin href="/assets/web-1.css"></head><body><div id="root"></div></body>',
  );
  writeFileSync(path.join(dist, 'index.html.gz'), gzipSync('<!doctype html><head></head>'));
  writeFileSync(
    path.join(dist, 'play.html'),
    '<!doctype html><head><title>player</title></head><script src="/assets/play-1.js"></script>',
  );
  writeFileSync(path.join(dist, 'signin.html'), '<!doctype html><head><title>login</title></head>');
  writeFileSync(
    path.join(dist, 'candidate.html'),
    '<!doctype html><head><title>apply</title></head><div id="root"></div>',
  );
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(dist, 'assets/index-abc123.js'), script);
  writeFileSync(path.join(dist, 'assets/index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(dist, 'assets/index-abc123.js.gz'), gzipSync(script));
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, imports: ['_web.js'] },
      '_web.js': { file: 'assets/web-1.js' },
      'src/features/shell/console-shell.tsx': {
        file: 'assets/console-shell-2.js',
        imports: ['_web.js', '_ScrollArea.js'],
        css: ['assets/console-3.css'],
      },
      '_ScrollArea.js': { file: 'assets/ScrollArea-4.js' },
      'src/app/overlays.tsx': { file: 'assets/overlays-5.js', imports: ['_ScrollArea.js'] },
      'src/features/auth/login-page.tsx': { file: 'assets/login-page-6.js' },
      'src/features/events/event-screens.tsx': {
        file: 'assets/event-screens-7.js',
        imports: ['_web.js'],
      },
    }),
  );
  app = await createTestApp({ webDist: dist });
});
afterAll(async () => {
  await app?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('the built console', () => {
  it('keeps the HTML pages out of the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, unknown>;
    };
    const paths = Object.keys(doc.paths);
    expect(paths.length).toBeGreaterThan(50);
    expect(paths.filter((p) => !p.startsWith('/api/'))).toEqual([]);
  });

  it('sends the precompressed copy the browser accepts, brotli first', async () => {
    const br = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);

    const gz = await app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(script);

    const plain = await app.inject({ url: '/assets/index-abc123.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('caches hashed assets for good, and revalidates everything else', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(icon.statusCode).toBe(200);
    expect(icon.headers['cache-control']).not.toMatch(/immutable/);
    const page = await app.inject({ url: '/auth/login', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['cache-control']).toBe('no-cache');
  });

  it('sends scripts with their type, nosniff and CORP but without the page-only headers', async () => {
    const asset = await app.inject({ url: '/assets/index-abc123.js' });
    expect(asset.headers['content-type']).toMatch(/^application\/javascript/);
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    // An SVG opened on its own is a document: it keeps the whole set.
    const icon = await app.inject({ url: '/favicon.svg' });
    expect(String(icon.headers['content-security-policy'])).toContain("default-src 'self'");
    expect(icon.headers['x-frame-options']).toBe('DENY');
  });

  it("hints the console's code to a signed-in browser opening the console, and only then", async () => {
    const cookie = 'better-auth.session_token=abc.def';
    const hinted = (body: string) =>
      [...body.matchAll(/<link rel="(?:modulepreload|preload)"[^>]* href="([^"]+)"/g)].map(
        (m) => m[1],
      );
    const dashboard = await app.inject({ url: '/assessment/dashboard', headers: { cookie } });
    expect(hinted(dashboard.body).sort()).toEqual([
      '/api/events',
      '/assets/ScrollArea-4.js',
      '/assets/console-3.css',
      '/assets/console-shell-2.js',
      '/assets/event-screens-7.js',
      '/assets/overlays-5.js',
    ]);
    expect(dashboard.headers.vary).toMatch(/cookie/);
    // The dashboard's events list is asked for with the scripts, with the session's cookie.
    expect(dashboard.body).toContain(
      '<link rel="preload" href="/api/events" as="fetch" crossorigin="use-credentials">',
    );
    const leaderboard = await app.inject({ url: '/admin/leaderboard/1234', headers: { cookie } });
    expect(leaderboard.body).not.toContain('href="/api/events"');
    expect(hinted((await app.inject({ url: '/', headers: { cookie } })).body)).toHaveLength(4);
    // Signed out, or on the sign-in pages, the console's code is not wanted.
    expect(hinted((await app.inject({ url: '/assessment/dashboard' })).body)).toEqual([]);
    expect(hinted((await app.inject({ url: '/auth/login', headers: { cookie } })).body)).toEqual(
      [],
    );
  });

  it("paints a signed-in admin's dashboard frame from the HTML, in their edition's words", async () => {
    const admin = await anAdmin(app, {
      email: 'frame@example.com',
      account: { projectType: 'progress' },
    });
    const page = await app.inject({
      url: '/assessment/dashboard',
      headers: { cookie: admin.cookie },
    });
    const nonce = /<meta property="csp-nonce" content="([^"]+)"/.exec(page.body)?.[1];
    expect(page.body).toContain(`<style nonce="${nonce}">`);
    expect(String(page.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    expect(page.body).toContain('<h1 class="boot-title">Dashboard</h1>');
    expect(page.body).toContain(dashboardIntro('progress'));
    // The frame paints before the style sheet arrives: the sheet leaves the head for the body,
    // after the frame and before the root (whose theme variables must come after it).
    const [head = '', body = ''] = page.body.split('</head>');
    expect(head).not.toContain('stylesheet');
    const order = ['class="boot"', 'href="/assets/web-1.css"', '<div id="root"></div>'];
    const at = order.map((part) => body.indexOf(part));
    expect(at.every((index) => index >= 0)).toBe(true);
    expect(at).toEqual([...at].sort((a, b) => a - b));
    // No session behind the cookie, another screen, or signed out: no frame.
    const fake = 'better-auth.session_token=abc.def';
    for (const [url, cookie] of [
      ['/assessment/dashboard', fake],
      ['/admin/leaderboard/1234', admin.cookie],
      ['/assessment/dashboard', ''],
    ] as const) {
      const other = await app.inject({ url, headers: cookie ? { cookie } : {} });
      expect(other.body).not.toContain('class="boot"');
      expect(other.body.split('</head>')[0]).toContain('href="/assets/web-1.css"');
    }
  });

  it('never sends index.html without its nonce, compressed or not', async () => {
    const page = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers['content-encoding']).toBeUndefined();
    expect(page.body).toMatch(/<meta property="csp-nonce" content="[^"]+"/);
    for (const url of ['/index.html', '/index.html.gz']) {
      const direct = await app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(direct.body).not.toContain('<!doctype html><head></head>');
      if (direct.statusCode === 200) {
        expect(direct.body).toMatch(/csp-nonce/);
      }
    }
  });

  it("serves the player's own page, with its nonce, for /play and /play/{eventId}", async () => {
    for (const url of ['/play/1234', '/play/1234?token=abc', '/play', '/play/']) {
      const page = await app.inject({ url, headers: { cookie: 'better-auth.session_token=a.b' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<title>player</title>');
      expect(page.body).not.toContain('<title>c</title>');
      expect(page.body).toMatch(/<meta property="csp-nonce" content="[^"]+"/);
      // The console's code is never hinted to the player.
      expect(page.body).not.toMatch(/modulepreload/);
    }
    // Each response has its own nonce, and it is the one the CSP allows.
    const page = await app.inject({ url: '/play/1234' });
    const nonce = /csp-nonce" content="([^"]+)"/.exec(page.body)?.[1];
    expect(String(page.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    // Not a path the player owns: the console, as before.
    const other = await app.inject({ url: '/player-guide' });
    expect(other.body).toContain('<title>c</title>');
  });

  it('never sends play.html as a plain file', async () => {
    const direct = await app.inject({ url: '/play.html' });
    expect(direct.statusCode).toBe(404);
    expect(direct.body).not.toContain('<title>player</title>');
  });

  it("serves the candidate site's own page, with its nonce, for /candidate-flow/{eventId}", async () => {
    for (const url of [
      '/candidate-flow/1234',
      '/candidate-flow/acme_sales?utm_source=x',
      '/candidate-flow/1234/',
      '/candidate-flow',
    ]) {
      const page = await app.inject({ url, headers: { cookie: 'better-auth.session_token=a.b' } });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/^text\/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.body).toContain('<title>apply</title>');
      expect(page.body).not.toContain('<title>c</title>');
      expect(page.body).toMatch(/<meta property="csp-nonce" content="[^"]+"/);
      // Neither the console's code nor its painted frame: a candidate has no console.
      expect(page.body).not.toMatch(/modulepreload/);
      expect(page.body).toContain('<div id="root"></div>');
    }
    const page = await app.inject({ url: '/candidate-flow/1234' });
    const nonce = /csp-nonce" content="([^"]+)"/.exec(page.body)?.[1];
    expect(String(page.headers['content-security-policy'])).toContain(`'nonce-${nonce}'`);
    // Never the plain file (it must carry the nonce), and not a path the page owns.
    const direct = await app.inject({ url: '/candidate.html' });
    expect(direct.statusCode).toBe(404);
    expect(direct.body).not.toContain('<title>apply</title>');
    expect((await app.inject({ url: '/candidate-flows' })).body).toContain('<title>c</title>');
  });

  it('sends the light sign-in page to a browser without a session, the console to one with', async () => {
    for (const url of ['/auth/login', '/auth/login?verified=1']) {
      const page = await app.inject({ url });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<title>login</title>');
      expect(page.body).toMatch(/<meta property="csp-nonce" content="[^"]+"/);
      expect(page.headers.vary).toMatch(/cookie/);
    }
    const signedIn = await app.inject({
      url: '/auth/login',
      headers: { cookie: 'better-auth.session_token=abc.def' },
    });
    expect(signedIn.body).toContain('<title>c</title>');
    // The other sign-in screens stay in the console; the file itself is never sent plain.
    expect((await app.inject({ url: '/auth/register' })).body).toContain('<title>c</title>');
    expect((await app.inject({ url: '/signin.html' })).statusCode).toBe(404);
  });
});
