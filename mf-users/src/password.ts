import { GENERATED_PASSWORD_LENGTH } from '@mizan/shared';

/**
 * Letters and digits an admin can read out or write down without mistakes:
 * the look-alikes 0/O, 1/l/I are left out. 57 symbols, so a 12-character
 * password carries about 70 bits.
 */
export const PASSWORD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';

const HAS_LETTER = /[A-Za-z]/;
const HAS_DIGIT = /[0-9]/;

/** The largest multiple of the alphabet size below 256: bytes at or above it are redrawn, so every symbol is equally likely. */
const UNBIASED_LIMIT = 256 - (256 % PASSWORD_ALPHABET.length);

function randomSymbols(length: number): string {
  let password = '';
  while (password.length < length) {
    const bytes = crypto.getRandomValues(new Uint8Array(length * 2));
    for (const byte of bytes) {
      if (byte >= UNBIASED_LIMIT) continue;
      password += PASSWORD_ALPHABET[byte % PASSWORD_ALPHABET.length];
      if (password.length === length) break;
    }
  }
  return password;
}

/** A random password of letters and digits (at least one of each) from the browser's CSPRNG. */
export function generatePassword(length: number = GENERATED_PASSWORD_LENGTH): string {
  for (;;) {
    const password = randomSymbols(length);
    if (length < 2 || (HAS_LETTER.test(password) && HAS_DIGIT.test(password))) return password;
  }
}
