import type { AnswerOf } from '@mizan/shared';

/** Types of the assessment area's answers, read from the committed contract (shared/src/api/contract-assessments.ts). */
export type Subject = AnswerOf<'listSubjects'>['data'][number];
export type Grade = AnswerOf<'listGrades'>['data'][number];
export type Group = AnswerOf<'listGroups'>['data'][number];
/** A row of Taken Assessments (SPEC §3 "Student exam row"). */
export type StudentExamRow = AnswerOf<'studentExams'>['data']['exams'][number];
/** One submission with answerdquestions, for grading or the read-only result. */
export type GradingSheet = AnswerOf<'studentSolution'>['data'];
