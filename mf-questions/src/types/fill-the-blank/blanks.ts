import type { Blank, FillTheBlankAnswer, FillTheBlankQuestion, RichText, WordOption } from '@mizan/shared';
import { blankIdsOf, LIMITS, newQuestionId, normalizeAnswerText, plainText } from '@mizan/shared';

/**
 * The pure half of the FillTheBlank editor: the blank markers in `content`
 * are the truth, and `blanks` follows them. No React, no slate, so it is
 * tested on its own (blanks.test.ts).
 */

/**
 * The blanks for `content`: one per marker, in reading order. A blank whose
 * marker is still there keeps its accepted answers; a new marker gets an
 * empty blank; a blank whose marker was deleted from the text is dropped.
 * Two markers with the same id (a pasted copy) are one blank: both gaps
 * take the same value in the exam.
 */
export function blanksFor(content: RichText, blanks: readonly Blank[]): Blank[] {
  return blankIdsOf(content).map((id) => blanks.find((blank) => blank.id === id) ?? { id, answers: [], value: '' });
}

/**
 * The question after its text changed: `content`, `blanks` kept in step with
 * the markers, and `vHeader` the plain text with each blank as '_____'.
 */
export function withContent(question: FillTheBlankQuestion, content: RichText): FillTheBlankQuestion {
  return { ...question, content, blanks: blanksFor(content, question.blanks), vHeader: plainText(content) };
}

/** A fresh id for a blank marker (same alphabet as every other id, so it says nothing of the answer). */
export function newBlankId(): string {
  return newQuestionId();
}

/** `text` trimmed, or null when it is empty, too long, or already among `existing` (compared as the scoring compares). */
export function acceptableNewText(text: string, existing: readonly string[]): string | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed.length > LIMITS.shortText) return null;
  const normal = normalizeAnswerText(trimmed);
  return existing.some((item) => normalizeAnswerText(item) === normal) ? null : trimmed;
}

/** The question with `answer` added to the accepted answers of blank `blankId` (unchanged when it is empty or a repeat). */
export function addBlankAnswer(question: FillTheBlankQuestion, blankId: string, answer: string): FillTheBlankQuestion {
  return {
    ...question,
    blanks: question.blanks.map((blank) => {
      if (blank.id !== blankId || blank.answers.length >= LIMITS.blankAnswers) return blank;
      const text = acceptableNewText(answer, blank.answers);
      return text === null ? blank : { ...blank, answers: [...blank.answers, text] };
    }),
  };
}

/** The question without the accepted answer at `index` of blank `blankId`. */
export function removeBlankAnswer(question: FillTheBlankQuestion, blankId: string, index: number): FillTheBlankQuestion {
  return {
    ...question,
    blanks: question.blanks.map((blank) =>
      blank.id === blankId ? { ...blank, answers: blank.answers.filter((_, at) => at !== index) } : blank,
    ),
  };
}

/** The question with `word` added to the word bank (unchanged when empty or a repeat). */
export function addWord(question: FillTheBlankQuestion, word: string): FillTheBlankQuestion {
  if (question.options.length >= LIMITS.options) return question;
  const text = acceptableNewText(
    word,
    question.options.map((option) => option.option),
  );
  if (text === null) return question;
  const option: WordOption = { id: newQuestionId(), option: text };
  return { ...question, options: [...question.options, option] };
}

export function removeWord(question: FillTheBlankQuestion, wordId: string): FillTheBlankQuestion {
  return { ...question, options: question.options.filter((option) => option.id !== wordId) };
}

/**
 * Whether `value` is one of the accepted answers, by the scoring's rule
 * (normalizeAnswerText: trimmed, spaces collapsed, case-insensitive,
 * Arabic-Indic digits as Latin); an empty value is never right.
 */
export function isAcceptedValue(accepted: readonly string[], value: string): boolean {
  const normal = normalizeAnswerText(value);
  return normal !== '' && accepted.some((answer) => normalizeAnswerText(answer) === normal);
}

/** The applicant's value per blank id. */
export function valuesOf(answer: FillTheBlankAnswer | null): Map<string, string> {
  return new Map((answer?.blanks ?? []).map((blank) => [blank.blankId, blank.value]));
}

/**
 * The answer for these values: the blanks in reading order (`blankIds`),
 * those left empty left out (SPEC: blanks left out are unanswered).
 */
export function answerFor(blankIds: readonly string[], values: ReadonlyMap<string, string>): FillTheBlankAnswer {
  return {
    type: 'FillTheBlank',
    blanks: blankIds.map((blankId) => ({ blankId, value: values.get(blankId) ?? '' })).filter((blank) => blank.value !== ''),
  };
}
