import { PROCTOR_CODES } from '@mizan/shared';
import { ApiError } from '@mizan/shared/browser';
import { enterPin, pinProblem, proctorScreen, waitingDirection } from './proctor-waiting';
import { proctorWords } from './proctor-words';

const HASH = 'h'.repeat(32);
const waiting = { status: 403, message: 'A proctor must let you start this exam.', code: PROCTOR_CODES.approvalNeeded };
const refused = { status: 403, message: 'Your ID card does not match.', code: PROCTOR_CODES.refused };

describe("the proctor's gate on the applicant's page", () => {
  test("waiting is told in the assessment's language, by code, whatever the server's sentence", () => {
    expect(proctorScreen(waiting, 'ltr')).toMatchObject({ kind: 'waiting', title: 'Waiting for the proctor' });
    expect(proctorScreen({ ...waiting, message: 'reworded' }, 'rtl')).toMatchObject({ kind: 'waiting', title: 'في انتظار المراقب' });
  });

  test("a refusal shows the proctor's reason as written, under the page's own heading", () => {
    expect(proctorScreen(refused, 'rtl')).toEqual({
      kind: 'refused',
      title: proctorWords('rtl').refusedTitle,
      reason: 'Your ID card does not match.',
      reasonLabel: proctorWords('rtl').refusedReason,
      next: proctorWords('rtl').refusedNext,
    });
  });

  test.each([
    ['123456', null],
    ['١٢٣ ٤٥٦', null],
    ['12345', 'The PIN is 6 digits.'],
    ['12345a', 'The PIN is 6 digits.'],
    ['', 'The PIN is 6 digits.'],
  ])('the PIN %j before it is sent: %s', (typed, problem) => {
    expect(pinProblem(typed, 'ltr')).toBe(problem);
  });

  test('a PIN in Arabic digits is sent in Latin digits; accepted, the page is let in', async () => {
    const send = jest.fn().mockResolvedValue({ msg: 'ok' });
    expect(await enterPin(HASH, '١٢٣٤٥٦', 'rtl', send)).toEqual({ kind: 'let-in' });
    expect(send).toHaveBeenCalledWith(HASH, '123456');
  });

  test('a badly typed PIN is not sent', async () => {
    const send = jest.fn();
    expect(await enterPin(HASH, '12', 'rtl', send)).toEqual({ kind: 'problem', message: proctorWords('rtl').pinFormat });
    expect(send).not.toHaveBeenCalled();
  });

  test.each([
    [new ApiError(403, 'x', PROCTOR_CODES.pinWrong), { kind: 'problem', message: proctorWords('ltr').pinWrong }],
    [new ApiError(429, 'x', PROCTOR_CODES.pinLimited), { kind: 'problem', message: proctorWords('ltr').pinLimited }],
    [new ApiError(409, 'x', PROCTOR_CODES.nothingWaiting), { kind: 'let-in' }],
    [new ApiError(null, 'offline'), { kind: 'problem', message: proctorWords('ltr').pinFailed }],
    [new ApiError(500, 'boom'), { kind: 'problem', message: proctorWords('ltr').pinFailed }],
  ])('a refused PIN (%p) answers by its code', async (error, outcome) => {
    expect(await enterPin(HASH, '123456', 'ltr', jest.fn().mockRejectedValue(error))).toEqual(outcome);
  });

  test("before the exam is read, the screen speaks the language the page was drawn in; then the exam's", () => {
    expect(waitingDirection({ exam: null, direction: 'ltr' }, 'rtl')).toBe('rtl');
    expect(waitingDirection({ exam: {}, direction: 'ltr' }, 'rtl')).toBe('ltr');
  });
});
