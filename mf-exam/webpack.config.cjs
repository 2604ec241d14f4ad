/**
 * mf-exam: the applicant's remote (ARCHITECTURE §2, §3): /apply/{examid},
 * /apply/ and /assessment?hash=. The shell mounts its `./spa` for anonymous
 * visitors too, which loads mf_questions/QuestionView at run time through
 * shared loadFederatedModule. Applicants normally get its own page straight
 * from the server (no shell, no staff code): in production a second, plain
 * build of the same source without Module Federation
 * (tools/webpack/applicant-page.cjs). `npm run dev` serves the federated
 * page on its own at http://127.0.0.1:3006/apply/1.
 */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const createAppConfig = require('../tools/webpack/create-app-config.cjs');
const { ApplicantAntdStylesPlugin } = require('../tools/webpack/applicant-antd-styles.cjs');
const { PagePreloadsPlugin } = require('../tools/webpack/page-preloads.cjs');
const { PageStartScriptPlugin } = require('../tools/webpack/page-start-script.cjs');
const applicantPageConfig = require('../tools/webpack/applicant-page.cjs');
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
 * In development the dev server serves the remote's own page, federated, at
 * its root. In production the remote is built without a page (remoteEntry.js,
 * mf-manifest.json and their chunks), the applicant's page is its own build
 * (dist/index.html and dist/page/), and the bench's floor page a third
 * (dist/floor/); both after the remote's build has cleaned dist/.
 */
module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  if (argv.mode === 'development') {
    config.plugins.push(
      // antd's component styles for the page, made now instead of in the applicant's browser (applicantPageTheme).
      new ApplicantAntdStylesPlugin({ publicPath: '/' }),
      // The page's startup chunks, preloaded by its HTML; the apply form's and the sign-in page's, by its first script
      // on their addresses.
      new PagePreloadsPlugin({ publicPath: '/', screens: { '/apply': './pages/ApplyPage', '/login': './pages/LoginPage' } }),
      // The page's first script: it asks for the exam and for /remotes.json (where mf_questions is) while the main
      // script is still arriving.
      new PageStartScriptPlugin({
        file: path.join(__dirname, 'src/page-start.ts'),
        publicPath: '/',
        define: { EXAM_PAGE_REMOTE_PRELOADS: JSON.stringify([{ href: '/remotes.json', as: 'fetch' }]) },
      }),
    );
    return config;
  }
  config.name = 'mf_exam';
  config.plugins = config.plugins.filter((plugin) => !(plugin instanceof HtmlWebpackPlugin));
  return [config, applicantPageConfig(env, argv, { dependsOn: config.name }), floorPageConfig(env, argv, { dependsOn: config.name })];
};
