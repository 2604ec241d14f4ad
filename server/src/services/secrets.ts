import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** Write a file only its owner can read (mode 600), creating its folder. */
export function writePrivateFile(file: string, contents: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, contents, { mode: 0o600 });
  fs.chmodSync(file, 0o600);
}

/**
 * The secret that signs session tokens: `JWT_SECRET`, or one generated on the
 * first start into `<dataDir>/jwt-secret` and reused afterwards. Several API
 * nodes behind one load balancer must share it: set JWT_SECRET on each.
 */
export function loadJwtSecret(configured: string | null, dataDir: string): string {
  if (configured) return configured;
  const file = path.join(dataDir, 'jwt-secret');
  if (fs.existsSync(file)) {
    const stored = fs.readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const secret = randomBytes(48).toString('base64url');
  writePrivateFile(file, `${secret}\n`);
  return secret;
}
