import { QUESTION_TYPES, isImageSource, newAssessmentSchema, validateQuestion } from '@mizan/shared';
import { testDatabases } from '../test-support/test-databases';
import { migrateToLatest } from './migrate';
import { seedDatabase } from './seed';
import { DEMO_ASSESSMENT_NAMES, demoAssessments, demoShapesPicture, seedDemoAssessments } from './seed-assessments';

jest.setTimeout(120_000);

describe('the demo assessments', () => {
  const demos = demoAssessments();

  test('one English and one Arabic assessment each hold every question type, all valid', () => {
    const english = demos.find((demo) => demo.name === DEMO_ASSESSMENT_NAMES.english)!;
    const arabic = demos.find((demo) => demo.name === DEMO_ASSESSMENT_NAMES.arabic)!;
    expect(english.lang).toBe('En');
    expect(arabic.lang).toBe('Ar');
    for (const demo of [english, arabic]) {
      expect(new Set(demo.questions.map((question) => question.type))).toEqual(new Set(QUESTION_TYPES));
    }
    for (const demo of demos) {
      expect(demo.questions.map((question) => [question.type, validateQuestion(question)])).toEqual(
        demo.questions.map((question) => [question.type, null]),
      );
    }
  });

  test('each passes the same save rules as the builder (shape included)', () => {
    for (const demo of demos) {
      const result = newAssessmentSchema.safeParse({
        ...demo,
        showResults: demo.show_results_after_grading,
        allowResume: demo.allow_resume,
      });
      expect({ name: demo.name, problem: result.success ? null : result.error.issues[0].message }).toEqual({
        name: demo.name,
        problem: null,
      });
    }
  });

  test('one is timed with a duration of at least a minute', () => {
    const timed = demos.find((demo) => demo.name === DEMO_ASSESSMENT_NAMES.timed)!;
    expect(timed).toMatchObject({ istimed: 1 });
    expect(timed.duration).toBeGreaterThanOrEqual(1);
  });

  test('question ids are unique within each assessment', () => {
    for (const demo of demos) expect(new Set(demo.questions.map((question) => question.id)).size).toBe(demo.questions.length);
  });

  test('the picture is a PNG data URL a question may show', () => {
    const picture = demoShapesPicture();
    expect(isImageSource(picture)).toBe(true);
    const bytes = Buffer.from(picture.split(',')[1], 'base64');
    expect([...bytes.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(bytes.readUInt32BE(16)).toBe(300);
    expect(bytes.readUInt32BE(20)).toBe(200);
  });
});

describe.each(testDatabases())('seeding the demo assessments on %s', (_name, kind) => {
  test('the first start adds them published with the demo reviewers; seeding again adds nothing', async () => {
    const database = await kind.open();
    try {
      await migrateToLatest(database.db);
      await seedDatabase(database.db, { adminPassword: 'first-admin-pass', seedDemo: true });
      const rows = await database.db
        .selectFrom('assessments')
        .select(['id', 'name', 'published', 'lang', 'istimed', 'duration'])
        .orderBy('id')
        .execute();
      expect(rows.map((row) => row.name)).toEqual(Object.values(DEMO_ASSESSMENT_NAMES));
      expect(rows.every((row) => row.published)).toBe(true);
      const reviewers = await database.db
        .selectFrom('assessment_reviewers')
        .innerJoin('users', 'users.id', 'assessment_reviewers.user_id')
        .select(['assessment_reviewers.assessment_id', 'users.username'])
        .execute();
      expect(
        reviewers
          .filter((row) => row.assessment_id === rows[0].id)
          .map((row) => row.username)
          .sort(),
      ).toEqual(['grader', 'teacher']);

      expect(await seedDemoAssessments(database.db, null)).toBe(0);
      expect(await database.db.selectFrom('assessments').select('id').execute()).toHaveLength(3);
    } finally {
      await database.close();
    }
  });

  test('SEED_DEMO=0 adds no assessment', async () => {
    const database = await kind.open();
    try {
      await migrateToLatest(database.db);
      await seedDatabase(database.db, { adminPassword: null, seedDemo: false });
      expect(await database.db.selectFrom('assessments').select('id').execute()).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
