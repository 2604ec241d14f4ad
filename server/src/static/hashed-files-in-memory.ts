import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Built file names that carry a content hash never change: cached for a year (also their .br and .gz copies). */
export const HASHED_FILE = /[.-][0-9a-f]{8,}\.(js|css|mjs|woff2?|png|jpe?g|svg|gif|webp|ico)(\.br|\.gz)?$/i;

/** The cache rule of a hashed file: it never changes, so a year. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const CONTENT_TYPES: Record<string, string> = {
  '.js': 'application/javascript; charset=utf-8',
  '.mjs': 'application/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
};

/** A built file held in memory: its type, an ETag of its content, and its bytes as built and as the build compressed them. */
export interface BuiltFile {
  type: string;
  etag: string;
  /** The file as built, and the build's brotli and gzip copies when it wrote them. */
  bodies: { identity: Buffer; br?: Buffer; gzip?: Buffer };
}

type Encoding = 'br' | 'gzip';

/**
 * The coding to send: brotli, else gzip, when the request accepts it and
 * the build wrote that copy; `br;q=0` refuses one as RFC 9110 says.
 */
export function chooseEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name, ...parameters] = part.trim().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)).find(Boolean);
    if (quality && Number(quality[1]) === 0) continue;
    accepted.add(name.trim());
  }
  for (const encoding of ['br', 'gzip'] as const) {
    if (available.includes(encoding) && (accepted.has(encoding) || accepted.has('*'))) return encoding;
  }
  return null;
}

/** A built file and the build's .br and .gz copies of it, as a BuiltFile of `type`. */
export function readBuiltFile(file: string, type: string): BuiltFile {
  const identity = fs.readFileSync(file);
  const copy = (suffix: string) => (fs.existsSync(file + suffix) ? fs.readFileSync(file + suffix) : undefined);
  const etag = `"${crypto.createHash('sha1').update(identity).digest('base64url').slice(0, 27)}"`;
  return { type, etag, bodies: { identity, br: copy('.br'), gzip: copy('.gz') } };
}

function readHashedFiles(dir: string): Map<string, BuiltFile> {
  const files = new Map<string, BuiltFile>();
  for (const name of fs.readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const type = CONTENT_TYPES[path.extname(name).toLowerCase()];
    if (!type || !HASHED_FILE.test(name)) continue;
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    files.set(name.split(path.sep).join('/'), readBuiltFile(file, type));
  }
  return files;
}

/** Answers a BuiltFile: 304 for its ETag, else the best coding the request accepts, with `cacheControl`. */
export function sendBuiltFile(file: BuiltFile, request: FastifyRequest, reply: FastifyReply, cacheControl = IMMUTABLE): FastifyReply {
  const available = (['br', 'gzip'] as const).filter((encoding) => file.bodies[encoding] !== undefined);
  reply.header('cache-control', cacheControl).header('etag', file.etag).header('content-type', file.type);
  if (available.length > 0) reply.header('vary', 'Accept-Encoding');
  if (request.headers['if-none-match'] === file.etag) return reply.code(304).send();
  const encoding = chooseEncoding(request.headers['accept-encoding'], available);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(encoding ? file.bodies[encoding] : file.bodies.identity);
}

/**
 * The built files whose names carry a content hash, answered from memory:
 * on exam day a room asks for the same twenty-odd files two thousand times
 * at once, and the static plugin looks each one up on disk per request
 * (its .br copy, its stats, a read stream), which made a file cost about
 * twice a whole API answer. Read when the server starts (the build's
 * folders hold tens of megabytes), each with its build-time brotli and gzip
 * copy. Everything else (index.html, remoteEntry.js, manifests) stays with
 * the static plugin, revalidated on every load. Registered before the
 * compression plugin, so nothing is compressed per request.
 */
export function serveHashedFilesFromMemory(app: FastifyInstance, folder: { dir: string; prefix: string }): void {
  for (const [name, file] of readHashedFiles(folder.dir)) {
    app.get(`${folder.prefix}${name}`, { schema: { hide: true } }, (request, reply) => sendBuiltFile(file, request, reply));
  }
}
