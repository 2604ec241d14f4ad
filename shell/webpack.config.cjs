/**
 * The shell: the Module Federation host and single-spa root config
 * (ARCHITECTURE §2–§4). It exposes nothing and knows no remote address at
 * build time: remotes are found through /remotes.json when the page starts.
 * `npm run dev` serves it at http://127.0.0.1:3000 and proxies /api,
 * /remotes.json and /remotes to the server (MIZAN_API, default :8080).
 */
const path = require('node:path');
const createAppConfig = require('../tools/webpack/create-app-config.cjs');
const { PagePreloadsPlugin } = require('../tools/webpack/page-preloads.cjs');

const appConfig = createAppConfig({
  appDir: __dirname,
  name: 'shell',
  publicPath: '/',
  devPort: 3000,
  title: 'Mizan',
  runtimePlugins: [path.join(__dirname, 'src/federation/retry-plugin.ts')],
  // The host of every staff page: the only build besides mf_exam that provides antd's components one by one.
  pageHost: true,
});

/** The login page and the dashboard frame: their startup chunks preloaded by the HTML, in one round with the entry. */
module.exports = (env, argv) => {
  const config = appConfig(env, argv);
  config.plugins.push(new PagePreloadsPlugin({ publicPath: '/' }));
  return config;
};
