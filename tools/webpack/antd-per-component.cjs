/**
 * antd shared per component, for the host of staff pages (the shell,
 * `antdPerComponentShares` in create-app-config.cjs): each antd component the staff list names
 * (antd-exports.js) is its own shared module, 'antd/es/button',
 * 'antd/es/table', …, so a page loads the components it renders and not the
 * whole list (the login page: its form, not the applicants' table).
 *
 * How: in these builds the request 'antd' is replaced by antd-exports.js,
 * an ordinary module marked free of side effects, whose
 * `export { default as Button } from 'antd/es/button'` lines are shared
 * requests; webpack then sends `import { Button } from 'antd'` straight to
 * the 'antd/es/button' share and leaves out the components nobody imports.
 * The build still provides 'antd', the whole list, for the builds that
 * consume it whole (every remote); in a per-component build that module
 * takes each component from the per-component shares, so a remote's antd
 * and the shell's are the same modules.
 *
 * One antd per page: antd's components reach each other and their contexts
 * (ConfigProvider's theme, direction and locale, Form, App) through relative
 * imports inside the package, which are never shared: they are the modules
 * of the build that provides the component. The share strategy is
 * 'loaded-first', so the page's host (the shell on staff pages), which
 * registers its shares first, provides every antd share on the page, and all
 * of them are modules of the host's one build: one ConfigContext. A
 * per-component build provides every component of the list, so as a host it
 * never lacks one a remote asks for. A remote may opt in the same way once
 * its pages are tested with it: under the shell it would then load only its
 * own components instead of the whole list.
 */
const fs = require('node:fs');
const path = require('node:path');
const { NormalModuleReplacementPlugin } = require('webpack');

const repoRoot = path.resolve(__dirname, '../..');
const STAFF_LIST = path.join(__dirname, 'antd-exports.js');
/** The list modules: re-exports only, so webpack may skip them (sideEffects: false). */
const LIST_MODULES = /tools[\\/]webpack[\\/]antd(-applicant)?-exports\.js$/;

/** The antd requests a list module takes its components from ('antd/es/button', …), following `export * from './…'`. */
function componentRequests(file = STAFF_LIST) {
  const source = fs.readFileSync(file, 'utf8');
  const requests = new Set([...source.matchAll(/from '(antd\/es\/[^']+)'/g)].map(([, request]) => request));
  for (const [, from] of source.matchAll(/export \* from '(\.[^']+)'/g)) {
    for (const request of componentRequests(path.resolve(path.dirname(file), from))) requests.add(request);
  }
  return requests;
}

/** One shared module per component, each provided from the component's own file in node_modules. */
function antdComponentShares() {
  const { version } = require(require.resolve('antd/package.json', { paths: [repoRoot] }));
  const shares = {};
  for (const request of componentRequests()) {
    shares[request] = { singleton: true, requiredVersion: `^${version}`, version, import: require.resolve(request, { paths: [repoRoot] }) };
  }
  return shares;
}

/** antd's own code and the packages its components are built from. */
const ANTD_CODE = /[\\/]node_modules[\\/](antd|@ant-design|@rc-component|rc-[^\\/]+|@babel[\\/]runtime|classnames|clsx)[\\/]/;

/**
 * What a per-component build adds to its webpack config: the 'antd' request
 * replaced, the list modules side-effect free, and chunks cut so that a
 * component's share is its own code: each share is an async chunk group,
 * and webpack's defaults (at most 30 requests per load, parts of 20 kB or
 * more) left what the components have in common copied into every one of
 * them (each share ~100 KiB brotli). What most components use (ConfigProvider,
 * theme, the style and motion helpers) is one chunk; smaller parts that a
 * few share are split out too.
 */
const antdPerComponent = {
  plugins: () => [new NormalModuleReplacementPlugin(/^antd$/, STAFF_LIST)],
  rules: () => [{ test: LIST_MODULES, sideEffects: false }],
  splitChunks: () => ({
    maxAsyncRequests: 100,
    minSize: 2000,
    cacheGroups: { antdBase: { test: ANTD_CODE, chunks: 'async', minChunks: 12, name: 'antd-base', priority: 10, reuseExistingChunk: true } },
  }),
};

module.exports = { antdComponentShares, antdPerComponent, componentRequests };
