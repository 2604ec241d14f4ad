// Bundle the server into dist/main.js (ARCHITECTURE §7). Packages stay
// external and load from node_modules at run time, except @mizan/shared,
// whose TypeScript source is compiled into the bundle.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharedEntry = path.resolve(here, '../shared/src/index.ts');

/** Every bare import is external, except the workspace's shared package. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^@mizan\/shared$/ }, () => ({ path: sharedEntry }));
    builder.onResolve({ filter: /^[^./]/ }, (args) => (args.kind === 'entry-point' ? undefined : { path: args.path, external: true }));
  },
};

const started = Date.now();
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(here, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
  // For any bundled code that calls require() (none today; kept so a future
  // CommonJS-style import does not fail at run time inside an ES module).
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
});
console.log(`server built into dist/main.js in ${Date.now() - started} ms`);
