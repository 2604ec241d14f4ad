import {
  QUESTION_TYPE_INFO,
  REGRADABLE_TYPES,
  isDrawSlot,
  validateQuestion,
  type Assessment,
  type Question,
  type RegradeChange,
  type RegradeKind,
  type QuestionVersion,
  type RegradePreview,
} from '@mizan/shared';

/** A question of the assessment whose key can be corrected, with its number as applicants saw it. */
export interface RegradableQuestion {
  question: Question;
  number: number;
}

/** What each correction is called on the screen, and what it does. */
export const REGRADE_CHOICES: ReadonlyArray<{ kind: RegradeKind; label: string; help: string }> = [
  { kind: 'key', label: 'Correct the key', help: 'Change the right answer; every submission is scored again against it.' },
  {
    kind: 'fullMarks',
    label: 'Give everyone full marks',
    help: 'Every submission that had the question gets its whole mark, answered or not.',
  },
  { kind: 'leaveOut', label: 'Leave out of the total', help: 'The question counts neither in the score nor in the maximum.' },
];

export const KEY_UNCHANGED = 'The key is as it was. Change the right answer, or choose another correction.';

const regradable = (question: Question) => (REGRADABLE_TYPES as readonly string[]).includes(question.type);

/**
 * The assessment's own auto-scored questions (RIASEC has no right answer;
 * essays and recordings are marked by hand), numbered as in the exam: a draw
 * slot stands for as many numbers as it draws.
 */
export function regradableQuestions(assessment: Assessment): RegradableQuestion[] {
  const found: RegradableQuestion[] = [];
  let number = 1;
  for (const item of assessment.questions) {
    if (isDrawSlot(item)) {
      number += item.count;
      continue;
    }
    if (regradable(item)) found.push({ question: item, number });
    number += 1;
  }
  return found;
}

export const typeLabel = (question: Question) => QUESTION_TYPE_INFO[question.type]?.label ?? question.type;

/** The question as the key editor works on it: the answer key shown first. */
export const forKeyEditing = (question: Question): Question => ({ ...question, mode: 'answeringMode' });

/** The key without the editor's mode, so toggling the editor's view is not a change. */
const keyOf = (question: Question) => JSON.stringify({ ...question, mode: null });

/** Why the corrected question cannot be sent yet (the editor's own checks, or no change at all), or null. */
export function keyProblem(original: Question, edited: Question): string | null {
  const problem = validateQuestion(edited);
  if (problem) return problem;
  return keyOf(original) === keyOf(edited) ? KEY_UNCHANGED : null;
}

/** The change the dry run asks for: a corrected key carries the whole question, as stored (its own mode). */
export function regradeChange(kind: RegradeKind, original: Question, edited: Question): RegradeChange {
  if (kind === 'key') return { kind, question: { ...edited, mode: original.mode } };
  return { kind };
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** 'Regrade 3 attempts': every attempt the question scored gets its new version, changed or not. */
export const regradeButtonLabel = (preview: RegradePreview) => `Regrade ${plural(preview.attempts, 'attempt', 'attempts')}`;

/** The dry run in one sentence. */
export function dryRunSummary(preview: RegradePreview): string {
  const released = preview.changed.filter((row) => row.released).length;
  const scored = `${plural(preview.attempts, 'submitted attempt was', 'submitted attempts were')} scored by this question.`;
  if (preview.changed.length === 0) return `${scored} No mark changes.`;
  const changes = `${plural(preview.changed.length, 'attempt changes', 'attempts change')}`;
  const seen = released === 0 ? 'none of them released yet' : `${plural(released, 'released result', 'released results')} among them`;
  return `${scored} ${changes}, ${seen}.`;
}

/** The ten bands of the distribution: '0–9 %', …, '90–100 %'. */
export function bandLabel(index: number): string {
  const low = index * 10;
  return index === 9 ? '90–100 %' : `${low}–${low + 9} %`;
}

/** A mark or a percent, or 'not marked' for a question still waiting for a teacher. */
export const figure = (value: number | null) => (value === null ? 'not marked' : String(Number(value.toFixed(2))));

/** 'up 2 places', 'down 1 place'. */
export function rankMoveText(rank: { from: number; to: number }): string {
  const by = Math.abs(rank.from - rank.to);
  return `${rank.to < rank.from ? 'up' : 'down'} ${plural(by, 'place', 'places')}`;
}

/** What a regrade did, when the server's answer carries no sentence of its own. */
export const regradedSentence = ({ changed, version }: { changed: number; version: number }) =>
  `The question is now version ${version}; ${plural(changed, 'mark', 'marks')} changed.`;

/** What each version of a question did, in words. */
export const VERSION_KINDS: Readonly<Record<QuestionVersion['kind'], string>> = {
  original: 'As first published',
  key: 'Key corrected',
  fullMarks: 'Full marks for everyone',
  leaveOut: 'Left out of the total',
};
