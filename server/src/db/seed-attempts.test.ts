import { questionAnswerSchema, scoreAttempt, validateAnswer, type Question, type QuestionAnswer } from '@mizan/shared';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed';
import { DEMO_ASSESSMENT_NAMES } from './seed-assessments';
import { DEMO_SUBMISSIONS, seedDemoAttempts } from './seed-attempts';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

describe.each(testDatabases())('demo submissions on %s', (_name, kind) => {
  test('graders find submissions of the English and Arabic demo assessments, scored like real ones, every answer valid; seeding again adds none', async () => {
    const database = await kind.open();
    try {
      const { db } = database;
      await migrateToLatest(db);
      await seedDatabase(db, { adminPassword: 'admin-test-pass', seedDemo: true });
      const rows = await db
        .selectFrom('attempts')
        .innerJoin('assessments', 'assessments.id', 'attempts.assessment_id')
        .select([
          'attempts.id',
          'attempts.status',
          'attempts.percent',
          'attempts.career',
          'attempts.needs_grading',
          'attempts.submitted_by',
          'attempts.questions',
          'assessments.name',
        ])
        .orderBy('attempts.id')
        .execute();
      const byName = (name: string) => rows.filter((row) => row.name === name);
      expect(byName(DEMO_ASSESSMENT_NAMES.english).filter((row) => row.status !== 'inprogress')).toHaveLength(DEMO_SUBMISSIONS.english);
      expect(byName(DEMO_ASSESSMENT_NAMES.english).filter((row) => row.status === 'inprogress')).toHaveLength(1);
      expect(byName(DEMO_ASSESSMENT_NAMES.arabic).filter((row) => row.status !== 'inprogress')).toHaveLength(DEMO_SUBMISSIONS.arabic);

      const percents = new Set<number>();
      for (const row of rows) {
        const questions = row.questions as Question[];
        const answers = await db
          .selectFrom('answers')
          .select(['question_id', 'answer', 'score'])
          .where('attempt_id', '=', row.id)
          .execute();
        const byQuestion = new Map<string, QuestionAnswer>();
        for (const answer of answers) {
          const question = questions.find((candidate) => candidate.id === answer.question_id);
          expect(question).toBeDefined();
          const parsed = questionAnswerSchema.safeParse(answer.answer);
          expect(parsed.success).toBe(true);
          if (parsed.success && question) {
            expect({ id: question.id, problem: validateAnswer(question, parsed.data) }).toEqual({ id: question.id, problem: null });
            byQuestion.set(question.id, parsed.data);
          }
        }
        if (row.status === 'inprogress') {
          expect(row.percent).toBeNull();
          continue;
        }
        const expected = scoreAttempt(questions, byQuestion);
        expect({ percent: Number(row.percent), needs: row.needs_grading, status: row.status, by: row.submitted_by }).toEqual({
          percent: expected.percent,
          needs: expected.needsGrading,
          status: 'submitted',
          by: 'applicant',
        });
        // An essay waits for a teacher in each.
        expect(expected.needsGrading).toBeGreaterThan(0);
        expect(row.career).toBe(expected.career?.code ?? '');
        percents.add(expected.percent);
      }
      // A mix of results, not one score for everybody.
      expect(percents.size).toBeGreaterThan(2);

      expect(await seedDemoAttempts(db)).toBe(0);
      expect(await db.selectFrom('attempts').select('id').execute()).toHaveLength(rows.length);
    } finally {
      await database.close();
    }
  });

  test('SEED_DEMO=0: no submissions', async () => {
    const database = await kind.open();
    try {
      await migrateToLatest(database.db);
      await seedDatabase(database.db, { adminPassword: 'admin-test-pass', seedDemo: false });
      expect(await database.db.selectFrom('attempts').select('id').execute()).toHaveLength(0);
    } finally {
      await database.close();
    }
  });
});
