import type { ColumnType } from 'kysely';
import type { Json, UpdatedAt } from './schema-columns';

/** The group's interview panel size (migration 0036); no row means 1, the SPEC's single review. */
export interface InterviewPanelSettingsTable {
  id: number;
  panel_size: number;
  updated_by: number | null;
  updated_at: UpdatedAt;
}

/** One interviewer's submitted form for one applicant under a panel (migration 0036). */
export interface InterviewScorecardsTable {
  applicant_id: number;
  interviewer_user_id: number;
  /** The form's size: 12, 7 or 21 criteria. */
  form: number;
  /** `{ "q1": 4, … }` */
  answers: Json;
  /** numeric: the drivers may answer text; read it with ::float8. */
  parent: ColumnType<string, number, number>;
  notes: ColumnType<string, string | undefined, string>;
  submitted_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** The tables of interview panels, combined into schema.ts's Database. */
export interface InterviewPanelTables {
  interview_panel_settings: InterviewPanelSettingsTable;
  interview_scorecards: InterviewScorecardsTable;
}
