import { DOCUMENT_MIME_TYPES, IMAGE_MIME_TYPES, UPLOAD_MAX_BYTES } from '../questions/upload-types';

/**
 * What the media call (ours: POST /api/media/upload) accepts, by kind, and
 * how big each kind may be. The server refuses anything else; the question
 * types check the same numbers first so a person hears about a too-big file
 * before it is sent.
 */
export const AUDIO_MIME_TYPES = ['audio/webm', 'audio/ogg', 'audio/mp4', 'audio/mpeg'] as const;
export const VIDEO_MIME_TYPES = ['video/webm', 'video/mp4'] as const;

export type MediaKind = 'image' | 'document' | 'audio' | 'video';

const MB = 1024 * 1024;

/**
 * Largest upload per kind (ours; SPEC names none):
 * - image 10 MB: a phone photo or a scanned page (UPLOAD_MAX_BYTES);
 * - document 10 MB: a PDF, Word or Excel file (UPLOAD_MAX_BYTES);
 * - audio 50 MB: far beyond a 15-minute Opus recording (about 2 MB a minute at most);
 * - video 100 MB: a 5-minute recording at the 1.5 Mbps the recorder asks for is about 60 MB.
 */
export const MEDIA_MAX_BYTES: Record<MediaKind, number> = {
  image: UPLOAD_MAX_BYTES,
  document: UPLOAD_MAX_BYTES,
  audio: 50 * MB,
  video: 100 * MB,
};

/** Every MIME type the media call accepts, with its kind. */
export const MEDIA_MIME_TYPES: Readonly<Record<string, MediaKind>> = Object.freeze({
  ...Object.fromEntries(IMAGE_MIME_TYPES.map((type) => [type, 'image' as const])),
  ...Object.fromEntries(DOCUMENT_MIME_TYPES.map((type) => [type, 'document' as const])),
  ...Object.fromEntries(AUDIO_MIME_TYPES.map((type) => [type, 'audio' as const])),
  ...Object.fromEntries(VIDEO_MIME_TYPES.map((type) => [type, 'video' as const])),
});

/** 'audio/webm;codecs=opus' → 'audio/webm' (lower case, parameters dropped). */
export function mimeEssence(contentType: string): string {
  return contentType.split(';')[0].trim().toLowerCase();
}

/** The kind of an accepted MIME type (parameters allowed), or null when the media call refuses it. */
export function mediaKindOf(contentType: string): MediaKind | null {
  const essence = mimeEssence(contentType);
  return Object.hasOwn(MEDIA_MIME_TYPES, essence) ? MEDIA_MIME_TYPES[essence] : null;
}

const KIND_WORDS: Record<MediaKind, string> = {
  image: 'picture',
  document: 'document',
  audio: 'audio recording',
  video: 'video recording',
};

function megabytes(bytes: number): string {
  return `${Math.round(bytes / MB)} MB`;
}

/** 'This picture is too big: the limit is 10 MB.' */
export function mediaTooLargeMessage(kind: MediaKind): string {
  return `This ${KIND_WORDS[kind]} is too big: the limit is ${megabytes(MEDIA_MAX_BYTES[kind])}.`;
}
