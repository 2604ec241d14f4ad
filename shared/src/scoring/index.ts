/** Scoring of answers (SPEC §4 and the rules we defined); pure, runs on the server. See ../questions/README.md. */
export * from './score-result';
export * from './split-mark';
export * from './mcq';
export * from './true-or-false';
export * from './fill-the-blank';
export * from './order';
export * from './match';
export * from './label';
export * from './riasec';
export * from './numerical';
export * from './career-profile';
export * from './score-answer';
export * from './score-attempt';
