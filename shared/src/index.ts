/**
 * @mizan/shared, the part both the browser and the server use: domain types,
 * the API contract and the validation rules. Browser-only pieces (API client,
 * store, providers) are in '@mizan/shared/browser'.
 */
export * from './domain/permissions';
export * from './domain/roles';
export * from './domain/document-title';
export * from './domain/session';
export * from './domain/user';
export * from './domain/lookups';
export * from './domain/applicant';
export * from './domain/applicant-template';
export * from './domain/applicant-privacy';
export * from './domain/access-code';
export * from './domain/interview';
export * from './domain/assessment';
export * from './domain/assessment-scores';
export * from './domain/merit';
export * from './domain/bank-sharing';
export * from './validation/messages';
export * from './validation/text-rule';
export * from './validation/login';
export * from './validation/user';
export * from './validation/password-choice';
export * from './validation/applicant';
export * from './validation/national-id';
export * from './validation/assessment';
export * from './validation/sent-question';
export * from './api/access';
export * from './api/envelope';
export * from './api/call-spec';
export * from './api/request-ids';
export * from './api/question-lists';
export * from './api/contract';
export * from './api/contract-applicants';
export * from './api/contract-merit';
export * from './api/contract-applicant-files';
export * from './api/contract-assessments';
export * from './api/contract-grading';
export * from './api/contract-bank';
export * from './api/contract-draws';
export * from './api/contract-question-files';
export * from './api/contract-exam';
export * from './api/contract-access-codes';
export * from './api/contract-password-choice';
export * from './api/contract-results';
export * from './api/contract-exam-room';
export * from './api/assessment-not-found';
export * from './api/media-types';
export * from './api/media-quota';
export * from './api/media-retention';
export * from './domain/token';
export * from './questions';
export * from './i18n/ar';
export * from './i18n/applicant-text';
export * from './routing/paths';
export * from './federation/question-components';
