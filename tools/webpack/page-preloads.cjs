/**
 * Preloads for an app's own page, so a slow link fetches what the first
 * screen needs in one round instead of a chain (the HTML, then the entry,
 * then the shared libraries and the app's chunks, then a remote's manifest,
 * its remoteEntry and its chunks, each waiting for the one before): the
 * page's own startup chunks as `<link rel="preload">` in its HTML, and what
 * to preload of a remote from that remote's built mf-manifest.json (remotes
 * build first: npm's workspace order).
 */
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');

const preload = (href, as) => ({
  tagName: 'link',
  voidTag: true,
  meta: { plugin: 'PagePreloadsPlugin' },
  attributes: as === 'fetch' ? { rel: 'preload', as, href, crossorigin: 'anonymous' } : { rel: 'preload', as, href },
});

/**
 * The JavaScript files the entry loads before the app renders: the chunks of
 * the entry's own async boundary (`import('./bootstrap')`) and of the shared
 * modules those chunks consume, as this build provides them, and what those
 * consume in turn. Not every module the build provides: with antd shared per
 * component (antd-per-component.cjs) that would be every component; and not
 * the boundary's own import()s (the shell's screens other than the login page).
 */
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const files = new Set();
  const entrypoint = compilation.entrypoints.get('main');
  if (!entrypoint) return files;
  const initial = new Set(entrypoint.chunks);
  const kind = (module) => module.constructor.name;
  const providers = new Map();
  for (const module of compilation.modules) {
    if (kind(module) === 'ProvideSharedModule' && module.blocks[0]) providers.set(module._name, chunkGraph.getBlockChunkGroup(module.blocks[0]));
  }
  const queue = [];
  for (const module of chunkGraph.getChunkModulesIterable(entrypoint.getEntrypointChunk())) {
    if (kind(module) === 'ProvideSharedModule' || kind(module) === 'ConsumeSharedModule') continue;
    for (const block of module.blocks) queue.push(chunkGraph.getBlockChunkGroup(block));
  }
  const seen = new Set();
  while (queue.length > 0) {
    const group = queue.pop();
    if (!group || seen.has(group)) continue;
    seen.add(group);
    for (const chunk of group.chunks) {
      if (initial.has(chunk)) continue;
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (kind(module) === 'ConsumeSharedModule') queue.push(providers.get(module.options.shareKey));
      }
    }
  }
  return files;
}

/**
 * What to preload of a remote the first screen shows: its manifest, its
 * remoteEntry and the given exposes' own chunks (not its copies of shared
 * libraries: the page already has those). [] until the remote is built.
 * @param {{ dist: string, url: string, exposes: string[] }} remote  built folder, manifest URL, exposes used
 * @returns {{ href: string, as: 'fetch' | 'script' }[]}
 */
function remotePreloads({ dist, url, exposes }) {
  const manifestFile = path.join(dist, 'mf-manifest.json');
  if (!fs.existsSync(manifestFile)) return [];
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const sharedFiles = new Set(manifest.shared.flatMap((shared) => [...shared.assets.js.sync, ...shared.assets.js.async]));
  const base = url.slice(0, url.lastIndexOf('/') + 1);
  const preloads = [
    { href: url, as: 'fetch' },
    { href: `${base}${manifest.metaData.remoteEntry.name}`, as: 'script' },
  ];
  for (const expose of manifest.exposes) {
    if (!exposes.includes(expose.path)) continue;
    for (const file of expose.assets.js.sync) if (!sharedFiles.has(file)) preloads.push({ href: `${base}${file}`, as: 'script' });
  }
  return preloads;
}

class PagePreloadsPlugin {
  /** @param {{ publicPath: string }} options  where the page's own files are served */
  constructor({ publicPath }) {
    this.publicPath = publicPath;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('PagePreloadsPlugin', (compilation) => {
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PagePreloadsPlugin', (data) => {
        for (const file of startupFiles(compilation)) data.headTags.push(preload(`${this.publicPath}${file}`, 'script'));
        return data;
      });
    });
  }
}

module.exports = { PagePreloadsPlugin, remotePreloads };
