/**
 * mf-questions: the question types, their editor modal and the single-editor
 * routes (ARCHITECTURE §2, §3). Hosts load ./QuestionView, ./QuestionEditor
 * and ./registry; the shell mounts ./spa on /mcq, /truefalse, …; `npm run dev`
 * serves it on its own at http://127.0.0.1:3005/truefalse.
 */
const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mf_questions',
  exposes: {
    './QuestionView': './src/exposes/QuestionView.tsx',
    './QuestionEditor': './src/exposes/QuestionEditor.tsx',
    './registry': './src/exposes/registry.ts',
    './spa': './src/exposes/spa.tsx',
  },
  publicPath: 'auto',
  devPort: 3005,
  title: 'Mizan · Questions',
});
