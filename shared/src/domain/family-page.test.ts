import { DECISION_STATES } from './admission';
import { nextStepFor, offerIsOpen } from './family-page';
import { FAMILY_TEXT_AR, FAMILY_TEXT_EN } from '../i18n/family-text';

const NOW = new Date('2031-03-01T08:00:00Z');

describe("the family page's rules", () => {
  test('an offer is open only while offered and before its deadline', () => {
    expect(offerIsOpen({ state: 'offered', offerDeadline: '2031-03-01T09:00:00Z' }, NOW)).toBe(true);
    expect(offerIsOpen({ state: 'offered', offerDeadline: '2031-03-01T08:00:00Z' }, NOW)).toBe(false);
    expect(offerIsOpen({ state: 'offered', offerDeadline: null }, NOW)).toBe(true);
    expect(offerIsOpen({ state: 'accepted', offerDeadline: '2031-03-02T00:00:00Z' }, NOW)).toBe(false);
  });

  test('what happens next follows the state, and a lapsed offer is not asked to be answered', () => {
    expect(nextStepFor({ state: 'offered', offerDeadline: '2031-03-02T00:00:00Z' }, NOW)).toBe('answerOffer');
    expect(nextStepFor({ state: 'offered', offerDeadline: '2031-02-28T00:00:00Z' }, NOW)).toBe('offerLapsing');
    expect(nextStepFor({ state: 'waitlisted', offerDeadline: null }, NOW)).toBe('waitlistedWait');
    expect(nextStepFor({ state: 'pending', offerDeadline: null }, NOW)).toBe('waitForDecision');
  });

  test('every state and step has its words in English and Arabic, and the Arabic differs', () => {
    for (const state of DECISION_STATES) {
      expect(FAMILY_TEXT_EN.states[state]).not.toBe('');
      expect(FAMILY_TEXT_AR.states[state]).not.toBe(FAMILY_TEXT_EN.states[state]);
      const step = nextStepFor({ state, offerDeadline: null }, NOW);
      expect(FAMILY_TEXT_AR.next[step]).toMatch(/[\u0600-\u06ff]/);
      expect(FAMILY_TEXT_EN.next[step]).not.toMatch(/[\u0600-\u06ff]/);
    }
  });
});
