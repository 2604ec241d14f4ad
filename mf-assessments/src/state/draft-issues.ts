import { newAssessmentSchema } from '@mizan/shared';
import { payloadOf, type DraftFields } from './draft-slice';

/** The builder's fields that the save rules can object to. */
export type DraftField =
  | 'name'
  | 'lang'
  | 'startdate'
  | 'enddate'
  | 'nooftrials'
  | 'duration'
  | 'grade'
  | 'type'
  | 'selectedgroups'
  | 'selectedteachers'
  | 'nextAssessmentId'
  | 'questions';

export interface DraftIssues {
  /** The first message per field. */
  fields: Partial<Record<DraftField, string>>;
  /** The message per question (by index, 0-based), e.g. 'Question 2: Total mark is required'. */
  questions: Map<number, string>;
  /** The first message, the one the server would answer (assessmentProblem), or null when the draft may be saved. */
  first: string | null;
}

/** What shared validation/assessment.ts says about this draft: the same rules as the server's. */
export function draftIssues(draft: DraftFields): DraftIssues {
  const payload = payloadOf(draft);
  const result = newAssessmentSchema.safeParse(payload);
  const issues: DraftIssues = { fields: {}, questions: new Map(), first: null };
  if (result.success) return issues;
  issues.first = result.error.issues[0]?.message ?? null;
  // The rules across fields (duration when timed, end after start) run only once every field
  // passes; an empty title, the usual state while typing, must not hide them.
  const titled = payload.name.trim() === '' ? newAssessmentSchema.safeParse({ ...payload, name: 'Untitled' }) : result;
  const all = [...result.error.issues.filter((issue) => issue.path[0] === 'name'), ...(titled.success ? [] : titled.error.issues)];
  for (const issue of all) {
    const [field, index] = issue.path;
    if (field === 'questions' && typeof index === 'number') {
      if (!issues.questions.has(index)) issues.questions.set(index, issue.message);
    } else if (typeof field === 'string') {
      const key = field as DraftField;
      issues.fields[key] ??= issue.message;
    }
  }
  return issues;
}
