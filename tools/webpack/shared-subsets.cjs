/**
 * Shared libraries shared as the part Mizan uses instead of whole.
 *
 * A singleton is built whole from its entry by every app that provides it:
 * the providing build cannot know what the other apps on the page will take
 * from it. antd whole was about 430 KiB of the applicant's page, react-router
 * about 50 KiB. So each of these is shared as one checked-in module that
 * re-exports what Mizan imports; webpack builds only that, and since every
 * app provides the same module, whichever app's copy the page loads first
 * has every export any app uses. SharedSubsetsCheckPlugin fails a build that
 * imports a name the module does not export (it would be undefined in the
 * browser, with no build error otherwise): add the name to the module.
 */
const fs = require('node:fs');
const path = require('node:path');

/** Share name → the module shared under it. */
const SHARED_SUBSETS = {
  antd: path.join(__dirname, 'antd-exports.js'),
  'react-router-dom': path.join(__dirname, 'react-router-dom-exports.js'),
};

/** The names a subset module exports (`export { A, default as B } from '…'`). */
function exportedNames(file) {
  const source = fs.readFileSync(file, 'utf8');
  const names = new Set();
  for (const [, list] of source.matchAll(/export \{([^}]*)\} from/g)) {
    for (const part of list.split(',')) {
      const name = part.trim().split(/\s+as\s+/).pop();
      if (name) names.add(name);
    }
  }
  return names;
}

class SharedSubsetsCheckPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('SharedSubsetsCheckPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('SharedSubsetsCheckPlugin', (modules) => {
        const exported = new Map(Object.entries(SHARED_SUBSETS).map(([name, file]) => [name, exportedNames(file)]));
        const missing = new Map();
        for (const module of modules) {
          for (const dependency of module.dependencies) {
            const names = exported.get(dependency.request);
            if (!names || !Array.isArray(dependency.ids) || dependency.ids.length === 0 || names.has(dependency.ids[0])) continue;
            const key = `${dependency.request}:${dependency.ids[0]}`;
            if (!missing.has(key)) missing.set(key, { library: dependency.request, name: dependency.ids[0], where: module.readableIdentifier(compilation.requestShortener) });
          }
        }
        for (const { library, name, where } of missing.values()) {
          const file = path.relative(process.cwd(), SHARED_SUBSETS[library]);
          compilation.errors.push(
            new compiler.webpack.WebpackError(`${where} imports ${name} from ${library}, which the shared ${library} module does not export: add it to ${file}.`),
          );
        }
      });
    });
  }
}

module.exports = { SHARED_SUBSETS, SharedSubsetsCheckPlugin };
