/**
 * The question model, answers, validation, exam projection and (re-exported
 * from ../scoring) scoring. Isomorphic: no React, no DOM, no slate. See README.md.
 */
export * from './question-types';
export * from './rich-text';
export * from './media-url';
export * from './question-id';
export * from './random-item-ids';
export * from './question';
export * from './messages';
export * from './upload-types';
export * from './defaults';
export * from './question-type-info';
export * from './new-question';
export * from './answer';
export * from './question-schema';
export * from './answer-schema';
export * from './count-words';
export * from './normalize-question';
export * from './apply-answer';
export * from './mark';
export * from './mark-range';
export * from './answer-text';
export * from './validate-question';
export * from './validate-answer';
export * from './saved-question-schema';
export * from '../scoring';
export * from './seeded-shuffle';
export * from './exam-question';
export * from './exam-view';
export * from './draw-slot';
export * from './without-answer-key';
export * from './types/numerical/model';
export * from './types/numerical/messages';
export * from './types/numerical/read-number';
export { newNumericalAnswer, newNumericalUnit } from './types/numerical/defaults';
