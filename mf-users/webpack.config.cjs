/**
 * mf-users: the user-management remote (ARCHITECTURE §2, §3). The shell
 * mounts its `./spa` expose on /dashboard/user; `npm run dev` serves it on
 * its own at http://127.0.0.1:3002/dashboard/user.
 */
const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mf_users',
  exposes: { './spa': './src/spa.tsx' },
  publicPath: 'auto',
  devPort: 3002,
  title: 'Mizan · Users',
});
