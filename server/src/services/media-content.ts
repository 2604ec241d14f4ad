/**
 * Does a file's content start the way its declared MIME type says? The
 * media call stores only files whose first bytes (their "magic number")
 * match the Content-Type they were sent with, so a program renamed to
 * picture.png, or an HTML page sent as a PDF, is refused before it is kept.
 * Checks are on the essence of the type ('audio/webm', no parameters).
 */

const ascii = (text: string) => Buffer.from(text, 'latin1');

function startsWith(bytes: Buffer, signature: Buffer | readonly number[], offset = 0): boolean {
  const expected = Buffer.isBuffer(signature) ? signature : Buffer.from(signature);
  return bytes.length >= offset + expected.length && bytes.subarray(offset, offset + expected.length).equals(expected);
}

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
/** EBML: Matroska and WebM. */
const EBML = [0x1a, 0x45, 0xdf, 0xa3];
/** OLE2 compound file: the old .doc and .xls. */
const OLE2 = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
/** A ZIP local file header: .docx and .xlsx are ZIP packages. */
const ZIP = [0x50, 0x4b, 0x03, 0x04];

/** ISO base media (MP4): a box whose type is 'ftyp' at offset 4. */
function isIsoMedia(bytes: Buffer): boolean {
  return startsWith(bytes, ascii('ftyp'), 4);
}

/** An Office Open XML package whose part names include `folder` ('word/' or 'xl/'). */
function isOfficePackage(bytes: Buffer, folder: string): boolean {
  return startsWith(bytes, ZIP) && bytes.includes(ascii(folder)) && bytes.includes(ascii('[Content_Types].xml'));
}

/** MP3: an ID3v2 tag, or an MPEG audio frame sync (11 set bits). */
function isMpegAudio(bytes: Buffer): boolean {
  return startsWith(bytes, ascii('ID3')) || (bytes.length >= 2 && bytes[0] === 0xff && (bytes[1] & 0xe0) === 0xe0);
}

const CHECKS: Readonly<Record<string, (bytes: Buffer) => boolean>> = {
  'image/png': (bytes) => startsWith(bytes, PNG),
  'image/jpeg': (bytes) => startsWith(bytes, JPEG),
  'image/gif': (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  'image/webp': (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  'image/bmp': (bytes) => startsWith(bytes, ascii('BM')) && bytes.length >= 26,
  'application/pdf': (bytes) => startsWith(bytes, ascii('%PDF-')),
  'application/msword': (bytes) => startsWith(bytes, OLE2),
  'application/vnd.ms-excel': (bytes) => startsWith(bytes, OLE2),
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': (bytes) => isOfficePackage(bytes, 'word/'),
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': (bytes) => isOfficePackage(bytes, 'xl/'),
  'audio/webm': (bytes) => startsWith(bytes, EBML),
  'video/webm': (bytes) => startsWith(bytes, EBML),
  'audio/ogg': (bytes) => startsWith(bytes, ascii('OggS')),
  'audio/mp4': isIsoMedia,
  'video/mp4': isIsoMedia,
  'audio/mpeg': isMpegAudio,
};

/** True when `bytes` look like a `mimeType` file; false for any type without a check. */
export function contentMatchesType(bytes: Buffer, mimeType: string): boolean {
  const check = Object.hasOwn(CHECKS, mimeType) ? CHECKS[mimeType] : undefined;
  return check ? check(bytes) : false;
}

/** The MIME types contentMatchesType knows (a test checks it covers every accepted type). */
export const CHECKED_MIME_TYPES: readonly string[] = Object.keys(CHECKS);
