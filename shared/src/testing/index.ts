/** '@mizan/shared/testing': helpers for the browser apps' jest tests only. */
export * from './fake-api-server';
export * from './render-remote';
export * from './session-cookies';
export * from './session-token';
