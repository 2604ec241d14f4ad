/** Analytic rubrics: the model, its schemas, the save rules and the mark a grader's picks give. Isomorphic. */
export * from './rubric';
export * from './rubric-text';
export * from './rubric-mark';
export * from './rubric-schema';
export * from './validate-rubric';
export * from './new-rubric';
export * from './rubric-rows';
export * from './edit-rubric';
export * from './saved-grade';
