import { countRichTextWords } from './count-words';
import { ESSAY_DEFAULT_WORD_LIMIT, RIASEC_DEFAULT_TOTAL_MARK } from './defaults';
import { isImageSource, isMediaUrl } from './media-url';
import { newChoiceOption, newQuestion, newQuestionCommon } from './new-question';
import type {
  Blank,
  ChoiceOption,
  ImageSpot,
  ListOption,
  Question,
  QuestionCommon,
  TrueFalseOption,
  UploadedFile,
  WordOption,
} from './question';
import { QUESTION_ID_PATTERN, newQuestionId } from './question-id';
import type { CognitiveLevel, Difficulty, QuestionMode, QuestionType, RiasecCategory, ScoreMode } from './question-types';
import { isQuestionMode, QUESTION_TYPES, RIASEC_CATEGORIES, RIASEC_CATEGORY_NAMES } from './question-types';
import type { RichText } from './rich-text';
import { blankIdsOf, htmlToText, plainText, readRichText, richTextFromPlain } from './rich-text';
import { FILE_UPLOAD_DEFAULT_MAX } from './upload-types';
import { readRubricFields } from '../rubrics/read-rubric-fields';
import { normalizeNumerical } from './types/numerical/normalize';

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
 */
export function normalizeQuestion(raw: unknown): Question {
  const record = asRecord(raw);
  const type = readType(record.type);
  if (type === null) throw new Error(`Unknown question type: ${String(record.type)}`);

  switch (type) {
    case 'MCQ': {
      const common = readCommon(record, 'MCQ');
      return { ...common, isPartial: readBoolean(record.isPartial), options: readList(record.options, readChoiceOption) };
    }
    case 'TrueOrFalse': {
      const common = readCommon(record, 'TrueOrFalse');
      const options = readTrueFalseOptions(record.options);
      return { ...common, options, correctAnswerChosen: options.some((option) => option.isTrue) };
    }
    case 'FillTheBlank': {
      const common = readCommon(record, 'FillTheBlank');
      const content = readRichText(record.content);
      return {
        ...common,
        content,
        blanks: readBlanks(record.blanks, content),
        vHeader: plainText(content),
        options: readList(record.options, readWordOption),
      };
    }
    case 'VideoComponent':
    case 'AudioComponent': {
      const recording = {
        mediaBlobUrl: readMediaUrl(record.mediaBlobUrl),
        isRecording: readBoolean(record.isRecording),
        showRecordingOpt: readBoolean(record.showRecordingOpt, true),
        ...readRubricFields(record),
      };
      return type === 'VideoComponent'
        ? { ...readCommon(record, 'VideoComponent'), ...recording }
        : { ...readCommon(record, 'AudioComponent'), ...recording };
    }
    case 'RIASEC': {
      const common = readCommon(record, 'RIASEC');
      const options = readList(record.options, readChoiceOption);
      return {
        ...common,
        totalMark: record.totalMark === undefined || record.totalMark === null ? RIASEC_DEFAULT_TOTAL_MARK : common.totalMark,
        cat: readCategory(record.cat),
        options: options.length > 0 ? options : newQuestion('RIASEC').options,
      };
    }
    case 'OrderComponent':
      return {
        ...readCommon(record, 'OrderComponent'),
        options: readList(record.options, readListOption),
        correctOptions: readIdList(record.correctOptions),
        scoreMode: readScoreMode(record.scoreMode),
      };
    case 'MatchQComponent':
      return {
        ...readCommon(record, 'MatchQComponent'),
        options: readList(record.options, readListOption),
        PossibleAnswers: readList(record.PossibleAnswers ?? record.possibleAnswers, readListOption),
        correctPossibleAnswers: readIdList(record.correctPossibleAnswers),
        matchedPossibleAnswers: readPositionalIds(record.matchedPossibleAnswers),
        scoreMode: readScoreMode(record.scoreMode),
      };
    case 'LabelQComponent':
      return {
        ...readCommon(record, 'LabelQComponent'),
        image: readImage(record.image),
        labels: readList(record.labels, readSpot),
        options: readList(record.options, readSpot),
        correctOptions: readIdList(record.correctOptions),
        placedOptions: readPositionalIds(record.placedOptions),
        scoreMode: readScoreMode(record.scoreMode),
      };
    case 'EssayComponent': {
      const stdanswer = readRichText(record.stdanswer);
      const wordlimit = readNumber(record.wordlimit, ESSAY_DEFAULT_WORD_LIMIT);
      const count = countRichTextWords(stdanswer);
      return {
        ...readCommon(record, 'EssayComponent'),
        ...readRubricFields(record),
        answerPlaceHolder: readString(record.answerPlaceHolder),
        stdanswer,
        stdanswerTxt: plainText(stdanswer),
        wordlimit,
        allowOverLimit: readBoolean(record.allowOverLimit),
        count,
        overcount: count > wordlimit,
        showWordCount: readBoolean(record.showWordCount),
        showWordLimit: readBoolean(record.showWordLimit),
      };
    }
    case 'FileUploadEnhanced': {
      const max = Math.trunc(readNumber(record.max, FILE_UPLOAD_DEFAULT_MAX));
      return {
        ...readCommon(record, 'FileUploadEnhanced'),
        ...readRubricFields(record),
        files: readList(record.files, readUploadedFile).filter((file) => file.data !== ''),
        max,
        maxCount: max,
      };
    }
    case 'ImageHighlight':
      return {
        ...readCommon(record, 'ImageHighlight'),
        ...readRubricFields(record),
        qst_image: readImage(record.qst_image),
        qstImageAfterDrawing: readMediaUrl(record.qstImageAfterDrawing),
        authorNote: readString(record.authorNote),
      };
    case 'Numerical':
      return normalizeNumerical(record, readCommon(record, 'Numerical'));
    default: {
      const unreachable: never = type;
      throw new Error(`Unknown question type: ${String(unreachable)}`);
    }
  }
}

// ---------------------------------------------------------------------------

function asRecord(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
}

function readType(value: unknown): QuestionType | null {
  if (typeof value !== 'string') return null;
  const wanted = value.trim().toLowerCase();
  return QUESTION_TYPES.find((type) => type.toLowerCase() === wanted) ?? null;
}

function readString(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return fallback;
}

function readBoolean(value: unknown, fallback = false): boolean {
  if (value === true || value === 1) return true;
  if (value === false || value === 0) return false;
  if (typeof value === 'string') {
    const text = value.trim().toLowerCase();
    if (text === 'true' || text === '1' || text === 'yes') return true;
    if (text === 'false' || text === '0' || text === 'no' || text === '') return false;
  }
  return fallback;
}

function readNumber(value: unknown, fallback: number): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const parsed = Number(value.trim());
    if (Number.isFinite(parsed)) return parsed;
  }
  return fallback;
}

function readMark(value: unknown): string {
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return typeof value === 'string' ? value.trim() : '';
}

function readId(value: unknown): string {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  return typeof text === 'string' && QUESTION_ID_PATTERN.test(text) ? text : newQuestionId();
}

/** An id given as a string, a number or an object with an id; null when none can be read. */
function readIdReference(value: unknown): string | null {
  const text = typeof value === 'number' && Number.isInteger(value) ? String(value) : value;
  if (typeof text === 'string') return QUESTION_ID_PATTERN.test(text) ? text : null;
  const record = asRecord(value);
  return 'id' in record ? readIdReference(record.id) : null;
}

function readIdList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map(readIdReference).filter((id): id is string => id !== null);
}

function readPositionalIds(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.map((item) => readIdReference(item) ?? '');
}

function readList<T>(value: unknown, read: (item: unknown) => T): T[] {
  return Array.isArray(value) ? value.map(read) : [];
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

function readScoreMode(value: unknown): ScoreMode {
  return typeof value === 'string' && value.trim().toLowerCase() === 'exactmatch' ? 'exactMatch' : 'partialMatch';
}

function readCategory(value: unknown): RiasecCategory {
  if (typeof value !== 'string') return 'R';
  const text = value.trim().toLowerCase();
  const found = RIASEC_CATEGORIES.find(
    (category) => category.toLowerCase() === text || RIASEC_CATEGORY_NAMES[category].toLowerCase() === text,
  );
  return found ?? 'R';
}

function readImage(value: unknown): string {
  return typeof value === 'string' && isImageSource(value) ? value : '';
}

function readMediaUrl(value: unknown): string {
  return typeof value === 'string' && isMediaUrl(value) ? value : '';
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

function readChoiceOption(value: unknown): ChoiceOption {
  if (typeof value === 'string') return newChoiceOption(htmlToText(value));
  const record = asRecord(value);
  return {
    id: readId(record.id),
    option: readRichText(record.option ?? record.text ?? record.value),
    authorNote: readString(record.authorNote),
    selected: readBoolean(record.selected),
    isTrue: readBoolean(record.isTrue),
  };
}

function readListOption(value: unknown): ListOption {
  if (typeof value === 'string') return { id: newQuestionId(), option: readRichText(value) };
  const record = asRecord(value);
  return { id: readId(record.id), option: readRichText(record.option ?? record.text ?? record.value) };
}

function readWordOption(value: unknown): WordOption {
  if (typeof value === 'string') return { id: newQuestionId(), option: value };
  const record = asRecord(value);
  return { id: readId(record.id), option: readString(record.option ?? record.value ?? record.text) };
}

function readTrueFalseOptions(value: unknown): [TrueFalseOption<'True'>, TrueFalseOption<'False'>] {
  const options = Array.isArray(value) ? value : [];
  const find = (name: 'true' | 'false') =>
    asRecord(
      options.find((item) => {
        const record = asRecord(item);
        return [record.id, record.option, item].some((field) => typeof field === 'string' && field.trim().toLowerCase() === name);
      }),
    );
  const truth = find('true');
  const falsehood = find('false');
  return [
    { id: 'True', option: 'True', selected: readBoolean(truth.selected), isTrue: readBoolean(truth.isTrue) },
    { id: 'False', option: 'False', selected: readBoolean(falsehood.selected), isTrue: readBoolean(falsehood.isTrue) },
  ];
}

function readBlank(value: unknown): Blank {
  const record = asRecord(value);
  const answers = Array.isArray(record.answers)
    ? record.answers.map((answer) => readString(answer)).filter((answer) => answer.trim() !== '')
    : typeof record.answers === 'string' && record.answers.trim() !== ''
      ? [record.answers]
      : typeof record.answer === 'string' && record.answer.trim() !== ''
        ? [record.answer]
        : [];
  return { id: readId(record.id), answers, value: readString(record.value) };
}

function readBlanks(value: unknown, content: RichText): Blank[] {
  const blanks = readList(value, readBlank);
  const markers = blankIdsOf(content);
  if (markers.length === 0) return blanks;
  return markers.map((id) => blanks.find((blank) => blank.id === id) ?? { id, answers: [], value: '' });
}

function clampPercent(value: unknown): number {
  return Math.min(100, Math.max(0, readNumber(value, 0)));
}

function readSpot(value: unknown): ImageSpot {
  const record = asRecord(value);
  return {
    id: readId(record.id),
    value: readString(record.value),
    top: clampPercent(record.top),
    left: clampPercent(record.left),
  };
}

function readUploadedFile(value: unknown): UploadedFile {
  const record = asRecord(value);
  return {
    data: readMediaUrl(record.data),
    type: readString(record.type).toLowerCase(),
    name: readString(record.name),
    id: readId(record.id),
  };
}
