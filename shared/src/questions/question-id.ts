/** SPEC §3 / §9: question ids are 10 random characters. */
export const QUESTION_ID_LENGTH = 10;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/**
 * A new random id of 10 letters and digits from crypto.getRandomValues
 * (available in browsers and in Node 20). Also used for option, blank,
 * label and spot ids, so an id never says anything about the answer.
 */
export function newQuestionId(length: number = QUESTION_ID_LENGTH): string {
  const bytes = new Uint8Array(length * 2);
  let id = '';
  while (id.length < length) {
    globalThis.crypto.getRandomValues(bytes);
    for (const byte of bytes) {
      // 248 = 4 × 62: dropping larger bytes keeps every character equally likely.
      if (byte < 248 && id.length < length) id += ALPHABET[byte % ALPHABET.length];
    }
  }
  return id;
}

/** Ids we accept on the wire: our 10-character ids, 'True'/'False' and the seed's numeric ids. */
export const QUESTION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
