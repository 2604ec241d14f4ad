import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PageAssessment } from '../services/attempts/page-first-screen';
import { withFirstScreen } from './first-screen';
import { HASHED_FILE, IMMUTABLE, sendBuiltFile, serveHashedFilesFromMemory } from './hashed-files-in-memory';
import { RecentCopy, servePageEntryFiles } from './recent-copies';
import { locateRemotes, remotePrefix, remotesManifest } from './remotes';

/**
 * Source maps are for us, not the public: the build writes them outside
 * dist/, and a .map that still lands in a served folder answers 404.
 */
const servable = (pathname: string): boolean => !/\.map$/i.test(pathname);

/**
 * Options every static folder shares. preCompressed: the build wrote each
 * text asset as .br and .gz too (tools/webpack), so a browser that accepts
 * brotli or gzip gets those bytes as they are (with Vary: Accept-Encoding)
 * and the server never compresses a static file per request.
 */
const STATIC_OPTIONS = {
  preCompressed: true,
  allowedPath: servable,
  cacheControl: false,
  setHeaders: setCacheHeaders,
  index: false,
  schemaHide: true,
} as const;

export const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Mizan is not built yet</title></head>
<body><h1>Mizan is not built yet</h1>
<p>The server is running, but the web app has not been built. Run <code>npm run build</code>, then restart the server.</p>
</body></html>
`;

/**
 * Cache rules: a hashed asset never changes, so it is cached for a year;
 * everything else (index.html, remoteEntry.js, mf-manifest.json) is
 * revalidated on every load, so a redeployed remote is picked up at once.
 */
function setCacheHeaders(reply: FastifyReply, filePath: string): void {
  reply.header('cache-control', HASHED_FILE.test(filePath) ? IMMUTABLE : 'no-cache');
}

/**
 * The pages open without signing in (SPEC §2): /apply, /apply/{examid},
 * /assessment and /login, case-insensitive like the seed's router, and the
 * family's status page /status/{token} (ours). mf-exam hosts them all on its
 * own small page.
 */
export const PUBLIC_PAGE = /^\/(apply(\/[^/]*)?|assessment|login|status\/[^/]+)\/?$/i;
const PUBLIC_PAGE_ROUTES = ['/apply', '/apply/:examId', '/assessment', '/login', '/status/:token'];

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

/**
 * Serve the built apps (ARCHITECTURE §3): the shell at `/`, each remote at
 * `/remotes/<name>/`, `/remotes.json`, and the single-page fallback: any other
 * GET that wants HTML gets the shell's index.html, so a deep link such as
 * /dashboard/user loads the app. Returns the handler for unknown routes.
 */
export async function registerStaticHosting(
  app: FastifyInstance,
  options: {
    appsDir: string;
    remoteUrls: Record<string, string>;
    /** The assessment an applicant's page address names, drawn into the page's HTML (first-screen.ts). */
    pageAssessment?: (url: URL) => Promise<PageAssessment | null>;
    /** A page to send instead (403), e.g. Safe Exam Browser's when the assessment requires it and the request is not from it. */
    pageRefusal?: (request: FastifyRequest) => Promise<string | null>;
  },
): Promise<(request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | FastifyReply> {
  const shellDist = path.join(options.appsDir, 'shell', 'dist');
  const shellBuilt = fs.existsSync(path.join(shellDist, 'index.html'));
  const remotes = locateRemotes(options.appsDir, options.remoteUrls);
  // Applicants, and staff signing in, get mf-exam's own page (no shell, no staff code) when it is built here (ARCHITECTURE §2).
  const examDist = path.join(options.appsDir, 'mf-exam', 'dist');
  const examPage = new RecentCopy(path.join(examDist, 'index.html'), 'text/html; charset=utf-8');
  const examPageBuilt = examPage.current() !== null;
  const manifest = remotesManifest(remotes);

  app.get('/remotes.json', { schema: { hide: true } }, async (_request, reply) => reply.header('cache-control', 'no-cache').send(manifest));

  let decorated = false;
  for (const remote of remotes) {
    if (!remote.distDir) continue;
    serveHashedFilesFromMemory(app, { dir: remote.distDir, prefix: remotePrefix(remote.name) });
    servePageEntryFiles(app, { dir: remote.distDir, prefix: remotePrefix(remote.name) });
    await app.register(fastifyStatic, {
      ...STATIC_OPTIONS,
      root: remote.distDir,
      prefix: remotePrefix(remote.name),
      decorateReply: !decorated,
    });
    decorated = true;
  }
  if (shellBuilt) {
    serveHashedFilesFromMemory(app, { dir: shellDist, prefix: '/' });
    // The root and unknown paths go through the SPA fallback below (index: false).
    await app.register(fastifyStatic, { ...STATIC_OPTIONS, root: shellDist, prefix: '/', decorateReply: !decorated, wildcard: true });
  }

  const sendPage = (reply: FastifyReply) => {
    if (!shellBuilt) {
      return reply.code(503).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', shellDist, { cacheControl: false });
  };
  /** mf-exam's page, with the assessment its address names already on it when there is one. */
  const sendExamPage = async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-cache');
    // Both read the database; asked together, a room's pages wait for one round trip, not two.
    const [refusal, assessment] = await Promise.all([
      options.pageRefusal?.(request),
      options.pageAssessment?.(new URL(request.url, 'http://page')).catch((error: unknown) => {
        // The page works without it (its script asks again and says what is wrong): a failed lookup is only logged.
        request.log.warn({ err: error }, 'The page HTML went without its assessment');
        return null;
      }),
    ]);
    if (refusal) return reply.code(403).type('text/html; charset=utf-8').send(refusal);
    const page = examPage.current();
    if (!page) return sendPage(reply);
    if (!assessment) return sendBuiltFile(page, request, reply, 'no-cache');
    return reply.type('text/html; charset=utf-8').send(withFirstScreen(page.bodies.identity.toString('utf8'), assessment));
  };
  // The root is a folder to the static plugin (403); it is the shell's page.
  app.get('/', { schema: { hide: true } }, (_request, reply) => sendPage(reply));

  const serve = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0];
    if (url.startsWith('/api/')) {
      return reply.code(404).send({ msg: `There is no API call ${request.method} ${url}.` });
    }
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !url.startsWith('/remotes/') && acceptsHtml(request);
    if (!isPage) {
      return reply.code(404).type('text/plain; charset=utf-8').send('Not found.\n');
    }
    if (examPageBuilt && PUBLIC_PAGE.test(url)) return sendExamPage(request, reply);
    return sendPage(reply);
  };
  // The applicants' links as they are sent, routed here directly: through the shell's wildcard the static plugin
  // first read the whole shell folder to check the name's spelling, and a room opening its exam page waited on
  // that. Other spellings (another case, a trailing slash) still reach the same answer through the fallback.
  for (const page of PUBLIC_PAGE_ROUTES) app.get(page, { schema: { hide: true } }, serve);
  return serve;
}
