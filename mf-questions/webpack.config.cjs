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
  // Always loaded into a host's page (the shell's, mf_exam's): it uses that page's federation runtime-core.
  hostRuntime: true,
  // On the applicant's page QuestionView runs with mf_exam's antd (the applicant's subset): what it can show in
  // exam mode (not a type's whole staff UI, src/types/<type>/index.ts, nor the frame's staff panels, each loaded
  // only in staff modes) is checked against it.
  applicantPage: {
    roots: /src[\\/]exposes[\\/]QuestionView\.tsx$/,
    stopAt:
      /src[\\/](types[\\/][^\\/]+[\\/]index\.tsx?|components[\\/]frame[\\/](CommonFieldsPanel|GradingPanel)\.tsx|components[\\/]rubric[\\/]RubricEditor\.tsx)$/,
  },
});
