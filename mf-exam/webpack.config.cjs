/**
 * mf-exam: the applicant's remote (ARCHITECTURE §2, §3): /apply/{examid},
 * /apply/ and /assessment?hash=. The shell mounts its `./spa` for anonymous
 * visitors too; applicants normally get its own index.html straight from the
 * server (no shell, no staff code). It loads mf_questions/QuestionView at run
 * time through shared loadFederatedModule. `npm run dev` serves it on its own
 * at http://127.0.0.1:3006/apply/1.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const createAppConfig = require('../tools/webpack/create-app-config.cjs');
const { ApplicantAntdStylesPlugin } = require('../tools/webpack/applicant-antd-styles.cjs');
const { PagePreloadsPlugin, remotePreloads } = require('../tools/webpack/page-preloads.cjs');
const { PageStartScriptPlugin } = require('../tools/webpack/page-start-script.cjs');
const floorPageConfig = require('../tools/webpack/floor-page.cjs');

const appConfig = createAppConfig({
  appDir: __dirname,
  name: 'mf_exam',
  exposes: { './spa': './src/spa.tsx' },
  publicPath: 'auto',
  devPort: 3006,
  title: 'Mizan · Assessment',
  // The host of the applicant's page: it provides the applicant's part of antd (tools/webpack/shared-subsets.cjs).
  applicantPageHost: true,
  // What its own page (/apply, /assessment) runs, from src/index.ts; ./spa runs on the shell's staff pages.
  applicantPage: { roots: /mf-exam[\\/]src[\\/]index\.ts$/ },
});

/**
 * The server sends dist/index.html for /apply… and /assessment while the
 * build itself is served under /remotes/mf_exam/, so in production the page
 * names its scripts there (chunks then follow through publicPath 'auto').
 * The dev server serves everything at its root.
 */
module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  const production = argv.mode !== 'development';
  if (production) {
    for (const plugin of config.plugins) {
      if (!(plugin instanceof HtmlWebpackPlugin)) continue;
      plugin.userOptions.publicPath = '/remotes/mf_exam/';
      if (plugin.options) plugin.options.publicPath = '/remotes/mf_exam/';
    }
  }
  config.plugins.push(
    // antd's component styles for the page, made now instead of in the applicant's browser (applicantPageTheme).
    new ApplicantAntdStylesPlugin({ publicPath: production ? '/remotes/mf_exam/' : '/' }),
    // The page's startup chunks, preloaded by its HTML; the apply form's and the sign-in page's, by its first script
    // on their addresses.
    new PagePreloadsPlugin({
      publicPath: production ? '/remotes/mf_exam/' : '/',
      screens: { '/apply': './pages/ApplyPage', '/login': './pages/LoginPage' },
    }),
    // The page's first script: it asks for the exam and preloads what the exam page needs of mf_questions (its
    // manifest, remoteEntry and QuestionView) while the main script is still arriving. Those are at the address
    // the server lists by default (a remote moved to a CDN is then simply fetched when asked for).
    new PageStartScriptPlugin({
      file: path.join(__dirname, 'src/page-start.ts'),
      publicPath: production ? '/remotes/mf_exam/' : '/',
      define: {
        EXAM_PAGE_REMOTE_PRELOADS: JSON.stringify(
          production
            ? remotePreloads({
                dist: path.join(__dirname, '../mf-questions/dist'),
                url: '/remotes/mf_questions/mf-manifest.json',
                exposes: ['./QuestionView'],
              })
            : [],
        ),
      },
    }),
  );
  // The production build also makes the bench's floor page (tools/webpack/floor-page.cjs), into dist/floor/.
  if (!production) return config;
  config.name = 'mf_exam';
  return [config, floorPageConfig(env, argv, { dependsOn: config.name })];
};
