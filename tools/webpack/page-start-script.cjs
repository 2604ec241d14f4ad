/**
 * A small first script for an app's own page, bundled apart from webpack's
 * entries: Module Federation builds its runtime and every eager shared
 * library into each webpack entry, and this script must stay a few hundred
 * bytes so it runs while the main script (React, antd and the rest in one
 * file) is still arriving. esbuild bundles it (the server is built with it
 * too); it is written with a content hash and put before the main script in
 * the page's HTML. It may import no shared library.
 */
const crypto = require('node:crypto');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const esbuild = require('esbuild');

class PageStartScriptPlugin {
  /**
   * @param {{ file: string, publicPath: string, define?: Record<string, string> }} options
   *   the script's source, where the page's files are served, esbuild defines (JSON texts)
   */
  constructor({ file, publicPath, define = {} }) {
    this.options = { file, publicPath, define };
  }

  apply(compiler) {
    const { file, publicPath, define } = this.options;
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PageStartScriptPlugin', (compilation) => {
      let name = null;
      compilation.hooks.processAssets.tapPromise(
        { name: 'PageStartScriptPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        async () => {
          const result = await esbuild.build({
            entryPoints: [file],
            bundle: true,
            write: false,
            format: 'iife',
            target: 'es2020',
            minify: compiler.options.mode === 'production',
            define,
            logLevel: 'silent',
            metafile: true,
          });
          const code = result.outputFiles[0].contents;
          name = `page-start.${crypto.createHash('sha256').update(code).digest('hex').slice(0, 8)}.js`;
          compilation.emitAsset(name, new RawSource(Buffer.from(code)), { immutable: true });
          for (const input of Object.keys(result.metafile?.inputs ?? {})) compilation.fileDependencies.add(input);
          compilation.fileDependencies.add(file);
        },
      );
      HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap('PageStartScriptPlugin', (data) => {
        if (name)
          data.headTags.unshift({
            tagName: 'script',
            voidTag: false,
            meta: { plugin: 'PageStartScriptPlugin' },
            attributes: { defer: true, src: `${publicPath}${name}` },
          });
        return data;
      });
    });
  }
}

module.exports = { PageStartScriptPlugin };
