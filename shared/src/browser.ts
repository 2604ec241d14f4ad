/**
 * @mizan/shared/browser: the browser-only half of the shared package: the
 * API client, the redux store and session, React providers, the single-spa
 * lifecycle helper and the remote loader. Import domain types, the contract
 * and validation from '@mizan/shared'.
 */
export * from './api/api-error';
export * from './api/call-failure';
export * from './api/client';
export * from './api/applicant-client';
export * from './api/fingerprint';
export * from './api/media-upload';
export * from './api/staff-file-calls';
export * from './session/session-cookie';
export * from './session/sign-in';
export * from './session/choose-password';
export * from './state/store';
export * from './state/persistence';
export * from './state/session-slice';
export * from './state/session-actions';
export * from './state/end-session';
export * from './state/api';
export * from './state/media';
export * from './state/server-data';
export { skipToken } from '@reduxjs/toolkit/query/react';
export * from './react/theme';
export * from './react/document-page';
export * from './react/AppErrorBoundary';
export { BrandLogo, BrandMark } from './react/BrandMark';
export { LazyResult } from './react/LazyResult';
export * from './react/LoadFailureAlert';
export { ApplicantLinksButton, ApplicantLinksCard } from './react/ApplicantLinks';
export * from './react/AppProviders';
export { PageProviders } from './react/PageProviders';
export { ProvidersWithoutDragAndDrop, type ProvidersProps } from './react/ProvidersWithoutDragAndDrop';
export * from './react/spa-lifecycles';
export { useKeyboardScrollArea } from './react/use-keyboard-scroll-area';
export * from './federation/remote-loader';
export * from './federation/remote-components';
export * from './react/lazy-components';
