import type { ColumnType } from 'kysely';
import type { UpdatedAt } from './schema-columns';

/** An assessment's marking settings (migration 0035); no row means the SPEC's single marking, names shown. */
export interface AssessmentMarkingTable {
  assessment_id: number;
  double_marking: ColumnType<boolean, boolean | undefined, boolean>;
  /** numeric: the drivers may answer text; read it with Number(). Percent of the question's mark. */
  threshold_percent: ColumnType<string | number, number | undefined, number>;
  anonymous_marking: ColumnType<boolean, boolean | undefined, boolean>;
  revealed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  revealed_by: ColumnType<number | null, number | null | undefined, number | null>;
  updated_at: UpdatedAt;
}

/** One grader's own mark of one answer under double marking (migration 0035). */
export interface AnswerMarksTable {
  attempt_id: number;
  question_id: string;
  grader_user_id: number;
  role: 'first' | 'second' | 'moderator';
  score: ColumnType<string | number, number, number>;
  feedback: ColumnType<string, string | undefined, string>;
  /** The rubric levels chosen (shared RubricChoice[]), when marked by rubric. */
  rubric: ColumnType<unknown, string | null | undefined, string | null>;
  at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The tables of marking, combined into schema.ts's Database. */
export interface MarkingTables {
  assessment_marking: AssessmentMarkingTable;
  answer_marks: AnswerMarksTable;
}
