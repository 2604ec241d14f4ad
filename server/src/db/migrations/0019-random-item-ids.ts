import { sql, type Kysely, type Migration } from 'kysely';
import { withRandomItemIds, type Question } from '@mizan/shared';

/**
 * Stored assessments whose option, item, word, label or spot ids were not
 * made by newQuestionId (a legacy bank's '1', '2', '3', an import's 'o1')
 * get random ones, keys renamed with them (withRandomItemIds): such ids count
 * up in authoring order, and an applicant sees them. Saving does the same
 * for new questions. Attempts keep the snapshot they started with, so their
 * answers still score. Nothing to undo: the old ids carried no meaning.
 */
export const randomItemIds: Migration = {
  async up(db: Kysely<unknown>) {
    const { rows } = await sql<{
      id: number;
      questions: unknown;
    }>`select id, questions from assessments where questions is not null`.execute(db);
    for (const row of rows) {
      const questions = (typeof row.questions === 'string' ? JSON.parse(row.questions) : row.questions) as Question[];
      if (!Array.isArray(questions)) continue;
      const renamed = questions.map(withRandomItemIds);
      if (JSON.stringify(renamed) === JSON.stringify(questions)) continue;
      await sql`update assessments set questions = ${JSON.stringify(renamed)}::jsonb where id = ${row.id}`.execute(db);
    }
  },

  async down() {},
};
