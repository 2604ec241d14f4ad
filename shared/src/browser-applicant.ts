/**
 * What the applicant's page (mf_exam, and mf_questions' QuestionView in exam
 * mode) uses of '@mizan/shared/browser'. mf_exam, that page's host, shares
 * this module under that name instead of the whole of browser.ts
 * (tools/webpack/shared-subsets.cjs): the page then leaves out react-dnd
 * (AppProviders), the staff session calls and the single-spa helper. The
 * builds of mf_exam and mf_questions fail when that page imports a name
 * missing here; add it here (from the same file browser.ts takes it from).
 */
export { ApiError, NETWORK_ERROR_MESSAGE } from './api/api-error';
export { requestFingerprint } from './api/fingerprint';
export { uploadMedia } from './api/media-upload';
export { api } from './state/api';
export { uploadStaffMedia } from './state/media';
export { documentTitle, useDocumentDirection, useDocumentTitle } from './react/document-page';
export { AppErrorBoundary } from './react/AppErrorBoundary';
export { ProvidersWithoutDragAndDrop } from './react/ProvidersWithoutDragAndDrop';
export { loadFederatedModule, RemoteNotInstalledError, RemoteUnavailableError } from './federation/remote-loader';
export { createRemoteComponents } from './federation/remote-components';
