/**
 * Uploaded text files in UTF-16. Excel's "Unicode text" and some editors
 * save UTF-16, little-endian mostly, with or without a byte order mark.
 * Read as UTF-8, such a file is a NUL byte beside every Latin letter, so it
 * is recognised and decoded as what it is.
 *
 * Decoding keeps a half of a surrogate pair as it is (Buffer's decoder does
 * not replace it), so the unstorable-text check names the row or question
 * that holds it rather than the file changing silently.
 */

/** How much of the file the guess looks at. */
const SAMPLE_BYTES = 4096;
/**
 * Without a byte order mark: the file is UTF-16 when at least this share of
 * its two-byte units has a 0 on one side and (almost) none on the other.
 * Latin letters, digits, commas and line breaks are such units; Arabic
 * letters (U+06xx) are not, so an Arabic sheet still has plenty from its
 * digits and delimiters, while a UTF-8 file with a stray NUL has almost none.
 */
const ZERO_SHARE = 0.1;

type Utf16 = 'utf-16le' | 'utf-16be';

function byteOrderMark(bytes: Uint8Array): Utf16 | null {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'utf-16le';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'utf-16be';
  return null;
}

function zeroPattern(bytes: Uint8Array): Utf16 | null {
  const length = Math.min(bytes.length, SAMPLE_BYTES) & ~1;
  if (length === 0) return null;
  let evenZeros = 0;
  let oddZeros = 0;
  for (let index = 0; index < length; index += 1) {
    if (bytes[index] !== 0) continue;
    if (index % 2 === 0) evenZeros += 1;
    else oddZeros += 1;
  }
  const units = length / 2;
  if (oddZeros >= units * ZERO_SHARE && evenZeros * 8 <= oddZeros) return 'utf-16le';
  if (evenZeros >= units * ZERO_SHARE && oddZeros * 8 <= evenZeros) return 'utf-16be';
  return null;
}

/** The file's text when it is UTF-16 (its byte order mark left out), else null. */
export function utf16Text(bytes: Buffer): string | null {
  const marked = byteOrderMark(bytes);
  const encoding = marked ?? zeroPattern(bytes);
  if (!encoding) return null;
  const units = bytes.subarray(marked ? 2 : 0, bytes.length & ~1);
  const littleEndian = encoding === 'utf-16le' ? units : Buffer.from(units).swap16();
  return littleEndian.toString('utf16le');
}
