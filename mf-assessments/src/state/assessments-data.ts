import { serverData } from '@mizan/shared/browser';

/**
 * The shared server-data cache with the assessment area's tags. A query
 * provides the tags of what it read; a mutation invalidates the tags of what
 * it changed, and every screen still showing that data reads it again.
 * `LIST` names a whole list (of assessments, subjects, bank questions,
 * taken assessments) rather than one entry.
 */
export const assessmentsData = serverData.enhanceEndpoints({
  addTagTypes: ['Assessment', 'Subject', 'BankQuestion', 'Submission', 'ItemAnalysis', 'FeedbackComment', 'ExamRoom'],
});

export const LIST = 'LIST';

/** Screens read their data again each time they open (another member of staff may have changed it); the cache only shares it between the parts of a screen. */
export const FRESH_ON_OPEN = { refetchOnMountOrArgChange: true } as const;
