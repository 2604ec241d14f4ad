import { NETWORK_REFUSAL_CODES } from './contract-networks';
import { EXAM_REFUSAL_CODES, REFUSAL_SENTENCES, localizeRefusal } from './exam-refusal-codes';
import { SUBMITTED_BEFORE, TIME_IS_UP } from './exam-messages';
import { NO_TRIALS_LEFT_CODE } from '../domain/family-page';
import { APPLICANT_TEXT_AR } from '../i18n/ar';

describe("the applicant's refusal codes", () => {
  it('are distinct, and the same names the networks and the apply page already use', () => {
    const codes = Object.values(EXAM_REFUSAL_CODES);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(EXAM_REFUSAL_CODES.networkNotAllowed).toBe(NETWORK_REFUSAL_CODES.notAllowed);
    expect(EXAM_REFUSAL_CODES.noTrialsLeft).toBe(NO_TRIALS_LEFT_CODE);
  });

  it('translate by code: an Arabic page reads the Arabic words of the code, whatever the sentence', () => {
    const reworded = { message: 'This test was handed in already.', code: EXAM_REFUSAL_CODES.submittedBefore };
    expect(localizeRefusal(reworded, 'rtl')).toBe(APPLICANT_TEXT_AR.messages[SUBMITTED_BEFORE]);
    expect(localizeRefusal(reworded, 'ltr')).toBe(SUBMITTED_BEFORE);
    expect(localizeRefusal({ message: '', code: EXAM_REFUSAL_CODES.timeIsUp }, 'rtl')).toBe(APPLICANT_TEXT_AR.messages[TIME_IS_UP]);
  });

  it("keep the server's sentence where it has figures in it or comes without a code", () => {
    const later = {
      message: 'This assessment has not started yet. It opens at 2026-12-01 08:00 UTC.',
      code: EXAM_REFUSAL_CODES.examNotOpenYet,
    };
    expect(localizeRefusal(later, 'rtl')).toBe(later.message);
    expect(localizeRefusal({ message: SUBMITTED_BEFORE, code: null }, 'rtl')).toBe(APPLICANT_TEXT_AR.messages[SUBMITTED_BEFORE]);
  });

  it('every fixed sentence has Arabic words', () => {
    const missing = Object.values(REFUSAL_SENTENCES).filter((sentence) => !APPLICANT_TEXT_AR.messages[sentence as string]);
    expect(missing).toEqual([]);
  });
});
