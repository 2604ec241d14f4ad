/**
 * The applicant's page (/apply…, /assessment, /login, /status/…) as one
 * plain webpack build of mf-exam's source, beside mf_exam's Module
 * Federation remote built from the same source (its `./spa` for the shell).
 * No federation runtime and no share negotiation run on the applicant's
 * phone: React, antd and @mizan/shared are ordinary modules of this build,
 * and mf_questions' QuestionView is compiled in as a lazy chunk
 * (questions-compiled-in.tsx in place of questions-remote.tsx). Its files go
 * to mf-exam/dist/page/, served at /remotes/mf_exam/page/; its HTML to
 * mf-exam/dist/index.html, the file the server sends for the page.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { NormalModuleReplacementPlugin } = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const createAppConfig = require('./create-app-config.cjs');
const { ApplicantAntdStylesPlugin } = require('./applicant-antd-styles.cjs');
const { HashedFaviconPlugin } = require('./hashed-favicon.cjs');
const { PagePreloadsPlugin } = require('./page-preloads.cjs');
const { PageStartScriptPlugin } = require('./page-start-script.cjs');
const { SharedSubsetsCheckPlugin } = require('./shared-subsets.cjs');

const repoRoot = path.resolve(__dirname, '../..');
const EXAM_APP = path.join(repoRoot, 'mf-exam');
const PAGE_DIST = path.join(EXAM_APP, 'dist/page');
const PUBLIC_PATH = '/remotes/mf_exam/page/';

const federationOnly = (plugin) =>
  plugin instanceof ModuleFederationPlugin || plugin instanceof SharedSubsetsCheckPlugin || plugin instanceof HtmlWebpackPlugin;

/** @param {string} dependsOn the name of mf_exam's configuration: the page is emitted after its build cleaned dist/ */
module.exports = function applicantPageConfig(env, argv, { dependsOn }) {
  // applicantPageHost: the applicant's typography stand-ins (applicant-typography.cjs) come with it.
  const base = createAppConfig({
    appDir: EXAM_APP,
    name: 'mizan_applicant_page',
    publicPath: PUBLIC_PATH,
    devPort: 0,
    applicantPageHost: true,
  })(env, argv);
  return {
    ...base,
    name: 'applicant-page',
    dependencies: [dependsOn],
    // bootstrap.tsx itself: src/index.ts's import('./bootstrap') is the async boundary Module Federation needs.
    entry: [path.join(__dirname, 'zod-without-eval.js'), path.join(EXAM_APP, 'src/bootstrap.tsx')],
    output: {
      ...base.output,
      path: PAGE_DIST,
      // Beside mf_exam's maps (mf-exam/sourcemaps/page/), never served.
      sourceMapFilename: '../../sourcemaps/page/[file].map',
      uniqueName: 'mizan_applicant_page',
    },
    resolve: {
      ...base.resolve,
      alias: {
        ...base.resolve.alias,
        // What the page gets of @mizan/shared today through mf_exam's shares (APPLICANT_SUBSETS): the package's
        // entries re-export modules with side effects that tree shaking would keep (the redux store and the rest).
        '@mizan/shared$': path.join(repoRoot, 'shared/src/applicant.ts'),
        '@mizan/shared/browser$': path.join(repoRoot, 'shared/src/browser-applicant.ts'),
        // mf_questions' exposed modules by their federated names, from its source (as jest.config.cjs maps them).
        mf_questions: path.join(repoRoot, 'mf-questions/src/exposes'),
      },
    },
    optimization: {},
    // mf_questions' staff-mode views (a type's whole UI, the frame's staff panels) are compiled in too, as chunks
    // this page never loads, and they import more of @mizan/shared than the applicant's part aliased above. The
    // federated builds check that what the page runs in exam mode imports only that part (SharedSubsetsCheckPlugin,
    // `applicantPage` in mf-exam's and mf-questions' webpack.config.cjs).
    ignoreWarnings: [{ module: /[\\/]mf-questions[\\/]src[\\/]/, message: /was not found in '@mizan\/shared(\/browser)?'/ }],
    plugins: [
      ...base.plugins.filter((plugin) => !federationOnly(plugin)),
      new HtmlWebpackPlugin({
        template: path.join(EXAM_APP, 'public/index.html'),
        title: 'Mizan · Assessment',
        filename: '../index.html',
        publicPath: PUBLIC_PATH,
      }),
      new HashedFaviconPlugin({ file: path.join(__dirname, 'favicon.svg'), publicPath: PUBLIC_PATH }),
      new NormalModuleReplacementPlugin(
        /[\\/]federation[\\/]questions-remote$/,
        path.join(EXAM_APP, 'src/federation/questions-compiled-in.tsx'),
      ),
      // antd's component styles for the page, made now instead of in the applicant's browser (applicantPageTheme).
      new ApplicantAntdStylesPlugin({ publicPath: PUBLIC_PATH }),
      // The chunks of the apply form, the sign-in page and the exam's QuestionView, preloaded by the page's first
      // script on their addresses.
      new PagePreloadsPlugin({
        publicPath: PUBLIC_PATH,
        screens: { '/apply': './pages/ApplyPage', '/login': './pages/LoginPage', '/assessment': 'mf_questions/QuestionView' },
      }),
      // The page's first script: it asks for the exam (or the apply form's exam) while the main script is arriving;
      // no remote to preload.
      new PageStartScriptPlugin({
        file: path.join(EXAM_APP, 'src/page-start.ts'),
        publicPath: PUBLIC_PATH,
        define: { EXAM_PAGE_REMOTE_PRELOADS: '[]' },
      }),
    ],
  };
};
