/**
 * mf-applicants: the applicants remote (ARCHITECTURE §2, §3). The shell
 * mounts its `./spa` expose on /dashboard/Applicants, /applicantViewComponent
 * and /applicantcomponent; `npm run dev` serves it on its own at
 * http://127.0.0.1:3003/dashboard/Applicants.
 */
const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mf_applicants',
  exposes: { './spa': './src/spa.tsx' },
  publicPath: 'auto',
  devPort: 3003,
  title: 'Mizan · Applicants',
});
