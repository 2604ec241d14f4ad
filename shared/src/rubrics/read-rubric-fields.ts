import type { RubricFields } from '../questions/question';
import { rubricSchema } from './rubric-schema';

/**
 * A manual question's rubric as stored or sent data is read leniently
 * (normalizeQuestion): kept when it has the rubric's shape, else left out
 * (a question without a rubric is marked by typing the score). The grader's
 * choices are not part of a question as authored.
 */
export function readRubricFields(record: Record<string, unknown>): Pick<RubricFields, 'rubric' | 'rubricBankId'> {
  const parsed = rubricSchema.safeParse(record.rubric);
  if (!parsed.success) return {};
  const bankId = record.rubricBankId;
  return typeof bankId === 'number' && Number.isInteger(bankId) && bankId > 0
    ? { rubric: parsed.data, rubricBankId: bankId }
    : { rubric: parsed.data };
}
