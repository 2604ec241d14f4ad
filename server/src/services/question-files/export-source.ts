import type { Kysely } from 'kysely';
import { ASSESSMENT_NOT_FOUND_BRIEF, normalizeQuestion, QUESTION_EXPORT_NOTHING, type Question } from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { findAssessmentRow, rightsOver } from '../assessment-records';
import type { Caller } from '../authenticate';

/** A question to write, with what the bank knows of it. */
export interface ExportEntry {
  question: Question;
  subject: string;
  tags: string[];
}

/** The questions of an assessment the caller may see, or of these bank entries, in order. */
export async function questionsToExport(
  db: Kysely<Database>,
  caller: Caller,
  query: { assessment?: number; ids?: number[] },
): Promise<{ entries: ExportEntry[]; name: string }> {
  if (query.assessment !== undefined) {
    const row = await findAssessmentRow(db, query.assessment);
    if (!row || !(await rightsOver(db, caller, row)).see) throw notFound(ASSESSMENT_NOT_FOUND_BRIEF);
    const stored = jsonColumn<unknown[]>(row.questions, []);
    // Only real questions: other entries of the list (a draw slot) are not questions to write.
    const questions = stored.flatMap((item) => {
      try {
        return [normalizeQuestion(item)];
      } catch {
        return [];
      }
    });
    return { entries: questions.map((question) => ({ question, subject: '', tags: [] })), name: `assessment-${row.id}` };
  }
  if (!query.ids || query.ids.length === 0) throw badRequest(QUESTION_EXPORT_NOTHING);
  const rows = await db
    .selectFrom('bank_questions')
    .select(['id', 'question', 'subject', 'tags'])
    .where('id', 'in', query.ids)
    .orderBy('id')
    .execute();
  return {
    entries: rows.map((row) => ({ question: jsonColumn<Question>(row.question, null as never), subject: row.subject, tags: row.tags })),
    name: 'bank-questions',
  };
}
