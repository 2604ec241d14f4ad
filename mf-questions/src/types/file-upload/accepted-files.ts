import { APPLICANT_TEXT_EN, isAcceptedUploadType, mediaKindOf, MEDIA_MAX_BYTES, type ApplicantText } from '@mizan/shared';

/** The extensions FileUploadEnhanced takes (SPEC §5: images, pdf, doc, docx, xls, xlsx) and the type each is sent as. */
export const EXTENSION_TYPES: Readonly<Record<string, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

/** Browsers give no type, or a generic one, for files they do not know (often .docx or .xlsx on some systems). */
const UNKNOWN_TYPES = ['', 'application/octet-stream'];

export type FileCheck = { ok: true; type: string } | { ok: false; message: string };

/**
 * Is `file` one FileUploadEnhanced takes? Both its extension and the type the
 * browser gives must be accepted ones (a type the browser does not know is
 * taken from the extension). Answers the type to upload it as, or why not in
 * `words`' language. The server
 * checks the content again (its first bytes must match the type).
 */
export function checkFile(
  file: Pick<File, 'name' | 'type' | 'size'>,
  words: ApplicantText['upload'] = APPLICANT_TEXT_EN.upload,
): FileCheck {
  const fromExtension = EXTENSION_TYPES[extensionOf(file.name)];
  if (!fromExtension) return { ok: false, message: words.typeRefused(file.name) };
  const declared = file.type.toLowerCase();
  let type: string;
  if (UNKNOWN_TYPES.includes(declared)) type = fromExtension;
  else if (isAcceptedUploadType(declared)) type = declared;
  else return { ok: false, message: words.typeRefused(file.name) };
  const kind = mediaKindOf(type);
  if (kind && file.size > MEDIA_MAX_BYTES[kind]) return { ok: false, message: words.tooBig(file.name, kind) };
  return { ok: true, type };
}

/** Pictures show as thumbnails in the lists. */
export function isPictureType(type: string): boolean {
  return mediaKindOf(type) === 'image';
}
