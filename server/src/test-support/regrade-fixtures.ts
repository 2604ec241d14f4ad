import type { RequestOf, regradeCalls } from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import { insertAttempt } from './assessment-fixtures';
import type { TestApp } from './test-app';

type RegradeCallName = keyof typeof regradeCalls;

/** An assessment of its own with one MCQ and a submission, so the other samples' changes do not make its dry run stale. */
export async function insertRegradeAssessment(t: TestApp, name: string): Promise<number> {
  const assessment = await t.database.db
    .insertInto('assessments')
    .values({ name, questions: JSON.stringify([mcq()]), published: true })
    .returning('id')
    .executeTakeFirstOrThrow();
  const applicant = await t.database.db.selectFrom('applicants').select('id').orderBy('id').limit(1).executeTakeFirstOrThrow();
  await insertAttempt(t.database.db, {
    assessmentId: assessment.id,
    applicantId: applicant.id,
    answers: { [mcq().id]: { type: 'MCQ', selected: ['optA'] } },
  });
  return assessment.id;
}

/** A valid payload for each regrade call: a dry run to ask for, and one kept to apply. */
export async function regradeSamples(t: TestApp, adminToken: string): Promise<{ [Name in RegradeCallName]: RequestOf<Name> }> {
  const assessmentId = await insertRegradeAssessment(t, 'Access walk: regrade');
  const preview = await t.call(
    'regradePreview',
    { id: assessmentId, questionId: mcq().id, change: { kind: 'fullMarks' }, reason: 'Access walk' },
    { token: adminToken },
  );
  if (preview.statusCode !== 200) throw new Error(`Could not make the dry run: ${preview.body}`);
  return {
    regradePreview: { id: assessmentId, questionId: mcq().id, change: { kind: 'leaveOut' }, reason: 'Access walk: left out' },
    regrade: { previewId: preview.json<{ data: { previewId: string } }>().data.previewId },
    questionVersions: { id: assessmentId, questionId: mcq().id },
  };
}
