/** The regrade bench's data (bench/regrade.mjs): one published assessment of MCQs, graded submissions, and applicants to take it now. */
import { benchSsn } from './generated-applicants.mjs';

export const ATTEMPTS = 2000;
export const QUESTIONS = 20;
export const SAVERS = 32;
export const TITLE = 'Bench: regrade';

const text = (value) => [{ type: 'paragraph', children: [{ text: value }] }];
export const optionId = (question, letter) => `q${question}opt${letter}`;
function mcq(n) {
  return {
    id: `benchq${String(n).padStart(4, '0')}`,
    type: 'MCQ',
    mode: 'editingMode',
    header: text(`Question ${n}: which is right?`),
    headertxt: `Question ${n}: which is right?`,
    totalMark: '1',
    score: '',
    feedback: '',
    objectives: '',
    showObjectives: false,
    shuffleOptions: false,
    required: false,
    difficult: 'Medium',
    cognitive: 'Understanding',
    oneLineOptions: false,
    isPartial: false,
    options: ['A', 'B', 'C', 'D'].map((letter) => ({
      id: optionId(n, letter),
      option: text(`Option ${letter}`),
      authorNote: '',
      selected: false,
      isTrue: letter === 'A',
    })),
  };
}
const questions = Array.from({ length: QUESTIONS }, (_, index) => mcq(index + 1));

/** The assessment, 2,000 applicants with a graded submission each (answer A, B or C by turns, marked by the key), and the savers. */
export function seedSql() {
  const json = JSON.stringify(questions).replaceAll("'", "''");
  const savers = Array.from(
    { length: SAVERS },
    (_, n) =>
      `('Saver ${n}', '${benchSsn(n)}', '${n % 2 === 0 ? 'male' : 'female'}', 'saver${n}@example.com', '010${String(n).padStart(8, '0')}', 80, 80, 80, 'S-${n}', null)`,
  );
  return `
insert into schools (name) values ('Bench Regrade School');
insert into assessments (name, questions, published, open, startdate, enddate, nooftrials)
  values ('${TITLE}', '${json}'::jsonb, true, true, now() - interval '1 day', now() + interval '1 day', 1);
insert into applicants (name, ssn, gender, email, mobile, prep_mark, math, english, std_code, school_id)
  select 'Graded ' || lpad(g::text, 5, '0'), '4' || lpad(g::text, 13, '0'), 'female', 'graded' || g || '@example.com', '011' || lpad(g::text, 8, '0'),
         50 + (g * 37) % 50, 60, 60, 'G-' || g, (select id from schools where name = 'Bench Regrade School')
  from generate_series(1, ${ATTEMPTS}) g;
insert into applicants (name, ssn, gender, email, mobile, prep_mark, math, english, std_code, school_id) values ${savers.join(', ')};
update applicants set school_id = (select id from schools where name = 'Bench Regrade School') where std_code like 'S-%';
insert into attempts (hash, applicant_id, assessment_id, trial, questions, shuffle_seed, started_at, submitted_at, submitted_by, status, graded_at, needs_grading)
  select 'bench' || lpad(a.id::text, 27, '0'), a.id, s.id, 1, s.questions, 'seed' || a.id, now() - interval '2 hours', now() - interval '1 hour', 'applicant', 'graded', now() - interval '1 hour', 0
  from applicants a, assessments s where a.name like 'Graded %' and s.name = '${TITLE}';
insert into answers (attempt_id, question_id, answer, seq, saved_at, score)
  select t.id, 'benchq' || lpad(q::text, 4, '0'),
         jsonb_build_object('type', 'MCQ', 'selected', jsonb_build_array('q' || q || 'opt' || (array['A', 'B', 'C'])[1 + (t.id + q) % 3])),
         1, now() - interval '1 hour', case when (t.id + q) % 3 = 0 then 1 else 0 end
  from attempts t, generate_series(1, ${QUESTIONS}) q where t.hash like 'bench%';
update attempts t set percent = round(100.0 * (select sum(score) from answers where attempt_id = t.id) / ${QUESTIONS}, 2) where t.hash like 'bench%';
analyze;
`;
}
