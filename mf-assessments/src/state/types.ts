import type { AnswerOf } from '@mizan/shared';

/** Types of the assessment area's answers, read from the committed contract (shared/src/api/contract-assessments.ts). */
export type Subject = AnswerOf<'listSubjects'>['data'][number];
export type Grade = AnswerOf<'listGrades'>['data'][number];
export type Group = AnswerOf<'listGroups'>['data'][number];
/** A row of Taken Assessments (SPEC §3 "Student exam row"). */
export type StudentExamRow = AnswerOf<'studentExams'>['data']['exams'][number];
/** One submission with answerdquestions, for grading or the read-only result. */
export type GradingSheet = AnswerOf<'studentSolution'>['data'];
/** ours: a reusable comment of the grading cockpit's feedback bank. */
export type FeedbackComment = AnswerOf<'feedbackBank'>['data'][number];
/** ours: the item analysis of one assessment. */
export type ItemAnalysis = AnswerOf<'itemAnalysis'>['data'];
export type ItemStatistics = ItemAnalysis['questions'][number];
