import type { Kysely } from 'kysely';
import {
  ASSESSMENT_NOT_FOUND_BRIEF,
  normalizeQuestion,
  QUESTION_EXPORT_NOTHING,
  QUESTION_EXPORT_READ_ONLY,
  type Question,
} from '@mizan/shared';
import { jsonColumn } from '../../db/json-column';
import type { Database } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../errors';
import { findAssessmentRow, rightsOver } from '../assessment-records';
import type { Caller } from '../authenticate';
import { bankReaderOf, mayEdit, mayRead } from '../question-bank/bank-access';

/** A question to write, with what the bank knows of it. */
export interface ExportEntry {
  question: Question;
  subject: string;
  tags: string[];
}

/**
 * The questions of an assessment the caller may see, or of these bank
 * entries, in order. A file carries answer keys, so of the bank only the
 * questions the caller may edit are written; those they may only read are
 * left out and counted (`readOnly`), and those they may not read are left
 * out as if absent.
 */
export async function questionsToExport(
  db: Kysely<Database>,
  caller: Caller,
  query: { assessment?: number; ids?: number[] },
): Promise<{ entries: ExportEntry[]; name: string; readOnly: number }> {
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
    return { entries: questions.map((question) => ({ question, subject: '', tags: [] })), name: `assessment-${row.id}`, readOnly: 0 };
  }
  if (!query.ids || query.ids.length === 0) throw badRequest(QUESTION_EXPORT_NOTHING);
  const reader = bankReaderOf(caller);
  const rows = await db
    .selectFrom('bank_questions as b')
    .select(['b.id', 'b.question', 'b.subject', 'b.tags', mayEdit(reader).as('may_edit')])
    .where('b.id', 'in', query.ids)
    .where(mayRead(reader))
    .orderBy('b.id')
    .execute();
  const editable = rows.filter((row) => row.may_edit);
  if (rows.length > 0 && editable.length === 0) throw forbidden(QUESTION_EXPORT_READ_ONLY);
  return {
    entries: editable.map((row) => ({ question: jsonColumn<Question>(row.question, null as never), subject: row.subject, tags: row.tags })),
    name: 'bank-questions',
    readOnly: rows.length - editable.length,
  };
}
