/**
 * What the applicant's page (mf_exam, and mf_questions' QuestionView in exam
 * mode) uses of '@mizan/shared/browser'. mf_exam, that page's host, shares
 * this module under that name instead of the whole of browser.ts
 * (tools/webpack/shared-subsets.cjs): the page then leaves out react-dnd
 * (AppProviders), the redux store, the staff API client (axios and the zod
 * contract), the staff session calls and the single-spa helper. The builds
 * of mf_exam and mf_questions fail when that page imports a name missing
 * here; add it here (from the same file browser.ts takes it from), from a
 * module that imports neither zod, axios nor redux.
 */
export { ApiError, NETWORK_ERROR_MESSAGE } from './api/api-error';
export { requestFingerprint } from './api/fingerprint';
export { uploadMedia } from './api/media-upload';
export { applicantApi, createApplicantApiClient } from './api/applicant-client';
// Nobody is signed in as staff on the applicant's page: a staff upload there is an upload without a session token,
// which is what state/media.ts's uploadStaffMedia sends with no one signed in (the exam's own uploads send the attempt hash).
export { uploadMedia as uploadStaffMedia } from './api/media-upload';
export { documentTitle } from './domain/document-title';
export { useDocumentDirection, useDocumentTitle } from './react/document-page';
export { AppErrorBoundary } from './react/AppErrorBoundary';
export { BrandMark } from './react/BrandMark';
export { hasLiveSessionCookie } from './session/session-cookie';
export { signIn } from './session/sign-in';
export { choosePassword } from './session/choose-password';
export { LazyResult } from './react/LazyResult';
export { PageProviders } from './react/PageProviders';
export { applicantPageTheme } from './react/theme';
export { loadFederatedModule, RemoteNotInstalledError, RemoteUnavailableError } from './federation/remote-loader';
export { createRemoteComponents } from './federation/remote-components';
export { createLazyComponents } from './react/lazy-components';
