/** An assessment's Safe Exam Browser setting (migration 0041). */
export interface AssessmentSafeExamBrowserTable {
  assessment_id: number;
  required: boolean;
  /** 32 random bytes, Base64: the examKeySalt of the assessment's generated .seb. */
  exam_key_salt: string;
}

/** One Browser Exam Key staff allow for an assessment (64 lower-case hex characters), in the order they pasted them. */
export interface AssessmentSebBrowserExamKeysTable {
  assessment_id: number;
  position: number;
  browser_exam_key: string;
}

export interface SafeExamBrowserTables {
  assessment_safe_exam_browser: AssessmentSafeExamBrowserTable;
  assessment_seb_browser_exam_keys: AssessmentSebBrowserExamKeysTable;
}
