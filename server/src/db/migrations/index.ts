import type { Migration } from 'kysely';
import { foundation } from './0001-foundation';
import { media } from './0002-media';
import { applicants } from './0003-applicants';
import { assessments } from './0004-assessments';
import { attempts } from './0005-attempts';
import { merit } from './0009-merit';
import { studentsExamsSearch } from './0010-students-exams-search';
import { attemptBrowser } from './0012-attempt-browser';
import { feedbackComments } from './0014-feedback-comments';
import { serverSecrets } from './0015-server-secrets';
import { maskedSsnSearch } from './0016-masked-ssn-search';
import { rateLimits } from './0017-rate-limits';
import { accessCodes } from './0018-access-codes';
import { randomItemIds } from './0019-random-item-ids';
import { questionBank } from './0020-question-bank';
import { drawsAndQuestionOrder } from './0021-draws-and-question-order';
import { examRoom } from './0022-exam-room';
import { resultsRelease } from './0023-results-release';
import { meritAssessmentWeights } from './0024-merit-assessment-weights';
import { passwordChoice } from './0025-password-choice';
import { bankSharing } from './0026-bank-sharing';
import { mediaQuotas } from './0027-media-quotas';
import { attemptAccessCodeChecked } from './0028-attempt-access-code-checked';
import { messages } from './0029-messages';
import { admission } from './0030-admission';
import { familyLinks } from './0031-family-links';
import { staffTableColumns } from './0032-staff-table-columns';
import { regrade } from './0033-regrade';
import { rubrics } from './0034-rubrics';
import { doubleMarking } from './0035-double-marking';
import { interviewPanels } from './0036-interview-panels';
import { appeals } from './0037-appeals';
import { assessmentNetworks } from './0038-assessment-networks';
import { incidents } from './0039-incidents';
import { deviceChecks } from './0040-device-checks';
import { assessmentSafeExamBrowser } from './0041-assessment-safe-exam-browser';
import { proctoring } from './0042-proctoring';
import { signals } from './0043-signals';
import { attemptPreparations } from './0044-attempt-preparations';
import { attemptScoringPending } from './0045-attempt-scoring-pending';

/**
 * Every migration, in order. They are code objects rather than files found
 * on disk because the server ships as one bundle; a new migration is one
 * more line here, named so that the names sort in the order they must run.
 */
export const migrations: Record<string, Migration> = {
  '0001-foundation': foundation,
  '0002-media': media,
  '0003-applicants': applicants,
  '0004-assessments': assessments,
  '0005-attempts': attempts,
  '0009-merit': merit,
  '0010-students-exams-search': studentsExamsSearch,
  '0012-attempt-browser': attemptBrowser,
  '0014-feedback-comments': feedbackComments,
  '0015-server-secrets': serverSecrets,
  '0016-masked-ssn-search': maskedSsnSearch,
  '0017-rate-limits': rateLimits,
  '0018-access-codes': accessCodes,
  '0019-random-item-ids': randomItemIds,
  '0020-question-bank': questionBank,
  '0021-draws-and-question-order': drawsAndQuestionOrder,
  '0022-exam-room': examRoom,
  '0023-results-release': resultsRelease,
  '0024-merit-assessment-weights': meritAssessmentWeights,
  '0025-password-choice': passwordChoice,
  '0026-bank-sharing': bankSharing,
  '0027-media-quotas': mediaQuotas,
  '0028-attempt-access-code-checked': attemptAccessCodeChecked,
  '0029-messages': messages,
  '0030-admission': admission,
  '0031-family-links': familyLinks,
  '0032-staff-table-columns': staffTableColumns,
  '0033-regrade': regrade,
  '0034-rubrics': rubrics,
  '0035-double-marking': doubleMarking,
  '0036-interview-panels': interviewPanels,
  '0037-appeals': appeals,
  '0038-assessment-networks': assessmentNetworks,
  '0039-incidents': incidents,
  '0040-device-checks': deviceChecks,
  '0041-assessment-safe-exam-browser': assessmentSafeExamBrowser,
  '0042-proctoring': proctoring,
  '0043-signals': signals,
  '0044-attempt-preparations': attemptPreparations,
  '0045-attempt-scoring-pending': attemptScoringPending,
};
