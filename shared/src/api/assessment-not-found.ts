/**
 * The answers for an assessment that does not exist or that the caller may
 * not see (both answer the same, so ids cannot be probed). Staff screens
 * reached from a list say it may have been deleted; the control room and the
 * question-file calls, reached with an id, say only that it was not found.
 */
export const ASSESSMENT_NOT_FOUND = 'Assessment not found. It may have been deleted.';
export const ASSESSMENT_NOT_FOUND_BRIEF = 'Assessment not found.';
