import { ApiError, NETWORK_ERROR_MESSAGE } from './api-error';
import { SESSION_MISSING_MESSAGE, toCallFailure } from './call-failure';
import { USER_CALL_NETWORK_ERROR, USER_CALL_NO_SESSION } from './client';

describe('toCallFailure', () => {
  it('keeps the server sentence and status of an answered call', () => {
    expect(toCallFailure(new ApiError(409, 'A user with the username "sara" already exists.'))).toEqual({
      status: 409,
      message: 'A user with the username "sara" already exists.',
    });
  });

  it('says what happened when the answer carries no sentence of its own', () => {
    expect(toCallFailure(new ApiError(502, 'Error!'))).toEqual({
      status: 502,
      message: 'The server could not complete the request (HTTP 502). Try again in a moment.',
    });
    expect(toCallFailure(new ApiError(500, ''))).toEqual({
      status: 500,
      message: 'The server could not complete the request (HTTP 500). Try again in a moment.',
    });
  });

  it('gives the network sentence when the server could not be reached', () => {
    expect(toCallFailure(new ApiError(null, NETWORK_ERROR_MESSAGE))).toEqual({ status: null, message: NETWORK_ERROR_MESSAGE });
  });

  it("reads a user call's -1 and -2 results (SPEC §8)", () => {
    expect(toCallFailure(USER_CALL_NETWORK_ERROR)).toEqual({ status: null, message: NETWORK_ERROR_MESSAGE });
    expect(toCallFailure(USER_CALL_NO_SESSION)).toEqual({ status: null, message: SESSION_MISSING_MESSAGE });
  });

  it('passes a CallFailure through unchanged', () => {
    const failure = { status: 403, message: 'You may not do this.' };
    expect(toCallFailure(failure)).toBe(failure);
  });

  it("uses any other error's message, or a plain sentence when it has none", () => {
    expect(toCallFailure(new Error('The file could not be read.'))).toEqual({ status: null, message: 'The file could not be read.' });
    expect(toCallFailure(new Error(''))).toEqual({
      status: null,
      message: 'The server could not complete the request. Try again in a moment.',
    });
    expect(toCallFailure({ name: 'TypeError', message: 'answer.data is undefined' })).toEqual({
      status: null,
      message: 'answer.data is undefined',
    });
    expect(toCallFailure(undefined)).toEqual({
      status: null,
      message: 'The server could not complete the request. Try again in a moment.',
    });
  });
});
