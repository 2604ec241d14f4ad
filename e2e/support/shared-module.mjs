import path from 'node:path';
import { build } from 'esbuild';

const sharedSrc = path.resolve(import.meta.dirname, '../../shared/src');

/**
 * A module of @mizan/shared compiled from its TypeScript source together with
 * what it imports (one bundle), so a journey takes routes, messages and the
 * dictionary's words from the same place the apps do instead of copying them.
 */
export async function importShared(relativePath) {
  const file = path.join(sharedSrc, relativePath);
  const { outputFiles } = await build({
    entryPoints: [file],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(outputFiles[0].contents).toString('base64')}`);
}
