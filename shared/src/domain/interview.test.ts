import {
  INTERVIEW_FORMS,
  interviewAnswersProblem,
  interviewFormFor,
  interviewFormSize,
  interviewQuestionKeys,
  interviewRatings,
  notOnFormMessage,
  parentScore,
  ratingMissingMessage,
  ratingRangeMessage,
  round2,
} from './interview';

describe('interview forms by job (SPEC §9)', () => {
  test.each([
    [null, 12],
    [undefined, 12],
    [0, 12],
    [2, 12],
    [3, 7],
    [7, 7],
    [11, 7],
    [12, 21],
    [99, 21],
  ])('job %p → the %d-criterion form', (job, size) => {
    expect(interviewFormSize(job)).toBe(size);
    expect(interviewFormFor(job).criteria).toHaveLength(size);
  });

  test('criteria are Arabic, distinct and non-empty', () => {
    for (const form of Object.values(INTERVIEW_FORMS)) {
      expect(new Set(form.criteria).size).toBe(form.criteria.length);
      for (const text of [form.title, ...form.criteria]) expect(text).toMatch(/^[\u0600-\u06FF][\u0600-\u06FF\s()]+$/);
    }
  });
});

describe('answers and the parent score', () => {
  const full = (size: 7 | 12 | 21, rating: unknown) => Object.fromEntries(interviewQuestionKeys(size).map((key) => [key, rating]));

  test('every criterion is required and rated 1 to 5; keys beyond the form are refused', () => {
    expect(interviewAnswersProblem(7, full(7, 3))).toBeNull();
    expect(interviewAnswersProblem(7, full(7, '5'))).toBeNull();
    expect(interviewAnswersProblem(7, { ...full(7, 3), q4: undefined })).toBe(ratingMissingMessage('q4'));
    expect(interviewAnswersProblem(7, { ...full(7, 3), q4: '' })).toBe(ratingMissingMessage('q4'));
    expect(interviewAnswersProblem(7, { ...full(7, 3), q2: 0 })).toBe(ratingRangeMessage('q2'));
    expect(interviewAnswersProblem(7, { ...full(7, 3), q2: 6 })).toBe(ratingRangeMessage('q2'));
    expect(interviewAnswersProblem(7, { ...full(7, 3), q2: 3.5 })).toBe(ratingRangeMessage('q2'));
    expect(interviewAnswersProblem(7, { ...full(7, 3), q8: 3 })).toBe(notOnFormMessage('q8', 7));
    expect(interviewAnswersProblem(7, { ...full(7, 3), q0: 3 })).toBe(notOnFormMessage('q0', 7));
    expect(interviewAnswersProblem(12, { ...full(12, 3), applicant_id: 9, notes: 'x' })).toBeNull();
    expect(interviewRatings(7, { ...full(7, '4'), q1: 2 })).toEqual([2, 4, 4, 4, 4, 4, 4]);
  });

  test.each([
    [[5, 5, 5, 5, 5, 5, 5], 100],
    [[1, 1, 1, 1, 1, 1, 1], 20],
    [[3, 3, 3, 3, 3, 3, 3], 60],
    [[5, 4, 3, 5, 4, 3, 5], 82.86], // 29 / 35
    [[4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 5], 81.67], // 49 / 60 = 81.666…
    [[2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2, 3, 4, 5, 1, 2], 59.05], // 62 / 105 = 59.047…
  ])('ratings %j → %d', (ratings, expected) => {
    expect(parentScore(ratings)).toBe(expected);
  });

  test('round2 rounds half away from zero, even for binary fractions', () => {
    expect(round2(1.005)).toBe(1.01);
    expect(round2(82.857142)).toBe(82.86);
    expect(round2(2.675)).toBe(2.68);
    expect(round2(10)).toBe(10);
  });
});
