import { randomBytes } from 'node:crypto';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MEDIA_MAX_BYTES,
  MEDIA_MIME_TYPES,
  answer,
  errorAnswer,
  mediaDeletedUnderRetentionMessage,
  mediaKindOf,
  mediaTooLargeMessage,
  mimeEssence,
  rawCalls,
  EXAM_REFUSAL_CODES as CODES,
  uploadedMediaSchema,
  type MediaKind,
} from '@mizan/shared';
import type { AppServices } from '../app-services';
import { HttpError, badRequest, notFound } from '../errors';
import { authorizeApplicantUpload } from '../services/applicant-uploads';
import { checkDeclaredLength, mediaQuotasOf, quotaChargesOf } from '../services/media-quotas';
import { authenticate } from '../services/authenticate';
import { contentMatchesType } from '../services/media-content';
import type { ByteRange, MediaOwner, StoredMedia } from '../services/media-storage';
import { checkSignHeader, contentDisposition, headerOf } from './raw-file-route';
import { apiUrl } from './register-contract';

export const MEDIA_NOT_FOUND = 'This file was not found: the link may be wrong, or the file was removed.';
export const MEDIA_EMPTY = 'The file is empty: choose a file with something in it.';
export const FILE_NAME_MALFORMED = 'The file name (X-File-Name) must be URI-encoded text.';
export const RANGE_NOT_SATISFIABLE = 'The requested part of the file is beyond its end.';

const ACCEPTED_WORDS =
  'a picture (PNG, JPEG, GIF, WebP or BMP), a PDF, Word (doc, docx) or Excel (xls, xlsx) document, ' +
  'or an audio or video recording (WebM, Ogg, MP4 or MP3)';

export function mediaTypeRefusedMessage(contentType: string): string {
  const shown = contentType.trim() === '' ? 'no type' : `"${mimeEssence(contentType).slice(0, 100)}"`;
  return `Files of ${shown} cannot be uploaded. Upload ${ACCEPTED_WORDS}.`;
}

export function contentMismatchMessage(contentType: string): string {
  return `The file's content is not what its type (${contentType}) says: it may be damaged, or another kind of file renamed. Choose the original file.`;
}

/** 32 base64url characters: 192 random bits, the capability in /api/media/<id>. */
export function newMediaId(): string {
  return randomBytes(24).toString('base64url');
}

const MEDIA_ID = /^[A-Za-z0-9_-]{32}$/;
const FILE_NAME_MAX = 255;

/** X-File-Name, decoded and cleaned: no folders, no control characters, at most 255 characters. */
export function cleanFileName(header: string | string[] | undefined): string {
  const raw = Array.isArray(header) ? header[0] : header;
  if (raw === undefined || raw === '') return 'upload';
  let decoded: string;
  try {
    decoded = decodeURIComponent(raw);
  } catch {
    throw badRequest(FILE_NAME_MALFORMED, CODES.fileNameMalformed);
  }
  const base = decoded.split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(/\p{Cc}/gu, '').trim();
  return [...cleaned].slice(0, FILE_NAME_MAX).join('') || 'upload';
}

/**
 * Who is uploading. Without a bearer token, an X-Attempt-Hash makes it an
 * applicant's upload during their attempt, which authorizeApplicantUpload
 * decides (a staff cookie the browser may also send plays no part). Anything
 * else is a staff upload (any signed-in staff member, by bearer token or by
 * cookie with its CSRF proof, checked exactly like a signedIn contract call).
 */
async function uploaderOf(request: FastifyRequest, services: AppServices): Promise<MediaOwner> {
  const attemptHash = headerOf(request, 'x-attempt-hash');
  if (request.headers.authorization === undefined && attemptHash) {
    return authorizeApplicantUpload(attemptHash, headerOf(request, 'x-sign') ?? '', request.ip, services, request);
  }
  const caller = await authenticate(request, rawCalls.uploadMedia.access, services.db, services.tokens);
  if (!caller) throw new Error('A signed-in call authenticated no one.');
  return { kind: 'staff', userId: caller.user.id };
}

/** The kind of the upload's declared type, or a 400 naming what is accepted. */
function declaredKind(request: FastifyRequest): { type: string; kind: MediaKind } {
  const contentType = headerOf(request, 'content-type') ?? '';
  const kind = mediaKindOf(contentType);
  if (!kind) throw badRequest(mediaTypeRefusedMessage(contentType), CODES.mediaTypeRefused);
  return { type: mimeEssence(contentType), kind };
}

/**
 * `Range: bytes=a-b` (one range; a list of ranges is served whole, which
 * HTTP allows). Answers null to serve the whole file, or 'unsatisfiable'.
 */
export function parseRange(header: string | undefined, size: number): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (match[2] !== '' && Number(match[2]) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end };
}

/** Pictures, audio and video open in the page; documents are always downloaded, never rendered on our origin. */
function dispositionOf(contentType: string): 'inline' | 'attachment' {
  const kind = mediaKindOf(contentType);
  return kind === 'image' || kind === 'audio' || kind === 'video' ? 'inline' : 'attachment';
}

/** What every media answer carries (docs/security.md, "Uploaded media"). */
function setMediaHeaders(reply: FastifyReply, media: StoredMedia): void {
  reply
    .header('content-type', media.contentType)
    .header('x-content-type-options', 'nosniff')
    .header('content-disposition', contentDisposition(dispositionOf(media.contentType), media.name))
    // Even if a browser renders a file as a page, it runs no script and loads nothing.
    .header('content-security-policy', "sandbox; default-src 'none'")
    // Ids are never reused and a file never changes.
    .header('cache-control', 'private, max-age=31536000, immutable')
    .header('etag', `"${media.id}"`)
    .header('accept-ranges', 'bytes');
}

/**
 * POST /api/media/upload and GET /api/media/:id (ours; `rawCalls` in the
 * shared contract). They live in a scope of their own because their bodies
 * are raw files: only the accepted MIME types have a parser here, each with
 * its kind's size limit, and JSON is not accepted.
 */
export async function registerMedia(app: FastifyInstance, services: AppServices): Promise<void> {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    for (const [type, kind] of Object.entries(MEDIA_MIME_TYPES)) {
      scope.addContentTypeParser(type, { parseAs: 'buffer', bodyLimit: MEDIA_MAX_BYTES[kind] }, (_request, body, done) => done(null, body));
    }
    // A body that grows past its kind's limit while it is read (no Content-Length, or a false one).
    scope.setErrorHandler((error: FastifyError, request) => {
      const kind = mediaKindOf(headerOf(request, 'content-type') ?? '');
      if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' && kind)
        throw new HttpError(413, mediaTooLargeMessage(kind), {}, CODES.mediaTooLarge);
      throw error;
    });

    const owners = new WeakMap<FastifyRequest, MediaOwner>();
    const quotas = mediaQuotasOf(services.config);
    const upload = rawCalls.uploadMedia;
    scope.route({
      method: upload.method,
      url: apiUrl(upload),
      schema: {
        operationId: 'uploadMedia',
        summary: upload.summary,
        tags: ['media'],
        security: [{ bearerAuth: [] }],
        consumes: [...upload.consumes],
        response: { 200: answer(uploadedMediaSchema), '4xx': errorAnswer, '5xx': errorAnswer },
      },
      // Everything that can be decided from the headers is decided before the body is read.
      onRequest: async (request) => {
        const owner = await uploaderOf(request, services);
        owners.set(request, owner);
        checkSignHeader(request);
        const { kind } = declaredKind(request);
        const declaredLength = Number(headerOf(request, 'content-length'));
        if (Number.isFinite(declaredLength) && declaredLength > MEDIA_MAX_BYTES[kind]) {
          throw new HttpError(413, mediaTooLargeMessage(kind), {}, CODES.mediaTooLarge);
        }
        if (Number.isFinite(declaredLength)) {
          await checkDeclaredLength(services.db, quotaChargesOf(owner, quotas), declaredLength);
        }
        cleanFileName(request.headers['x-file-name']);
      },
      handler: async (request) => {
        const owner = owners.get(request);
        if (!owner) throw new Error('The upload was not authorised.');
        const { type } = declaredKind(request);
        const bytes = request.body;
        if (!Buffer.isBuffer(bytes) || bytes.length === 0) throw badRequest(MEDIA_EMPTY, CODES.mediaEmpty);
        if (!contentMatchesType(bytes, type)) throw badRequest(contentMismatchMessage(type), CODES.mediaContentMismatch);
        const id = newMediaId();
        const name = cleanFileName(request.headers['x-file-name']);
        await services.media.save({ id, contentType: type, name, owner }, bytes, quotaChargesOf(owner, quotas));
        request.log.info({ mediaId: id, type, size: bytes.length, owner: owner.kind }, 'media uploaded');
        return { data: { url: `/api/${rawCalls.media.path.replace(':id', id)}`, id, type, name, size: bytes.length } };
      },
    });

    const get = rawCalls.media;
    scope.route({
      method: get.method,
      url: apiUrl(get),
      compress: false,
      schema: {
        operationId: 'media',
        summary: get.summary,
        tags: ['media'],
        response: { '4xx': errorAnswer, '5xx': errorAnswer },
      },
      handler: async (request, reply) => {
        const { id } = request.params as { id: string };
        const media = MEDIA_ID.test(id) ? await services.media.find(id) : null;
        if (!media) throw notFound(MEDIA_NOT_FOUND);
        if (media.deletedAt) throw new HttpError(410, mediaDeletedUnderRetentionMessage(media.deletedAt.toISOString()));
        if (headerOf(request, 'if-none-match') === `"${media.id}"`) {
          setMediaHeaders(reply, media);
          return reply.code(304).send();
        }
        const range = parseRange(headerOf(request, 'range'), media.size);
        if (range === 'unsatisfiable') {
          return reply.code(416).header('content-range', `bytes */${media.size}`).send({ msg: RANGE_NOT_SATISFIABLE });
        }
        const bytes = await services.media.read(media, range);
        if (!bytes) {
          request.log.warn({ mediaId: media.id, storage: media.storage }, 'media row without its bytes');
          throw notFound(MEDIA_NOT_FOUND);
        }
        setMediaHeaders(reply, media);
        if (range) {
          reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${media.size}`);
        }
        reply.header('content-length', range ? range.end - range.start + 1 : media.size);
        return reply.send(bytes);
      },
    });
  });
}
