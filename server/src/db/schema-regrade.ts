import type { ColumnType } from 'kysely';
import type { CreatedAt, Json } from './schema-columns';

/** A question's versions (migration 0033); version 1 is written by the first regrade, as the question was. */
export interface QuestionVersionsTable {
  assessment_id: number;
  question_id: string;
  version: number;
  kind: 'original' | 'key' | 'fullMarks' | 'leaveOut';
  /** The question (with its key) as of this version. */
  question: Json;
  reason: ColumnType<string, string | undefined, string>;
  created_by: number | null;
  created_at: CreatedAt;
  /** Submitted attempts the regrade scored again, and how many of them changed. */
  attempts: ColumnType<number, number | undefined, number>;
  changed: ColumnType<number, number | undefined, number>;
}

/** Which version scored an attempt's question (migration 0033); no row: version 1. */
export interface AttemptQuestionVersionsTable {
  attempt_id: number;
  question_id: string;
  version: number;
  corrected_at: ColumnType<Date, Date | string, Date | string>;
}

/** A regrade's dry run, kept for admin/regrade.php (migration 0033). */
export interface RegradePreviewsTable {
  id: string;
  assessment_id: number;
  plan: Json;
  fingerprint: string;
  created_by: number | null;
  created_at: CreatedAt;
}

export interface RegradeTables {
  question_versions: QuestionVersionsTable;
  attempt_question_versions: AttemptQuestionVersionsTable;
  regrade_previews: RegradePreviewsTable;
}
