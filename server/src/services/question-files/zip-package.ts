import { unzipSync, zipSync, strToU8 } from 'fflate';
import { QUESTION_FILE_NOT_ZIP, QUESTION_PACKAGE_MAX_FILES, QUESTION_PACKAGE_MAX_UNPACKED, QUESTION_PACKAGE_TOO_BIG } from '@mizan/shared';
import { badRequest } from '../../errors';

/**
 * A zip package's files by path. The sizes the zip declares are checked
 * before anything is inflated (fflate inflates each file into a buffer of
 * its declared size and never past it), so a zip bomb is refused without
 * being unpacked. Paths with '..' or a leading '/' are ignored: files are
 * only ever looked up by name, never written to disk.
 */
export function unpackZip(body: Uint8Array): Map<string, Uint8Array> {
  if (body.length < 4 || body[0] !== 0x50 || body[1] !== 0x4b) throw badRequest(QUESTION_FILE_NOT_ZIP);
  let files = 0;
  let total = 0;
  let tooBig = false;
  let unpacked: Record<string, Uint8Array>;
  try {
    unpacked = unzipSync(body, {
      filter: (file) => {
        files += 1;
        total += file.originalSize;
        if (files > QUESTION_PACKAGE_MAX_FILES || total > QUESTION_PACKAGE_MAX_UNPACKED) tooBig = true;
        return !tooBig && !file.name.endsWith('/') && !file.name.split('/').includes('..') && !file.name.startsWith('/');
      },
    });
  } catch {
    throw badRequest(tooBig ? QUESTION_PACKAGE_TOO_BIG : QUESTION_FILE_NOT_ZIP);
  }
  if (tooBig) throw badRequest(QUESTION_PACKAGE_TOO_BIG);
  return new Map(Object.entries(unpacked));
}

export function packZip(files: ReadonlyMap<string, string | Uint8Array>): Uint8Array {
  const entries: Record<string, Uint8Array> = {};
  for (const [name, content] of files) entries[name] = typeof content === 'string' ? strToU8(content) : content;
  return zipSync(entries, { level: 6 });
}
