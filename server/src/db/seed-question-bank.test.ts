import {
  COGNITIVE_LEVELS,
  DIFFICULTIES,
  QUESTION_TYPES,
  newDrawSlot,
  validateQuestion,
  type DrawFilters,
  type Question,
} from '@mizan/shared';
import { drawMatches } from '../services/draw-check';
import { EVERY_BANK_QUESTION } from '../services/question-bank/bank-access';
import { testDatabases } from '../test-support/test-databases';
import type { OpenDatabase } from './database';
import { jsonColumn } from './json-column';
import { migrateToLatest } from './migrate';
import { SEED_GRADES, SEED_SUBJECTS, seedDatabase } from './seed';
import { seedStarterBank, starterQuestions } from './seed-question-bank';

jest.setTimeout(120_000);

const isArabic = (question: Question) => /[\u0600-\u06FF]/.test(question.headertxt);
const filters = (changes: Partial<DrawFilters>): DrawFilters => ({
  tags: [],
  subject: '',
  grade: '',
  type: '',
  difficult: '',
  cognitive: '',
  ...changes,
});

describe('the starter question bank', () => {
  const starters = starterQuestions();
  const english = starters.filter((entry) => !isArabic(entry.question));
  const arabic = starters.filter((entry) => isArabic(entry.question));

  test('every question type in English and in Arabic, each valid, filed under the lists a school starts with', () => {
    expect(new Set(english.map((entry) => entry.question.type))).toEqual(new Set(QUESTION_TYPES));
    expect(new Set(arabic.map((entry) => entry.question.type))).toEqual(new Set(QUESTION_TYPES));
    expect(starters.map((entry) => [entry.question.id, validateQuestion(entry.question)])).toEqual(
      starters.map((entry) => [entry.question.id, null]),
    );
    expect(new Set(starters.map((entry) => entry.question.id)).size).toBe(starters.length);
    for (const { question, subject, grade, tags } of starters) {
      expect(['', ...SEED_SUBJECTS]).toContain(subject);
      expect(['', ...SEED_GRADES]).toContain(grade);
      expect(DIFFICULTIES).toContain(question.difficult);
      expect(COGNITIVE_LEVELS).toContain(question.cognitive);
      expect(tags[0]).toBe('starter');
      expect(tags.length).toBeGreaterThan(1);
      expect(question.mode).toBe('editingMode');
    }
  });

  test('mathematics has at least three questions of each difficulty in each language, for a draw of two or three', () => {
    for (const half of [english, arabic]) {
      const maths = half.filter((entry) => entry.subject === 'Mathematics');
      const counts = DIFFICULTIES.map((difficulty) => maths.filter((entry) => entry.question.difficult === difficulty).length);
      expect(Math.min(...counts)).toBeGreaterThanOrEqual(3);
    }
  });
});

describe.each(testDatabases())('seeding the starter question bank on %s', (_name, kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await kind.open();
    await migrateToLatest(database.db);
    await seedDatabase(database.db, { adminPassword: 'first-admin-pass', seedDemo: true });
  });
  afterAll(async () => {
    await database?.close();
  });

  test('the first start fills the bank: every question as written, valid, owned by the admin and shared with every author', async () => {
    const rows = await database.db
      .selectFrom('bank_questions as b')
      .leftJoin('users as u', 'u.id', 'b.owner_id')
      .select(['b.question_key', 'b.question', 'b.subject', 'b.tags', 'b.difficult', 'u.username', 'b.shared_scope', 'b.shared_level'])
      .execute();
    const starters = starterQuestions();
    expect(rows.map((row) => row.question_key).sort()).toEqual(starters.map((entry) => entry.question.id).sort());
    for (const row of rows) {
      const question = jsonColumn<Question>(row.question, null as never);
      expect([row.question_key, validateQuestion(question)]).toEqual([row.question_key, null]);
      expect(row).toMatchObject({ username: 'admin', shared_scope: 'everyone', shared_level: 'edit', difficult: question.difficult });
    }
    const questions = rows.map((row) => jsonColumn<Question>(row.question, null as never));
    expect(questions.filter(isArabic).length).toBeGreaterThanOrEqual(QUESTION_TYPES.length);
    expect(questions.filter((question) => !isArabic(question)).length).toBeGreaterThanOrEqual(QUESTION_TYPES.length);
  });

  test('a random draw can be tried at once, by the demo teacher too: three Arabic mathematics questions of low difficulty', async () => {
    const teacher = await database.db.selectFrom('users').select('id').where('username', '=', 'teacher').executeTakeFirstOrThrow();
    const slot = newDrawSlot(2, filters({ tags: ['رياضيات'], subject: 'Mathematics', difficult: 'Low' }));
    for (const reader of [EVERY_BANK_QUESTION, { userId: teacher.id }]) {
      const [match] = await drawMatches(database.db, [slot], [], reader);
      expect(match.drawable).toBe(2);
      expect(match.available).toBeGreaterThanOrEqual(3);
    }
  });

  test('seeding again adds nothing', async () => {
    expect(await seedStarterBank(database.db, null)).toBe(0);
    const count = await database.db
      .selectFrom('bank_questions')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(starterQuestions().length);
  });
});

describe.each(testDatabases())('a school without the starter bank on %s', (_name, kind) => {
  test('SEED_STARTER_BANK=0 leaves the bank empty beside the rest of the demo', async () => {
    const database = await kind.open();
    try {
      await migrateToLatest(database.db);
      await seedDatabase(database.db, { adminPassword: null, seedDemo: true, starterBank: false });
      expect(await database.db.selectFrom('bank_questions').select('id').execute()).toEqual([]);
      expect(await database.db.selectFrom('assessments').select('id').execute()).not.toEqual([]);
    } finally {
      await database.close();
    }
  });
});
