/**
 * The webpack + Module Federation configuration of every Mizan browser app
 * (ARCHITECTURE §3). Each app's webpack.config.cjs calls this with its own
 * container name and exposes, so the shared-module list lives in one place.
 */
const path = require('node:path');
const fs = require('node:fs');
const zlib = require('node:zlib');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { ApplicantTypographyPlugin } = require('./applicant-typography.cjs');
const { isAntdShareChunk } = require('./share-key.cjs');
const { SHARED_SUBSETS, APPLICANT_SUBSETS, ANTD_BY_COMPONENT, SharedSubsetsCheckPlugin } = require('./shared-subsets.cjs');

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

/**
 * What the applicant's page runs before question 1, built into mf_exam's
 * entry file (eager) instead of a chunk per library: Module Federation gives
 * each shared library its own chunks (about twenty files with webpack's
 * split parts), which a phone on a slow link fetches six at a time over
 * HTTP/1.1, paying the link's latency (~560 ms on "Slow 4G") once per round;
 * one file pays it once. mf_exam's container entry (its `./spa` on staff
 * pages) carries them too, where the shell's copies are the ones used.
 */
const APPLICANT_PAGE_EAGER = new Set([
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'antd',
  '@ant-design/cssinjs',
  '@mizan/shared',
  '@mizan/shared/browser',
]);

/** A file of node_modules that is not in a package shared on its own (SINGLETONS): antd's own and what it bundles. */
const SHARED_PACKAGE_DIRS = new RegExp(
  `[\\\\/]node_modules[\\\\/](${SINGLETONS.filter((key) => !key.endsWith('/') && key !== 'antd')
    .map((name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})[\\\\/]`,
);
function notSharedPackageFile(module) {
  const file = module.resource ?? '';
  return /[\\/]node_modules[\\/]/.test(file) && !SHARED_PACKAGE_DIRS.test(file);
}

function installedVersion(name) {
  try {
    return require(require.resolve(`${name}/package.json`, { paths: [repoRoot] })).version;
  } catch {
    return null;
  }
}

function sharedModules(subsets, { eager = new Set(), providesAntdParts = false } = {}) {
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
  const antdVersion = installedVersion('antd');
  // Only a page's host provides these (import: false elsewhere): a remote's own copy, registered beside the
  // host's before either is loaded, could otherwise be the one chosen, with antd contexts of its own.
  for (const component of ANTD_BY_COMPONENT)
    shared[`antd/es/${component}`] = {
      singleton: true,
      requiredVersion: `^${antdVersion}`,
      version: antdVersion,
      ...(providesAntdParts ? {} : { import: false }),
    };
  // Shared as the part Mizan uses (shared-subsets.cjs), not the package's whole entry.
  for (const [name, file] of Object.entries(subsets))
    shared[name] = { ...shared[name], version: shared[name]?.version ?? installedVersion(name), import: file };
  for (const key of eager) shared[key] = { ...shared[key], eager: true };
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

/** What the server sends: text assets are also written as .br and .gz beside them (below). */
const SERVED_TEXT = /\.(js|mjs|css|html|json|svg|txt)$/;

/**
 * Every served text asset is compressed once, here, at the highest level
 * (brotli 11, gzip 9), and the server sends those files (@fastify/static
 * preCompressed) instead of compressing a chunk again on every request: a
 * room of 2,000 phones fetching the exam page then costs the server file
 * reads, not 2,000 brotli runs of the same bytes. compression-webpack-plugin
 * rather than own zlib code: it keeps each compressed file tied to its asset
 * (webpack's asset info) and skips assets that did not change.
 */
function preCompressedAssets() {
  const common = { test: SERVED_TEXT, threshold: 0, minRatio: 1 };
  return [
    new CompressionPlugin({
      ...common,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
    new CompressionPlugin({
      ...common,
      filename: '[path][base].gz',
      algorithm: 'gzip',
      compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION },
    }),
  ];
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
 * @param {boolean} [options.pageHost] the build hosts the staff pages (the shell): with mf_exam, the only
 *   builds that provide the antd components shared one by one (shared-subsets.cjs)
 * @param {boolean} [options.applicantPageHost] the build is the host of the applicant's page (mf_exam):
 *   it provides the applicant's subsets of the shared libraries (shared-subsets.cjs)
 * @param {{ roots: RegExp, stopAt?: RegExp }} [options.applicantPage] what of this build the applicant's page
 *   runs, checked against those subsets (shared-subsets.cjs)
 * @param {boolean} [options.hostRuntime] a remote only ever loaded into another container's page (mf_questions):
 *   its production build uses that page's federation runtime-core (share-runtime-core.js) instead of its own,
 *   so its own index.html runs only under `npm run dev`
 */
module.exports = function createAppConfig(options) {
  const {
    appDir,
    name,
    exposes = {},
    publicPath = 'auto',
    devPort,
    title = 'Mizan',
    runtimePlugins = [],
    applicantPageHost = false,
    applicantPage,
    hostRuntime = false,
    pageHost = false,
  } = options;
  const subsets = applicantPageHost ? APPLICANT_SUBSETS : SHARED_SUBSETS;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      mode: production ? 'production' : 'development',
      entry: [
        path.join(__dirname, 'zod-without-eval.js'),
        // A page's host provides every antd component shared one by one (antd-by-component.js says why).
        ...(pageHost || applicantPageHost ? [path.join(__dirname, 'antd-by-component.js')] : []),
        path.join(appDir, 'src/index.ts'),
      ],
      context: appDir,
      // Production source maps go to <app>/sourcemaps/, beside dist/ and never
      // served (the server only serves dist/); the scripts do not name them.
      devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
      // webpack's persistent cache (node_modules/.cache/webpack) only for development builds. A
      // production build from the warm cache twice gave a shell that failed at start ('combineReducers
      // is not a function': the redux share's exports as an earlier build had mangled them), once after
      // package.json files were trimmed and once after a plain source change in shared/, while the same
      // source built cold works. Production builds (npm start, npm run build, CI) are therefore always
      // built cold; docs/decisions.md, "`npm start`'s build step", has the cost.
      cache: production
        ? false
        : {
            type: 'filesystem',
            cacheDirectory: path.join(repoRoot, 'node_modules/.cache/webpack'),
            name: `${name}-development`,
            buildDependencies: { config: [__filename, path.join(appDir, 'webpack.config.cjs'), path.join(repoRoot, 'package-lock.json')] },
          },
      output: {
        path: path.join(appDir, 'dist'),
        sourceMapFilename: '../sourcemaps/[file].map',
        publicPath,
        filename: production ? hashedWhenKnown('[name].[contenthash:8].js', '[name].js') : '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        uniqueName: name,
        clean: true,
      },
      resolve: {
        extensions: ['.tsx', '.ts', '.js', '.mjs'],
        alias: {
          // react-router's ES module for the shared react-router-dom subset (shared-subsets.cjs), by a name no share matches.
          'react-router-module$': path.dirname(require.resolve('react-router/package.json', { paths: [repoRoot] })),
          // The browser decodes HTML entities with its own parser; the package's name table stays on the server.
          'entities/decode$': path.join(repoRoot, 'shared/src/questions/decode-entities-in-browser.ts'),
        },
      },
      // Staff pages load antd whole, so each build puts what its antd shares need in one chunk: without this, the
      // components shared one by one (ANTD_BY_COMPONENT) split the 'antd' share into ~40 files between their groups,
      // each a request. Only the antd shares' chunks: an app's own chunk that uses an icon keeps its copy of what it
      // needs instead of pulling the whole chunk. Not another shared package's files (cssinjs, react…): a chunk that
      // provided one and used it would wait for itself. The applicant's page keeps them apart: there each loads with
      // its screen.
      optimization: applicantPageHost
        ? {}
        : {
            splitChunks: {
              cacheGroups: {
                antd: { name: 'antd', test: notSharedPackageFile, chunks: isAntdShareChunk, enforce: true, priority: 20 },
              },
            },
          },
      module: {
        rules: [
          {
            test: /\.tsx?$/,
            exclude: /node_modules/,
            loader: 'ts-loader',
            options: { transpileOnly: true, configFile: path.join(repoRoot, 'tsconfig.base.json') },
          },
          {
            // antd's @rc-component packages declare no "sideEffects" (antd itself does), so webpack kept every module
            // their index files re-export: antd's Radio and Checkbox import one context from @rc-component/form and
            // brought the whole form engine (Field, useForm, the validator) onto the exam page. Their modules only
            // define components and helpers.
            test: /[\\/]node_modules[\\/]@rc-component[\\/]/,
            sideEffects: false,
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: sharedModules(subsets, {
            eager: applicantPageHost ? APPLICANT_PAGE_EAGER : undefined,
            providesAntdParts: pageHost || applicantPageHost,
          }),
          shareStrategy: 'loaded-first',
          runtimePlugins: [path.join(__dirname, 'share-runtime-core.js'), ...runtimePlugins],
          manifest: true,
          dts: false,
          // Browser-only runtime: leaves out the runtime's Node.js loaders (vm, module) from every remoteEntry and host.
          experiments: { optimization: { target: 'web' }, externalRuntime: production && hostRuntime },
        }),
        new SharedSubsetsCheckPlugin({ applicantPage }),
        ...(applicantPageHost ? [new ApplicantTypographyPlugin()] : []),
        new HtmlWebpackPlugin({
          template: fs.existsSync(path.join(appDir, 'public/index.html'))
            ? path.join(appDir, 'public/index.html')
            : path.join(__dirname, 'index.html'),
          title,
          // Only the app's own entry: the container's remoteEntry.js is for other apps' pages, and on the app's
          // own page it would be one more copy of the federation runtime (~23 KiB brotli) fetched for nothing.
          chunks: ['main'],
          publicPath: publicPath === 'auto' ? '/' : publicPath,
          favicon: path.join(__dirname, 'favicon.svg'),
        }),
        ...(production ? preCompressedAssets() : []),
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
