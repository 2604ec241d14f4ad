import { QUESTION_TYPES } from '@mizan/shared';
import { QUESTION_TYPE_UIS } from './registry';
import { EXAM_VIEW_LOADERS, WHOLE_UI_LOADERS } from './type-parts';

describe('the question types QuestionView loads one by one', () => {
  it.each(QUESTION_TYPES.map((type) => [type]))('loads the registered exam view and whole UI of %s', async (type) => {
    const registered = QUESTION_TYPE_UIS[type];
    expect(await EXAM_VIEW_LOADERS[type]?.()).toBe(registered?.Exam);
    expect(await WHOLE_UI_LOADERS[type]?.()).toBe(registered);
  });
});
