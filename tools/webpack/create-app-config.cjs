/**
 * The webpack + Module Federation configuration of every Mizan browser app
 * (ARCHITECTURE §3). Each app's webpack.config.cjs calls this with its own
 * container name and exposes, so the shared-module list lives in one place.
 */
const path = require('node:path');
const fs = require('node:fs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');

const repoRoot = path.resolve(__dirname, '../..');
const sharedPackage = require(path.join(repoRoot, 'shared/package.json'));

/**
 * Libraries every app must load once per page; '/' keys share their subpaths.
 * Not @ant-design/icons: shared, it loads whole (~190 KiB gzip of SVG icons)
 * on every page; unshared, each app bundles the few icons it imports. Icons
 * hold no state a page must share (antd bundles its own as deep imports).
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router',
  'react-router-dom',
  'antd',
  '@ant-design/cssinjs',
  'redux',
  '@reduxjs/toolkit',
  'react-redux',
  'axios',
  'react-dnd',
  'react-dnd-html5-backend',
  'slate',
  'slate-react',
  'slate-dom',
  'slate-history',
  'single-spa',
];

function installedVersion(name) {
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [repoRoot] })).version;
  } catch {
    return null;
  }
}

function sharedModules() {
  const shared = {};
  for (const key of SINGLETONS) {
    const name = key.endsWith('/') ? key.slice(0, -1) : key;
    const version = installedVersion(name);
    if (!version) continue; // not used by any app yet (e.g. slate before the question engine)
    shared[key] = { singleton: true, requiredVersion: `^${version}` };
  }
  shared['@mizan/shared'] = { singleton: true, requiredVersion: `^${sharedPackage.version}`, version: sharedPackage.version };
  shared['@mizan/shared/browser'] = {
    singleton: true,
    requiredVersion: `^${sharedPackage.version}`,
    version: sharedPackage.version,
  };
  return shared;
}

/**
 * webpack 5.111 asks the Module Federation runtime module for its own chunk's
 * file name while hashing, before that chunk has a content hash, and no longer
 * swallows the resulting "Path variable [contenthash:8] not implemented in
 * this context" (module-federation/core#5077, webpack/webpack#22199). The
 * runtime module only needs the name's directory depth, so the name without
 * the hash stands in until the hash exists; every emitted file keeps its hash.
 */
function hashedWhenKnown(hashed, unhashed) {
  return (pathData) => {
    const contentHash = pathData.chunk && pathData.chunk.contentHash;
    const known = contentHash && typeof contentHash === 'object' ? contentHash[pathData.contentHashType || 'javascript'] : contentHash;
    return known ? hashed : unhashed;
  };
}

/**
 * @param {object} options
 * @param {string} options.appDir        the app's folder (__dirname of its config)
 * @param {string} options.name          Module Federation container name (shell, mf_users, …)
 * @param {Record<string,string>} [options.exposes]
 * @param {string} [options.publicPath]  'auto' for remotes; '/' for the shell, whose routes are deep
 * @param {number} options.devPort       webpack serve port for running the app on its own
 * @param {string} [options.title]       document title of the app's own index.html
 * @param {string[]} [options.runtimePlugins] paths of Module Federation runtime plugins
 */
module.exports = function createAppConfig(options) {
  const { appDir, name, exposes = {}, publicPath = 'auto', devPort, title = 'Mizan', runtimePlugins = [] } = options;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      entry: path.join(appDir, 'src/index.ts'),
      context: appDir,
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: path.join(appDir, 'dist'),
        publicPath,
        filename: production ? hashedWhenKnown('[name].[contenthash:8].js', '[name].js') : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(repoRoot, 'tsconfig.base.json') },
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(),
          shareStrategy: 'loaded-first',
          runtimePlugins,
          manifest: true,
          dts: false,
        }),
        new HtmlWebpackPlugin({
          template: fs.existsSync(path.join(appDir, 'public/index.html'))
            ? path.join(appDir, 'public/index.html')
            : path.join(__dirname, 'index.html'),
          title,
          publicPath: publicPath === 'auto' ? '/' : publicPath,
        }),
      ],
      performance: { hints: false },
      devServer: {
        port: devPort,
        host: '127.0.0.1',
        historyApiFallback: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api', '/remotes.json', '/remotes', '/print'], target: process.env.MIZAN_API ?? 'http://127.0.0.1:8080' }],
      },
    };
  };
};
