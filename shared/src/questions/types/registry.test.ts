import { QUESTION_TYPE_INFO } from '../question-type-info';
import type { QuestionType } from '../question-types';
import { QUESTION_TYPES } from '../question-types';
import { QUESTION_TYPE_BASICS } from './basics-registry';
import type { QuestionTypeRegistry } from './registry';
import { QUESTION_TYPE_REGISTRY } from './registry';

/** What is wrong with a registry: each type of QUESTION_TYPES it lacks, or holds under another type's name. */
function registryProblems(registry: Partial<Record<QuestionType, { info: { type: QuestionType } }>>): string[] {
  return QUESTION_TYPES.flatMap((type) => {
    const definition = registry[type];
    if (definition === undefined) return [`${type} is not registered`];
    return definition.info.type === type ? [] : [`${type} is registered as ${definition.info.type}`];
  });
}

describe('the question type registries', () => {
  it('register every type of QUESTION_TYPES under its own name', () => {
    expect(registryProblems(QUESTION_TYPE_REGISTRY)).toEqual([]);
    expect(registryProblems(QUESTION_TYPE_BASICS)).toEqual([]);
    expect(Object.keys(QUESTION_TYPE_REGISTRY).sort()).toEqual([...QUESTION_TYPES].sort());
  });

  it('find a type left out or registered under another name', () => {
    const { Numerical: _left, ...withoutNumerical } = QUESTION_TYPE_REGISTRY;
    expect(registryProblems(withoutNumerical)).toEqual(['Numerical is not registered']);
    expect(registryProblems({ ...QUESTION_TYPE_REGISTRY, MCQ: QUESTION_TYPE_REGISTRY.RIASEC })).toEqual(['MCQ is registered as RIASEC']);
  });

  it('a registry without a type does not compile', () => {
    const { Numerical: _left, ...withoutNumerical } = QUESTION_TYPE_REGISTRY;
    // @ts-expect-error Numerical is missing: the compiler refuses a registry that leaves a type out.
    const incomplete: QuestionTypeRegistry = withoutNumerical;
    expect(Object.keys(incomplete)).not.toContain('Numerical');
  });

  it.each(QUESTION_TYPES)('%s: its definition carries its basics, and its info is QUESTION_TYPE_INFO', (type) => {
    const definition = QUESTION_TYPE_REGISTRY[type];
    const basics = QUESTION_TYPE_BASICS[type];
    expect([definition.create, definition.examView, definition.info]).toEqual([basics.create, basics.examView, basics.info]);
    expect(definition.info.type).toBe(type);
    expect(QUESTION_TYPE_INFO[type]).toBe(basics.info);
  });
});
