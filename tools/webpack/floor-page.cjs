/**
 * The floor page's build (bench/floor-page/README.md): mf_exam's own webpack
 * configuration (createAppConfig: the same loaders, minifier, targets,
 * source maps and pre-compressed files) for bench/floor-page/src, without
 * Module Federation, into mf-exam/dist/floor/ so the server serves it at
 * /remotes/mf_exam/floor/index.html under the page's own headers (CSP).
 * antd's styles come as on the applicant's page: zero-runtime, from a CSS
 * file made at build time, here of the two components the floor draws.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const createAppConfig = require('./create-app-config.cjs');
const { ApplicantAntdStylesPlugin, renderApplicantStyles } = require('./applicant-antd-styles.cjs');
const { SharedSubsetsCheckPlugin } = require('./shared-subsets.cjs');

const repoRoot = path.resolve(__dirname, '../..');
const FLOOR_SOURCE = path.join(repoRoot, 'bench/floor-page');
const FLOOR_DIST = path.join(repoRoot, 'mf-exam/dist/floor');
const PUBLIC_PATH = '/remotes/mf_exam/floor/';
const FLOOR_COMPONENTS = ['Button', 'Radio'];

/** The applicant page's style plugin for the floor's components alone. */
class FloorAntdStylesPlugin extends ApplicantAntdStylesPlugin {
  async stylesFor() {
    this.rendered ??= await renderApplicantStyles(FLOOR_COMPONENTS);
    return this.rendered;
  }
}

const federationOnly = (plugin) =>
  plugin instanceof ModuleFederationPlugin || plugin instanceof SharedSubsetsCheckPlugin || plugin instanceof HtmlWebpackPlugin;

/** @param {string} dependsOn the name of mf_exam's configuration: the floor is emitted after its build cleaned dist/ */
module.exports = function floorPageConfig(env, argv, { dependsOn }) {
  const base = createAppConfig({ appDir: FLOOR_SOURCE, name: 'mizan_floor', publicPath: PUBLIC_PATH, devPort: 0 })(env, argv);
  return {
    ...base,
    name: 'floor-page',
    dependencies: [dependsOn],
    entry: path.join(FLOOR_SOURCE, 'src/index.tsx'),
    output: {
      ...base.output,
      path: FLOOR_DIST,
      // Beside mf_exam's maps (mf-exam/sourcemaps/floor/), never served.
      sourceMapFilename: '../../sourcemaps/floor/[file].map',
      uniqueName: 'mizan_floor',
    },
    // As mf_exam's (the applicant page's host): no antd chunk group.
    optimization: {},
    plugins: [
      ...base.plugins.filter((plugin) => !federationOnly(plugin)),
      new HtmlWebpackPlugin({
        template: path.join(repoRoot, 'mf-exam/public/index.html'),
        title: 'Mizan · floor page',
        publicPath: PUBLIC_PATH,
        favicon: path.join(__dirname, 'favicon.svg'),
      }),
      new FloorAntdStylesPlugin({ publicPath: PUBLIC_PATH }),
    ],
  };
};
