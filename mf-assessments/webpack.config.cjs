/**
 * mf-assessments: the assessments remote (ARCHITECTURE §2, §3). The shell
 * mounts its `./spa` expose on /dashboard/assessments, /dashboard/Subjects,
 * /dashboard/StudentsExams, /assessmentcomponent and /assessmentViewComponent;
 * it loads mf_questions (QuestionView, QuestionEditor, registry) at run time
 * through shared loadFederatedModule. `npm run dev` serves it on its own at
 * http://127.0.0.1:3004/dashboard/assessments.
 */
const createAppConfig = require('../tools/webpack/create-app-config.cjs');

module.exports = createAppConfig({
  appDir: __dirname,
  name: 'mf_assessments',
  exposes: { './spa': './src/spa.tsx' },
  publicPath: 'auto',
  devPort: 3004,
  title: 'Mizan · Assessments',
});
