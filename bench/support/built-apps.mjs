/** Module Federation container name → the app folder whose dist/ holds its build. */
export const KNOWN_APPS = {
  shell: 'shell',
  mf_users: 'mf-users',
  mf_questions: 'mf-questions',
  mf_applicants: 'mf-applicants',
  mf_assessments: 'mf-assessments',
  mf_exam: 'mf-exam',
};
