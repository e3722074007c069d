import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { accessMessages, dashboardIntro, type ProjectType } from '@app/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from './config';
import { errorBody } from './platform/errors';

/** Helmet's headers that only a document (or a file opened as one) acts on. */
const documentOnlyHeaders = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** Where the console lives: a signed-in browser opening one of these needs its code at once. */
const consolePaths = /^\/(admin|assessment|easy-flow)(\/|$)|^\/$/;
/** The console's modules that every console screen waits for (see web routes.tsx). */
const consoleModules = ['src/features/shell/console-shell.tsx', 'src/app/overlays.tsx'];
/** The dashboards: their screen's code and the events list they show, asked for at once. */
const dashboardPaths = /^\/(assessment|easy-flow)\/dashboard\/?$/;
const dashboardModules = ['src/features/events/event-screens.tsx'];
const dashboardData =
  '<link rel="preload" href="/api/events" as="fetch" crossorigin="use-credentials">';
const SESSION_COOKIE = /(^|;\s*)(__Secure-)?better-auth\.session_token=/;
/** The participants' player: its own page (apps/web play.html), none of the console's code. */
const PLAYER_PAGE = 'play.html';
/** The built pages: served only through sendPage, which stamps each response's nonce. */
/** The Login screen on its own, for a browser without a session: a lighter first load. */
const SIGNIN_PAGE = 'signin.html';
/** The public candidate application (apps/web candidate.html): its own page, no console code. */
const CANDIDATE_PAGE = 'candidate.html';
const pages = ['/index.html', `/${PLAYER_PAGE}`, `/${SIGNIN_PAGE}`, `/${CANDIDATE_PAGE}`];

type ManifestChunk = { file: string; imports?: string[]; css?: string[]; isEntry?: boolean };

/**
 * The console's chunks and style sheets, from Vite's build manifest, minus what index.html
 * already loads: `<link>` hints that let a signed-in browser fetch them alongside the entry
 * script instead of after it has run (one round trip less before the dashboard shows).
 */
export async function consolePreloadTags(
  dist: string,
  modules: readonly string[] = consoleModules,
): Promise<string> {
  const manifestPath = path.join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    return '';
  }
  const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as Record<
    string,
    ManifestChunk
  >;
  const closure = (keys: string[], seen = new Set<string>()): Set<string> => {
    for (const key of keys) {
      if (!seen.has(key) && manifest[key]) {
        seen.add(key);
        closure(manifest[key].imports ?? [], seen);
      }
    }
    return seen;
  };
  const entries = Object.keys(manifest).filter((key) => manifest[key]?.isEntry);
  const loaded = closure(entries);
  const wanted = [...closure([...modules])].filter((key) => !loaded.has(key));
  const scripts = wanted.map((key) => manifest[key]?.file);
  const styles = wanted.flatMap((key) => manifest[key]?.css ?? []);
  return [
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
  ].join('\n    ');
}

/** The built console is served by the same process; client routes fall back to index.html. */
/**
 * The dashboard's frame, painted from the HTML before the console's script has loaded (without
 * it the first paint waits ~3 s on a phone): the top bar, the title and the line under it, in
 * the console's font and places. It hides once React has put the real screen in the root.
 */
function dashboardFrame(projectType: ProjectType, nonce: string): string {
  const style = [
    '.boot{font-family:-apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,Helvetica,Arial,sans-serif;color:#000}',
    '.boot-top{height:60px;border-bottom:1px solid #dee2e6;display:flex;align-items:center;padding:0 16px;font-weight:700;font-size:18px;color:#364fc7}',
    // On a phone the screen starts with the 'My Dashboard' link row above the title.
    '.boot-main{padding:54px 12px 12px}',
    '.boot-title{font-size:26px;line-height:1.35;font-weight:700;margin:0}',
    '.boot-intro{font-size:16px;line-height:1.6;color:#868e96;margin:0}',
    '@media (min-width:48em){.boot-main{padding:20px 20px 20px 280px}}',
    // Gone in the same frame as React's first screen appears in the root after it.
    'body:has(#root>*) .boot{display:none}',
  ].join('');
  return (
    `<style nonce="${nonce}">${style}</style>` +
    '<div class="boot" aria-busy="true"><div class="boot-top">Assessment Console</div>' +
    '<div class="boot-main"><h1 class="boot-title">Dashboard</h1>' +
    `<p class="boot-intro">${dashboardIntro(projectType)}</p></div></div>`
  );
}

/**
 * The page with its frame: the frame first, then the console's style sheet (moved from the
 * head), then the root React renders into. A sheet in the head holds every paint until it has
 * arrived; one in the body only what follows it, so the frame (styled inline) shows as soon as
 * the HTML does, and the scripts still wait for the sheet before they run. The root comes after
 * the sheet so the theme's variables, which Mantine writes inside it, still win over the
 * sheet's defaults. Lighthouse's mobile first paint of the dashboard went from 1.3–2.9 s
 * (depending on whether the scripts happened to arrive before the paint) to 0.7 s.
 */
function framedPage(html: string, frame: string): string {
  const sheets = html.match(/<link rel="stylesheet"[^>]*>/g) ?? [];
  const withoutSheets = sheets.reduce((page, sheet) => page.replace(sheet, ''), html);
  return withoutSheets.replace(
    '<div id="root"></div>',
    [frame, ...sheets, '<div id="root"></div>'].join('\n    '),
  );
}

export type WebAppOptions = {
  /** The signed-in caller's project type (the dashboard frame's wording), or null. */
  projectTypeOf: (request: FastifyRequest) => Promise<ProjectType | null>;
};

export async function registerWebApp(
  app: FastifyInstance,
  config: Config,
  options: WebAppOptions,
): Promise<void> {
  const dist = config.webDist;
  const hasWeb = dist !== null && existsSync(path.join(dist, 'index.html'));
  /** A page with this response's style nonce; read per request, so a rebuild is served. */
  const sendPage = async (file: string, hints: string, reply: FastifyReply, frame = '') => {
    const read = await readFile(file, 'utf8');
    const html = frame ? framedPage(read, frame) : read;
    const meta = `<meta property="csp-nonce" content="${reply.cspNonce.style}" />`;
    // no-cache, not no-store: revalidated on every load, so a new build is picked up at once.
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(
        html
          .replace('<head>', `<head>\n    ${meta}`)
          .replace('</head>', hints ? `    ${hints}\n  </head>` : '</head>'),
      );
  };
  const sendIndex = async (dir: string, request: FastifyRequest, reply: FastifyReply) => {
    const signedIn = SESSION_COOKIE.test(request.headers.cookie ?? '');
    // Read with index.html, so a rebuild's chunk names are the ones hinted.
    const pathOnly = request.url.split('?')[0] ?? '';
    const dashboard = dashboardPaths.test(pathOnly);
    const hints =
      signedIn && consolePaths.test(pathOnly)
        ? await consolePreloadTags(
            dir,
            dashboard ? [...consoleModules, ...dashboardModules] : consoleModules,
          )
        : '';
    const data = signedIn && dashboard ? `\n    ${dashboardData}` : '';
    const projectType = signedIn && dashboard ? await options.projectTypeOf(request) : null;
    const frame = projectType ? dashboardFrame(projectType, reply.cspNonce.style) : '';
    return sendPage(
      path.join(dir, 'index.html'),
      hints + data,
      reply.header('vary', 'cookie'),
      frame,
    );
  };
  /**
   * /play and /play/{eventId}: the player's page; /candidate-flow and /candidate-flow/{eventId}:
   * the candidate application's. A 404 from a build that has no such page.
   */
  const sendOwnPage = async (dir: string, page: string, reply: FastifyReply) => {
    const file = path.join(dir, page);
    if (!existsSync(file)) {
      return reply
        .code(404)
        .send(errorBody(reply.request, { code: 'NOT_FOUND', message: accessMessages.notFound }));
    }
    return sendPage(file, '', reply);
  };
  if (dist && hasWeb) {
    const assets = path.join(dist, 'assets') + path.sep;
    // Files are looked up per request, so a rebuilt web app is served without a restart.
    // index.html, play.html, signin.html and candidate.html are never served as plain files:
    // they must carry the nonce.
    // The build writes .br and .gz copies (apps/web/scripts/precompress.ts); the browser gets
    // the best one it accepts. Files under /assets/ have a content hash in their name, so they
    // never change and may be cached for good.
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: true,
      index: false,
      preCompressed: true,
      allowedPath: (pathName) => !pages.some((page) => pathName.startsWith(page)),
      setHeaders: (reply, filePath) => {
        if (filePath.startsWith(assets)) {
          reply.header('cache-control', 'public, max-age=31536000, immutable');
        }
        if (/\.(js|css)$/.test(filePath)) {
          // A script or style sheet is never a document, so the page-only headers (CSP, frame
          // and referrer rules…) do nothing on it; dropping them saves ~0.6 KB on each of the
          // first load's requests. It keeps its checked type, nosniff and CORP.
          for (const header of documentOnlyHeaders) {
            reply.removeHeader(header);
          }
        }
      },
    });
    // HTML pages are not API operations: kept out of the OpenAPI document.
    const page = { schema: { hide: true } };
    app.get('/', page, (request, reply) => sendIndex(dist, request, reply));
    // Signed in (or a build without the page), the console answers /auth/login itself: its
    // guard moves a signed-in user on to the landing page.
    app.get('/auth/login', page, (request, reply) => {
      const file = path.join(dist, SIGNIN_PAGE);
      const signedIn = SESSION_COOKIE.test(request.headers.cookie ?? '');
      return signedIn || !existsSync(file)
        ? sendIndex(dist, request, reply)
        : sendPage(file, '', reply.header('vary', 'cookie'));
    });
    app.get('/play', page, (_request, reply) => sendOwnPage(dist, PLAYER_PAGE, reply));
    app.get('/play/*', page, (_request, reply) => sendOwnPage(dist, PLAYER_PAGE, reply));
    app.get('/candidate-flow', page, (_request, reply) => sendOwnPage(dist, CANDIDATE_PAGE, reply));
    app.get('/candidate-flow/*', page, (_request, reply) =>
      sendOwnPage(dist, CANDIDATE_PAGE, reply),
    );
  }
  app.setNotFoundHandler(async (request, reply) => {
    const isApi = request.url === '/api' || request.url.startsWith('/api/');
    const pathOnly = request.url.split('?')[0] ?? '';
    // A missing file (an old chunk after a rebuild) is a 404, not the app's HTML in its place.
    const isFile = /\.[a-z0-9]+$/i.test(pathOnly) && pathOnly !== '/index.html';
    if (isApi || isFile || request.method !== 'GET' || !dist || !hasWeb) {
      return reply
        .code(404)
        .send(errorBody(request, { code: 'NOT_FOUND', message: accessMessages.notFound }));
    }
    return sendIndex(dist, request, reply);
  });
}
