import type { NumericalQuestion } from '@mizan/shared';
import { newQuestion, richTextFromPlain } from '@mizan/shared';

/**
 * 'How long is the rod?' worth 2 marks: 3.5 m ± 0.1 earns full credit and
 * 3 m ± 10 % half, with feedback each; units m (base) and cm (× 100), optional.
 */
export function rodQuestion(overrides: Partial<NumericalQuestion> = {}): NumericalQuestion {
  return {
    ...newQuestion('Numerical'),
    header: richTextFromPlain('How long is the rod?'),
    headertxt: 'How long is the rod?',
    totalMark: '2',
    answers: [
      { id: 'a1', value: '3.5', tolerance: '0.1', toleranceMode: 'absolute', credit: 100, feedback: 'Exactly: the rod is 3.5 m.' },
      {
        id: 'a2',
        value: '3',
        tolerance: '10',
        toleranceMode: 'relative',
        credit: 50,
        feedback: 'Close: you measured to the nearest metre.',
      },
    ],
    units: [
      { id: 'u1', unit: 'm', multiplier: 1 },
      { id: 'u2', unit: 'cm', multiplier: 100 },
    ],
    unitHandling: 'optional',
    ...overrides,
  };
}
