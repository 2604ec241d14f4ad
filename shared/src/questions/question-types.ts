/**
 * The thirteen question types and five modes, by their wire names (SPEC §2, §3).
 * The names are the contract with stored assessments: never rename them.
 */
export const QUESTION_TYPES = [
  'MCQ',
  'TrueOrFalse',
  'FillTheBlank',
  'VideoComponent',
  'AudioComponent',
  'RIASEC',
  'OrderComponent',
  'MatchQComponent',
  'LabelQComponent',
  'EssayComponent',
  'FileUploadEnhanced',
  'ImageHighlight',
  'Numerical',
] as const;

export type QuestionType = (typeof QUESTION_TYPES)[number];

/**
 * editingMode and answeringMode toggle in the editor; examMode,
 * gradingModeTeacher and gradingModeStudent are fixed by the screen.
 */
export const QUESTION_MODES = ['editingMode', 'answeringMode', 'examMode', 'gradingModeTeacher', 'gradingModeStudent'] as const;

export type QuestionMode = (typeof QUESTION_MODES)[number];

export function isQuestionMode(value: unknown): value is QuestionMode {
  return typeof value === 'string' && (QUESTION_MODES as readonly string[]).includes(value);
}

/** Difficulty as SPEC §9 spells it; the seed's lowercase forms are read by normalizeQuestion. */
export const DIFFICULTIES = ['Low', 'Medium', 'High'] as const;
export type Difficulty = (typeof DIFFICULTIES)[number];

/** Cognitive level as SPEC §9 spells it; 'Problemsolving / critical thinking' reads as 'Problem solving'. */
export const COGNITIVE_LEVELS = ['Understanding', 'Applying', 'Problem solving'] as const;
export type CognitiveLevel = (typeof COGNITIVE_LEVELS)[number];

/** How Order, Match and Label questions are marked (SPEC §4). */
export const SCORE_MODES = ['partialMatch', 'exactMatch'] as const;
export type ScoreMode = (typeof SCORE_MODES)[number];

/** RIASEC categories (SPEC §3), in the order that also breaks ties in the career profile. */
export const RIASEC_CATEGORIES = ['R', 'I', 'A', 'S', 'E', 'C'] as const;
export type RiasecCategory = (typeof RIASEC_CATEGORIES)[number];

export const RIASEC_CATEGORY_NAMES: Readonly<Record<RiasecCategory, string>> = {
  R: 'Realistic',
  I: 'Investigative',
  A: 'Artistic',
  S: 'Social',
  E: 'Enterprising',
  C: 'Conventional',
};
