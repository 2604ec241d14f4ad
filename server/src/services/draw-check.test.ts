import { newDrawSlot, type DrawFilters } from '@mizan/shared';
import { mcq } from '../../../shared/src/questions/testing/fixtures';
import type { OpenDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { testDatabases } from '../test-support/test-databases';
import { drawMatches } from './draw-check';
import { EVERY_BANK_QUESTION } from './question-bank/bank-access';

jest.setTimeout(60_000);

const filters = (tags: string[]): DrawFilters => ({ tags, subject: '', grade: '', type: '', difficult: '', cognitive: '' });

/**
 * The builder's counts of a draw: how many bank questions match, how many the
 * draw fills, and how many different questions it draws from, so that a draw
 * every applicant gets alike is told apart from a real draw.
 */
describe.each(testDatabases())("a draw's counts on %s", (_name, kind) => {
  let database: OpenDatabase;
  beforeAll(async () => {
    database = await kind.open();
    await migrateToLatest(database.db);
    // Four fractions questions; the fourth is also the one tagged hard.
    const bank = [
      ['frac000001', ['fractions']],
      ['frac000002', ['fractions']],
      ['frac000003', ['fractions']],
      ['frac000004', ['fractions', 'hard']],
    ] as const;
    for (const [id, tags] of bank) {
      const question = mcq({ id });
      await database.db
        .insertInto('bank_questions')
        .values({
          question_key: id,
          type: question.type,
          question: JSON.stringify(question),
          search_text: id,
          difficult: question.difficult,
          cognitive: question.cognitive,
          tags: [...tags],
        })
        .execute();
    }
  });
  afterAll(async () => {
    await database?.close();
  });

  test('a fixed question and another draw take their share: 3 match, but only 2 are left, so every applicant gets the same 2', async () => {
    const hard = newDrawSlot(1, filters(['hard']));
    const fractions = newDrawSlot(2, filters(['fractions']));
    const matches = await drawMatches(database.db, [hard, fractions], ['frac000001'], EVERY_BANK_QUESTION);
    expect(matches).toEqual([
      { id: hard.id, matching: 1, drawable: 1, available: 1 },
      { id: fractions.id, matching: 3, drawable: 2, available: 2 },
    ]);
  });

  test('a draw with more questions than it asks for draws from all of them', async () => {
    const fractions = newDrawSlot(2, filters(['fractions']));
    expect(await drawMatches(database.db, [fractions], [], EVERY_BANK_QUESTION)).toEqual([
      { id: fractions.id, matching: 4, drawable: 2, available: 4 },
    ]);
  });

  test('a draw the bank cannot fill draws from what there is', async () => {
    const hard = newDrawSlot(3, filters(['hard']));
    expect(await drawMatches(database.db, [hard], [], EVERY_BANK_QUESTION)).toEqual([
      { id: hard.id, matching: 1, drawable: 1, available: 1 },
    ]);
  });
});
