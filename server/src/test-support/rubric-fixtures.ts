import { sql, type Kysely } from 'kysely';
import type { RequestOf, Rubric, rubricCalls } from '@mizan/shared';
import type { Database } from '../db/schema';

type RubricCallName = keyof typeof rubricCalls;

/** A two-criterion essay rubric worth at most 4 (a 4-mark question), with fixed ids the tests name. */
export function essayRubric(overrides: Partial<Rubric> = {}): Rubric {
  return {
    id: 'rubricEss1',
    title: 'Essay rubric',
    criteria: [
      {
        id: 'critIdeas1',
        title: 'Ideas',
        levels: [
          { id: 'ideasNone1', points: 0, descriptor: 'No idea of its own' },
          { id: 'ideasSome1', points: 1, descriptor: 'One idea, loosely argued' },
          { id: 'ideasFull1', points: 2, descriptor: 'Clear, connected ideas' },
        ],
      },
      {
        id: 'critLang01',
        title: 'Language',
        levels: [
          { id: 'langWeak01', points: 0.5, descriptor: 'Many errors' },
          { id: 'langGood01', points: 2, descriptor: 'Few errors' },
        ],
      },
    ],
    ...overrides,
  };
}

/** The bank entry the access walk deletes (an id far from the serial's). */
export const ACCESS_RUBRIC_ID = 900_001;

export async function insertAccessRubric(db: Kysely<Database>): Promise<void> {
  await sql`insert into rubric_bank (id, title, lang, rubric) values (${ACCESS_RUBRIC_ID}, 'Access walk rubric', 'En', ${JSON.stringify(essayRubric())}::jsonb)`.execute(
    db,
  );
}

/** A valid payload for each rubric bank call (the access test's table); insertAccessRubric first. */
export function rubricSamples(): { [Name in RubricCallName]: RequestOf<Name> } {
  return {
    rubricBank: { search: 'essay' },
    saveRubric: { lang: 'En', rubric: essayRubric({ title: 'Access walk: saved' }) },
    deleteRubric: { id: ACCESS_RUBRIC_ID },
  };
}
