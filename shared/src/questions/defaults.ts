import type { CognitiveLevel, Difficulty, ScoreMode } from './question-types';

/** SPEC §9: essay word limit default 100,000,000. */
export const ESSAY_DEFAULT_WORD_LIMIT = 100_000_000;

/** SPEC §3: RIASEC questions are worth '1' unless the author says otherwise. */
export const RIASEC_DEFAULT_TOTAL_MARK = '1';

/** RIASEC's two options (SPEC §3): 'I want' (the correct one) and 'I do not want'. */
export const RIASEC_WANT = 'أرغب';
export const RIASEC_DO_NOT_WANT = 'لا أرغب';

/** SPEC §9: new choice, order and match questions start with 2 options. */
export const NEW_QUESTION_OPTION_COUNT = 2;

/** SPEC §9: at least 2 options per choice question. */
export const MIN_OPTIONS = 2;

/** ours: SPEC names no default difficulty or cognitive level; the middle ones. */
export const DEFAULT_DIFFICULTY: Difficulty = 'Medium';
export const DEFAULT_COGNITIVE: CognitiveLevel = 'Understanding';

/** ours: partial credit unless the author asks for all-or-nothing. */
export const DEFAULT_SCORE_MODE: ScoreMode = 'partialMatch';

/** ours: other types start with no total mark, so the author must set one ('Total mark is required'). */
export const DEFAULT_TOTAL_MARK = '';

/** Image highlight canvas (SPEC §9). */
export const HIGHLIGHT_CANVAS_SIZE = 1000;
export const HIGHLIGHT_LINE_WIDTH = 5;

/** Bounds on sizes the server accepts (ours). */
export const LIMITS = {
  /** options of any list (MCQ, Order, Match, word bank, labels, spots) */
  options: 50,
  /** blanks in one FillTheBlank text */
  blanks: 100,
  /** accepted answers of one blank */
  blankAnswers: 20,
  /** a blank's answer or typed value, a word-bank word, a label text */
  shortText: 1000,
  /** feedback, objectives, author notes, placeholder */
  note: 10_000,
  /** totalMark and score strings */
  mark: 20,
  /** a file name */
  fileName: 255,
} as const;
