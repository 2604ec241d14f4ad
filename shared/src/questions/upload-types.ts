/**
 * What applicants and authors may upload (SPEC §5): FileUploadEnhanced takes
 * images, pdf, doc, docx, xls and xlsx; Label and ImageHighlight pictures
 * take images only. SVG is not an accepted image (it can carry script).
 */
export const IMAGE_MIME_TYPES = ['image/png', 'image/jpeg', 'image/gif', 'image/webp', 'image/bmp'] as const;

export const DOCUMENT_MIME_TYPES = [
  'application/pdf',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
] as const;

export const ACCEPTED_UPLOAD_TYPES: readonly string[] = [...IMAGE_MIME_TYPES, ...DOCUMENT_MIME_TYPES];

/** For an `<input accept>`: the MIME types and their usual extensions. */
export const ACCEPTED_UPLOAD_ACCEPT = [
  ...ACCEPTED_UPLOAD_TYPES,
  '.png',
  '.jpg',
  '.jpeg',
  '.gif',
  '.webp',
  '.bmp',
  '.pdf',
  '.doc',
  '.docx',
  '.xls',
  '.xlsx',
].join(',');

export const IMAGE_ACCEPT = [...IMAGE_MIME_TYPES, '.png', '.jpg', '.jpeg', '.gif', '.webp', '.bmp'].join(',');

/** File upload: fewest and most files an author may allow, and the default (SPEC §9). */
export const FILE_UPLOAD_MIN_FILES = 1;
export const FILE_UPLOAD_MAX_FILES = 12;
export const FILE_UPLOAD_DEFAULT_MAX = 1;

export function isAcceptedUploadType(mimeType: string): boolean {
  return ACCEPTED_UPLOAD_TYPES.includes(mimeType.toLowerCase());
}

export function isImageMimeType(mimeType: string): boolean {
  return (IMAGE_MIME_TYPES as readonly string[]).includes(mimeType.toLowerCase());
}

/**
 * Largest single upload we accept (ours; SPEC names none): 10 MB per file
 * or picture, enough for a scanned page or a phone photo.
 */
export const UPLOAD_MAX_BYTES = 10 * 1024 * 1024;
// Recording limits live with the media call (api/media-types.ts, MEDIA_MAX_BYTES).
