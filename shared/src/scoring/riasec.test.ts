import { riasec } from '../questions/testing/fixtures';
import { careerProfile } from './career-profile';
import { scoreRiasec } from './riasec';
import type { RiasecOutcome } from './score-result';

describe('scoreRiasec', () => {
  it.each([
    ['I want scores totalMark and is liked', 'want', '1', 1, true],
    ['I do not want scores 0 and is not liked', 'notwant', '1', 0, false],
    ['no answer scores 0 and is not liked', null, '1', 0, false],
    ['unknown option scores 0', 'zzz', '1', 0, false],
    ['totalMark 2.5', 'want', '2.5', 2.5, true],
  ])('%s', (_name, optionId, totalMark, score, liked) => {
    const answer = optionId === null ? null : { type: 'RIASEC' as const, optionId };
    expect(scoreRiasec(riasec({ totalMark }), answer)).toEqual({
      kind: 'scored',
      score,
      max: Number(totalMark),
      riasec: { category: 'S', liked },
    });
  });
});

const liked = (counts: Partial<Record<RiasecOutcome['category'], number>>, disliked: RiasecOutcome['category'][] = []): RiasecOutcome[] => [
  ...Object.entries(counts).flatMap(([category, count]) =>
    Array.from({ length: count ?? 0 }, () => ({ category: category as RiasecOutcome['category'], liked: true })),
  ),
  ...disliked.map((category) => ({ category, liked: false })),
];

describe('careerProfile: top three categories by statements liked, ties in R I A S E C order', () => {
  it.each([
    ['clear order', liked({ S: 5, A: 4, I: 3, R: 1 }), 'SAI'],
    ['nothing liked', liked({}, ['R', 'S']), ''],
    ['no outcomes at all', [], ''],
    ['only two categories liked', liked({ E: 2, C: 1 }), 'EC'],
    ['one category', liked({ C: 1 }), 'C'],
    ['all tied: R I A', liked({ R: 1, I: 1, A: 1, S: 1, E: 1, C: 1 }), 'RIA'],
    ['tie for second broken by order', liked({ C: 3, S: 2, E: 2, A: 2 }), 'CAS'],
    ['tie for third broken by order', liked({ E: 4, C: 3, I: 1, R: 1 }), 'ECR'],
    ['dislikes do not count', liked({ A: 1, I: 1 }, ['R', 'R', 'R']), 'IA'],
  ])('%s', (_name, outcomes, code) => {
    expect(careerProfile(outcomes).code).toBe(code);
  });

  it('reports the counts per category', () => {
    expect(careerProfile(liked({ S: 2, R: 1 }, ['A'])).counts).toEqual({ R: 1, I: 0, A: 0, S: 2, E: 0, C: 0 });
  });

  it('takes another length when asked', () => {
    expect(careerProfile(liked({ S: 5, A: 4, I: 3, R: 1 }), 2).code).toBe('SA');
    expect(careerProfile(liked({ S: 5, A: 4, I: 3, R: 1 }), 6).code).toBe('SAIR');
  });
});
