/**
 * Preloads for an app's own page, so a slow link fetches what the first
 * screen needs in one round instead of a chain (the HTML, then the entry,
 * then the shared libraries and the app's chunks, each waiting for the one
 * before): the page's own startup chunks as `<link rel="preload">` in its
 * HTML, and the chunks of screens shown lazily on some addresses as a list
 * the page's first script preloads from.
 */
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { shareKeyOf } = require('./share-key.cjs');

const preload = (href, as) => ({
  tagName: 'link',
  voidTag: true,
  meta: { plugin: 'PagePreloadsPlugin' },
  attributes: as === 'fetch' ? { rel: 'preload', as, href, crossorigin: 'anonymous' } : { rel: 'preload', as, href },
});

/**
 * The chunk groups of every shared library the entry provides, by share key:
 * a chunk that uses a library (a consume-shared module) loads that
 * library's groups.
 */
function sharedGroupsOf(compilation) {
  const sharedGroups = new Map();
  for (const group of compilation.entrypoints.get('main')?.childrenIterable ?? []) {
    const origin = group.origins.find((entry) => entry.module)?.module;
    const key = origin ? shareKeyOf(origin) : null;
    if (key) sharedGroups.set(key, [...(sharedGroups.get(key) ?? []), group]);
  }
  return sharedGroups;
}

/** The JavaScript files of `groups` and of each shared library their chunks use, and the libraries those use in turn. */
function filesReachedFrom(compilation, groups) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const initial = new Set(compilation.entrypoints.get('main')?.chunks ?? []);
  const sharedGroups = sharedGroupsOf(compilation);
  const pending = [...groups];
  const seenKeys = new Set();
  const seenChunks = new Set();
  while (pending.length > 0) {
    for (const chunk of pending.pop().chunks) {
      if (initial.has(chunk) || seenChunks.has(chunk)) continue;
      seenChunks.add(chunk);
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        const key = module.type === 'consume-shared-module' ? shareKeyOf(module) : null;
        if (!key || seenKeys.has(key)) continue;
        seenKeys.add(key);
        pending.push(...(sharedGroups.get(key) ?? []));
      }
    }
  }
  return files;
}

/**
 * The JavaScript files the entry loads before the app renders: the chunks of
 * the entry's own async boundary (`import('./bootstrap')`; not what a shared
 * library loads later by import(), such as LazyResult's), and of each
 * shared library those chunks use, and the libraries those use in turn. Not
 * every library the app provides: an antd component shared one by one
 * (shared-subsets.cjs) loads with the screen that shows it, and preloading
 * it would fetch it before question 1 all the same.
 */
function startupFiles(compilation) {
  const entrypoint = compilation.entrypoints.get('main');
  if (!entrypoint) return new Set();
  // The app's own entry module (src/index.ts: the entry's last file, after what create-app-config puts before it).
  const appEntry = compilation.moduleGraph.getModule(compilation.entries.get('main').dependencies.at(-1));
  const bootstrap = [...entrypoint.childrenIterable].filter((group) => group.origins.some((origin) => origin.module === appEntry));
  return filesReachedFrom(compilation, bootstrap);
}

/**
 * The files a page's lazily loaded screen needs beyond the startup files: the chunks of `import(request)`
 * (its page component) with the shared libraries it uses (the apply page's Form, Input and Card).
 */
function screenFiles(compilation, request, startup) {
  const groups = [...compilation.chunkGroups].filter((group) => group.origins.some((origin) => origin.request === request));
  if (groups.length === 0) throw new Error(`PagePreloadsPlugin: nothing in the build imports ${request}`);
  return [...filesReachedFrom(compilation, groups)].filter((file) => !startup.has(file));
}

class PagePreloadsPlugin {
  /**
   * @param {{ publicPath: string, screens?: Record<string, string> }} options  where the page's own files are
   *   served; screens shown lazily on some addresses (address → the request that imports the screen), whose files
   *   the page's first script preloads on those addresses from a JSON list in the HTML (`#screen-preloads`)
   */
  constructor({ publicPath, screens = {} }) {
    this.publicPath = publicPath;
    this.screens = screens;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PagePreloadsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PagePreloadsPlugin', (data) => {
        const startup = startupFiles(compilation);
        for (const file of startup) data.headTags.push(preload(`${this.publicPath}${file}`, 'script'));
        if (Object.keys(this.screens).length > 0) {
          const byAddress = Object.fromEntries(
            Object.entries(this.screens).map(([address, request]) => [
              address,
              screenFiles(compilation, request, startup).map((file) => `${this.publicPath}${file}`),
            ]),
          );
          data.headTags.push({
            tagName: 'script',
            voidTag: false,
            meta: { plugin: 'PagePreloadsPlugin' },
            attributes: { type: 'application/json', id: 'screen-preloads' },
            innerHTML: JSON.stringify(byAddress).replace(/</g, '\\u003c'),
          });
        }
        return data;
      });
    });
  }
}

module.exports = { PagePreloadsPlugin };
