import { sql, type Kysely } from 'kysely';
import {
  ASSESSMENT_NOT_FOUND_BRIEF,
  QUESTION_FILE_MAX_QUESTIONS,
  QUESTION_FILE_NOTHING_TO_IMPORT,
  QUESTION_FILE_TOO_MANY,
  QUESTION_IMPORT_PUBLISHED,
  withRandomItemIds,
  type Question,
  type QuestionFileFormat,
  type QuestionFilePreview,
} from '@mizan/shared';
import type { Database } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { findAssessmentRow, rightsOver } from '../assessment-records';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import { bankSearchText } from '../question-bank/bank-search-text';
import { readGift } from './gift-read';
import { readMoodleXml } from './moodle-read';
import { readQtiPackage } from './qti-read';
import { checkItem, type CheckedItem } from './read-item';
import { unstorableItemProblem } from './unstorable-item';
import { xmlText } from './xml-document';

export const NOT_AN_EDITOR_OF_ASSESSMENT = 'You may not change this assessment.';

export function importedMessage(imported: number, skipped: number, into: 'bank' | 'assessment'): string {
  const base = `${imported} question${imported === 1 ? ' was' : 's were'} imported into the ${into === 'bank' ? 'bank' : 'assessment'}.`;
  return skipped > 0 ? `${base} ${skipped} ${skipped === 1 ? 'was' : 'were'} skipped (see the preview for why).` : base;
}

/** Every question of the file, read and checked; nothing saved. */
export function readQuestionFile(format: QuestionFileFormat, body: Buffer): CheckedItem[] {
  const items = format === 'moodlexml' ? readMoodleXml(xmlText(body)) : format === 'gift' ? readGift(xmlText(body)) : readQtiPackage(body);
  if (items.length > QUESTION_FILE_MAX_QUESTIONS) throw badRequest(QUESTION_FILE_TOO_MANY);
  const checked = items.map(checkItem);
  const unstorable = unstorableItemProblem(checked);
  if (unstorable) throw badRequest(unstorable);
  return checked;
}

export function previewOf(format: QuestionFileFormat, items: readonly CheckedItem[]): QuestionFilePreview {
  const byType: Record<string, number> = {};
  for (const item of items) if (item.question) byType[item.question.type] = (byType[item.question.type] ?? 0) + 1;
  const importable = items.filter((item) => item.question).length;
  return {
    format,
    total: items.length,
    importable,
    skipped: items.length - importable,
    byType,
    items: items.map((item, index) => ({
      index: index + 1,
      name: item.name,
      sourceType: item.sourceType,
      type: item.question?.type ?? null,
      skipped: item.question ? null : (item.skipped ?? 'Nothing to import.'),
      notes: item.notes,
    })),
    questions: items.flatMap((item) => (item.question ? [item.question] : [])),
  };
}

async function editableDraft(db: Kysely<Database>, caller: Caller, id: number) {
  const row = await findAssessmentRow(db, id);
  if (!row) throw notFound(ASSESSMENT_NOT_FOUND_BRIEF);
  const rights = await rightsOver(db, caller, row);
  if (!rights.see) throw notFound(ASSESSMENT_NOT_FOUND_BRIEF);
  if (!rights.edit) throw forbidden(NOT_AN_EDITOR_OF_ASSESSMENT);
  if (row.published) throw conflict(QUESTION_IMPORT_PUBLISHED);
  return row;
}

/** Saves the importable questions in one transaction (all of them or none), with one audit row. */
export async function saveImported(
  db: Kysely<Database>,
  caller: Caller,
  format: QuestionFileFormat,
  items: readonly CheckedItem[],
  assessmentId: number | undefined,
): Promise<{ imported: number; skipped: number; ids: (number | string)[] }> {
  const ready = items.filter((item): item is CheckedItem & { question: Question } => item.question !== undefined);
  const skipped = items.length - ready.length;
  if (assessmentId !== undefined) await editableDraft(db, caller, assessmentId);
  if (ready.length === 0) throw badRequest(QUESTION_FILE_NOTHING_TO_IMPORT);
  return db.transaction().execute(async (transaction) => {
    let ids: (number | string)[];
    if (assessmentId !== undefined) {
      const questions = ready.map((item) => withRandomItemIds(item.question));
      await transaction
        .updateTable('assessments')
        .set({ questions: sql`questions || ${JSON.stringify(questions)}::jsonb` as never, updated_at: sql`now()` as never })
        .where('id', '=', assessmentId)
        .where('published', '=', false)
        .execute();
      ids = questions.map((question) => question.id);
    } else {
      const rows = await transaction
        .insertInto('bank_questions')
        .values(
          ready.map(({ question, subject, tags }) => {
            const stored: Question = { ...question, mode: 'editingMode' };
            return {
              type: stored.type,
              question: JSON.stringify(stored),
              search_text: bankSearchText(stored),
              difficult: stored.difficult,
              cognitive: stored.cognitive,
              objectives: stored.objectives,
              question_key: stored.id,
              subject,
              grade: '',
              tags,
              created_by: caller.user.id,
              owner_id: caller.user.id,
              updated_by: caller.user.id,
            };
          }),
        )
        .returning('id')
        .execute();
      ids = rows.map((row) => row.id);
    }
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'question.import',
      subjectType: assessmentId === undefined ? 'bank-question' : 'assessment',
      subjectId: assessmentId ?? null,
      details: { format, imported: ready.length, skipped, types: previewOf(format, items).byType },
    });
    return { imported: ready.length, skipped, ids };
  });
}
