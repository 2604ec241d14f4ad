import { applyPath, examPath } from '@mizan/shared';

/**
 * Where a handed-in exam leads: straight into the next assessment's attempt,
 * to the next assessment's apply page (it needs the access code this
 * registration did not check), or nowhere (the applicant closes the window).
 */
export function nextAfterSubmit(result: { data?: string | null; nextExamId?: number }): { path: string; needsAccessCode: boolean } | null {
  if (result.data) return { path: examPath(result.data), needsAccessCode: false };
  if (result.nextExamId !== undefined) return { path: applyPath(result.nextExamId), needsAccessCode: true };
  return null;
}
