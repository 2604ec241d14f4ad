import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';

const sharedSrc = path.resolve(import.meta.dirname, '../../shared/src');

/**
 * A self-contained module of @mizan/shared (one whose imports are all
 * `import type`), compiled from its TypeScript source, so a journey takes
 * routes and messages from the same place the apps do instead of copying them.
 */
export async function importShared(relativePath) {
  const file = path.join(sharedSrc, relativePath);
  const { code } = await transform(await readFile(file, 'utf8'), { loader: 'ts', format: 'esm', sourcefile: file });
  if (/^\s*import\s+(?!type\b)/m.test(code)) throw new Error(`${relativePath} imports other modules at run time; importShared takes self-contained files only.`);
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}
