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
 * libraries the entry provides and consumes (two levels of chunk groups).
 */
function startupFiles(compilation) {
  const files = new Set();
  const entrypoint = compilation.entrypoints.get('main');
  if (!entrypoint) return files;
  const initial = new Set(entrypoint.chunks);
  const visit = (group, depth) => {
    for (const chunk of group.chunks) {
      if (initial.has(chunk)) continue;
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
    }
    if (depth < 2) for (const child of group.childrenIterable) visit(child, depth + 1);
  };
  for (const child of entrypoint.childrenIterable) visit(child, 1);
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
