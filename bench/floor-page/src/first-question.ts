/**
 * The English demo's first screen as the exam page draws it (server/src/db/seed-assessments.ts): its title, the
 * applicant's name (the bench's first applicant's) and question 1, a True or False question.
 */
export const FIRST_SCREEN = {
  assessment: 'Demo: General Admission Test',
  applicant: 'Bench Applicant 00000',
  question: 'The Nile flows from south to north.',
  mark: '1 mark',
  options: ['True', 'False'],
  button: 'Check this device',
};
