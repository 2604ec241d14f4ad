/** Agreement between markers (double marking) and between interviewers (interview panels). Isomorphic. */
export * from './agreement';
export * from './quadratic-kappa';
export * from './icc';
export * from './double-marking';
