import { newQuestionCommon } from './new-question-common';
import type { Question, QuestionCommon } from './question';
import type { CognitiveLevel, Difficulty, QuestionMode, QuestionType } from './question-types';
import { isQuestionMode, QUESTION_TYPES } from './question-types';
import { asRecord, readBoolean, readId, readMark, readString } from './read-values';
import type { RichText } from './rich-text';
import { htmlToText, plainText, readRichText, richTextFromPlain } from './rich-text';
import { definitionOf } from './types/registry';

/**
 * Reads a question as stored data holds it (the seed's lowercase and legacy
 * spellings, HTML strings for rich text, numbers for marks, missing fields)
 * and gives the canonical form the schemas accept:
 *
 * - type: the wire name, case-insensitively ('mcq' is 'MCQ'); an unknown type throws.
 * - difficult: 'low'/'LOW' is 'Low'; anything unknown is the default 'Medium'.
 * - cognitive: 'understanding' is 'Understanding', 'applying' is 'Applying',
 *   'Problemsolving / critical thinking' (any case, with or without the space
 *   or the "critical thinking" part) is 'Problem solving'.
 * - totalMark and score: numbers become strings ('2' from 2), trimmed.
 * - booleans: true, 'true', 1 and '1' are true.
 * - rich text: an HTML or plain string becomes paragraphs of its text; headertxt,
 *   vHeader and stdanswerTxt are recomputed from their rich text.
 * - ids: numbers become strings; a missing or malformed id gets a new random one.
 * - Order correctOptions and Match correctPossibleAnswers given as option
 *   objects become ids.
 * - Label top/left are clamped to 0..100 (percentages).
 * - FillTheBlank blanks follow the blank markers of content (missing ones are
 *   added without answers, ones without a marker dropped) when content has markers.
 * - answer fields that must hold an uploaded media URL (mediaBlobUrl, files,
 *   qstImageAfterDrawing) drop data URLs and anything else that is not one:
 *   legacy recordings must be uploaded by a migration before this runs.
 * - FileUploadEnhanced maxCount is set to max; TrueOrFalse correctAnswerChosen
 *   to whether an option is marked correct; Essay count and overcount are recomputed.
 * - Numerical: numbers become text, credit is clamped to 0..100, unitHandling
 *   is 'none' without units.
 *
 * The common fields are read here, each type's own by its `normalize`
 * (types/<type>/).
 */
export function normalizeQuestion(raw: unknown): Question {
  const record = asRecord(raw);
  const type = readType(record.type);
  if (type === null) throw new Error(`Unknown question type: ${String(record.type)}`);
  return definitionOf(type).normalize(record, readCommon(record, type));
}

function readType(value: unknown): QuestionType | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return QUESTION_TYPES.find((type) => type.toLowerCase() === wanted) ?? null;
}

function readMode(value: unknown): QuestionMode {
  return isQuestionMode(value) ? value : 'editingMode';
}

/** 'Low' from 'low', 'LOW', ' Low '; null for anything else. */
export function readDifficulty(value: unknown): Difficulty | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if (text === 'low') return 'Low';
  if (text === 'medium') return 'Medium';
  if (text === 'high') return 'High';
  return null;
}

/** 'Problem solving' from 'Problemsolving / critical thinking' and its variants; null for anything else. */
export function readCognitive(value: unknown): CognitiveLevel | null {
  if (typeof value !== 'string') return null;
  const text = value.toLowerCase().replace(/[^a-z]/g, '');
  if (text === 'understanding') return 'Understanding';
  if (text === 'applying') return 'Applying';
  if (text.startsWith('problemsolving') || text === 'criticalthinking') return 'Problem solving';
  return null;
}

function readCommon<Type extends QuestionType>(record: Record<string, unknown>, type: Type): QuestionCommon<Type> {
  const defaults = newQuestionCommon(type);
  const header: RichText =
    record.header === undefined || record.header === null || record.header === ''
      ? typeof record.headertxt === 'string'
        ? richTextFromPlain(htmlToText(record.headertxt))
        : defaults.header
      : readRichText(record.header);
  return {
    id: record.id === undefined ? defaults.id : readId(record.id),
    type,
    mode: readMode(record.mode),
    header,
    headertxt: plainText(header),
    totalMark: readMark(record.totalMark),
    score: readMark(record.score),
    feedback: readString(record.feedback),
    objectives: readString(record.objectives),
    showObjectives: readBoolean(record.showObjectives),
    shuffleOptions: readBoolean(record.shuffleOptions),
    required: readBoolean(record.required),
    difficult: readDifficulty(record.difficult) ?? defaults.difficult,
    cognitive: readCognitive(record.cognitive) ?? defaults.cognitive,
    oneLineOptions: readBoolean(record.oneLineOptions),
    ...(record.scoring === 'fullMarks' || record.scoring === 'excluded' ? { scoring: record.scoring } : {}),
  };
}
