import { mcq, numerical } from '../../../../shared/src/questions/testing/fixtures';
import { resultFeedback } from './result-feedback';

describe("the feedback under a released result's question", () => {
  it("puts a Numerical answer's matched feedback before the teacher's", () => {
    expect(resultFeedback(numerical(), { type: 'Numerical', value: '٢٫٩', unit: 'm' }, 'See me after class.')).toBe(
      'FEEDBACK-ROUGH\n\nSee me after class.',
    );
    expect(resultFeedback(numerical(), { type: 'Numerical', value: '3.5', unit: '' }, '')).toBe('FEEDBACK-EXACT');
  });

  it("is the teacher's alone when no accepted answer matched, and for every other type", () => {
    expect(resultFeedback(numerical(), { type: 'Numerical', value: '9', unit: 'm' }, 'Measure again.')).toBe('Measure again.');
    expect(resultFeedback(numerical(), null, '')).toBe('');
    expect(resultFeedback(mcq(), { type: 'MCQ', selected: ['optA'] }, 'Good.')).toBe('Good.');
  });
});
