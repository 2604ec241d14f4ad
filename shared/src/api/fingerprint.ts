/** The fingerprint's length in random bytes (envelope.ts checks its 64 hex characters). */
export const FINGERPRINT_BYTES = 32;
/** A request fingerprint: FINGERPRINT_BYTES random bytes as lowercase hex. */
export const FINGERPRINT_PATTERN = /^[0-9a-f]{64}$/;

const STORAGE_KEY = 'fingerprint';

/** The per-tab request fingerprint: 32 random bytes in hex, kept in sessionStorage (SPEC §7). */
export function requestFingerprint(storage: Storage = window.sessionStorage): string {
  const saved = storage.getItem(STORAGE_KEY);
  if (saved && FINGERPRINT_PATTERN.test(saved)) return saved;
  const bytes = crypto.getRandomValues(new Uint8Array(FINGERPRINT_BYTES));
  const fingerprint = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  storage.setItem(STORAGE_KEY, fingerprint);
  return fingerprint;
}
