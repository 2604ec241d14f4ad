import type { Assessment } from '@mizan/shared';
import { essay, mcq, riasec } from '../../../shared/src/questions/testing/fixtures';
import { insertAttempt, validAssessment } from './assessment-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from './test-app';
import type { TestDatabaseKind } from './test-databases';

type Saved = { data: Assessment; msg: string };

/** An applicant as the grading lists show them. */
interface ListedApplicant {
  id: number;
  name: string;
  ssn: string;
  email: string;
  mobile: string;
}

/** The app the grading suites share: two assessments, a reviewing teacher and twenty applicants to submit them. */
export interface GradingApp {
  t: TestApp;
  admin: string;
  teacher: string;
  teacherId: number;
  applicants: ListedApplicant[];
  /** Reviewed by the teacher: MCQ (4, auto) + essay (4, by hand) + RIASEC (1). */
  reviewed: Assessment;
  /** Not reviewed by the teacher. */
  other: Assessment;
  /** A submission of `assessment` by the applicant at `applicantIndex`; `submittedAt` null leaves it in progress. */
  submit(assessment: Assessment, applicantIndex: number, answers: Record<string, unknown>, submittedAt?: Date | null): Promise<number>;
}

export const essayAnswer = {
  type: 'EssayComponent',
  text: [{ type: 'paragraph', children: [{ text: 'Because I love science.' }] }],
} as const;

export async function startGradingApp(kind: TestDatabaseKind): Promise<GradingApp> {
  const t = await startTestApp(kind);
  const admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  const teacher = await t.signIn('teacher', t.accounts.teacher.password);
  const db = t.database.db;
  const teacherId = (await db.selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirstOrThrow()).id;
  const applicants = await db.selectFrom('applicants').select(['id', 'name', 'ssn', 'email', 'mobile']).orderBy('id').limit(20).execute();
  const reviewed = (
    await t.call(
      'addAssessment',
      validAssessment({ name: 'Science entry', lang: 'Ar', questions: [mcq(), essay(), riasec()], grading_teachers_ids: [teacherId] }),
      { token: admin },
    )
  ).json<Saved>().data;
  const other = (
    await t.call('addAssessment', validAssessment({ name: 'History entry', questions: [mcq()] }), { token: admin })
  ).json<Saved>().data;
  // The fixtures' own item ids ('optA', …), which the answers name: saving gave them random ones,
  // so they are put back as an assessment stored before that would hold them.
  for (const [assessment, questions] of [
    [reviewed, [mcq(), essay(), riasec()]],
    [other, [mcq()]],
  ] as const) {
    await db
      .updateTable('assessments')
      .set({ questions: JSON.stringify(questions) })
      .where('id', '=', assessment.id)
      .execute();
  }
  const submit: GradingApp['submit'] = (assessment, applicantIndex, answers, submittedAt = new Date()) =>
    insertAttempt(db, {
      assessmentId: assessment.id,
      applicantId: applicants[applicantIndex].id,
      answers: answers as never,
      submittedAt,
    });
  return { t, admin, teacher, teacherId, applicants, reviewed, other, submit };
}
