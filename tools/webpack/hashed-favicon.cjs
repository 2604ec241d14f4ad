/**
 * The page's icon under a content-hashed name, linked from its HTML: the
 * server answers hashed files from memory (hashed-files-in-memory.ts) and
 * only the remote's root favicon.svg by name (recent-copies.ts), so an icon
 * in a subfolder under its plain name would go through the static plugin's
 * path check, which reads the whole dist folder, on every page load.
 */
const crypto = require('node:crypto');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');

class HashedFaviconPlugin {
  /** @param {{ file: string, publicPath: string }} options  the icon (SVG) and where the page's files are served */
  constructor({ file, publicPath }) {
    this.options = { file, publicPath };
  }

  apply(compiler) {
    const { file, publicPath } = this.options;
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('HashedFaviconPlugin', (compilation) => {
      const icon = fs.readFileSync(file);
      const name = `favicon.${crypto.createHash('sha256').update(icon).digest('hex').slice(0, 8)}.svg`;
      compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap(
        { name: 'HashedFaviconPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => compilation.emitAsset(name, new RawSource(icon), { immutable: true }),
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('HashedFaviconPlugin', (data) => {
        data.headTags.push({
          tagName: 'link',
          voidTag: true,
          meta: { plugin: 'HashedFaviconPlugin' },
          attributes: { rel: 'icon', href: `${publicPath}${name}` },
        });
        return data;
      });
    });
  }
}

module.exports = { HashedFaviconPlugin };
