import { ApiError } from '@mizan/shared/browser';
import { classifySaveError, OPEN_ELSEWHERE_STATUS } from './save-failures';

describe('classifySaveError', () => {
  it('tries again after a lost connection, a busy server or a timeout', () => {
    for (const error of [
      new ApiError(null, 'offline'),
      new ApiError(503, 'busy'),
      new ApiError(429, 'slow down'),
      new ApiError(408, 'timeout'),
      new Error('x'),
    ])
      expect(classifySaveError(error)).toEqual({ kind: 'retry' });
  });

  it('stops the exam when the attempt is over or open in another browser', () => {
    for (const status of [409, 410, OPEN_ELSEWHERE_STATUS])
      expect(classifySaveError(new ApiError(status, 'over'))).toEqual({ kind: 'fatal', message: 'over', status });
  });

  it('keeps the refusal’s code, which the exam session decides by', () => {
    expect(classifySaveError(new ApiError(409, 'over', 'submitted_before'))).toEqual({
      kind: 'fatal',
      message: 'over',
      status: 409,
      code: 'submitted_before',
    });
  });

  it('refuses an answer the server will never take, with its sentence', () => {
    expect(classifySaveError(new ApiError(400, 'Bad answer'))).toEqual({ kind: 'rejected', message: 'Bad answer' });
  });
});
