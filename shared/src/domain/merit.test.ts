import { careerMatchValue, meritScore, rankMerit, type MeritInput, type MeritWeights } from './merit';

const applicant = (overrides: Partial<MeritInput> & { id: number }): MeritInput => ({
  name: `A${overrides.id}`,
  prep_mark: 80,
  math: 70,
  english: 60,
  interview: 50,
  cmatch: 'High',
  ...overrides,
});
const EVEN: MeritWeights = { prep: 1, math: 1, english: 1, interview: 1, cmatch: 1 };

describe('careerMatchValue', () => {
  test.each([
    ['High', 1],
    ['yes', 1],
    ['Medium', 0.5],
    ['Low', 0],
    ['No', 0],
    ['', 0],
    ['0.3', 0.3],
    ['1', 1],
    ['85', 0.85],
    ['40%', 0.4],
    ['banana', 0],
    ['150', 0],
    ['-1', 0],
  ])('%p is %p', (text, value) => expect(careerMatchValue(text)).toBeCloseTo(value, 10));
});

describe('meritScore', () => {
  test('normalises each component to 0..1, weights it and gives each contribution as points of a total out of 100', () => {
    const { total, parts } = meritScore(applicant({ id: 1, prep_mark: 90, math: 80, english: 70, interview: null, cmatch: 'Medium' }), {
      prep: 2,
      math: 1,
      english: 1,
      interview: 0,
      cmatch: 4,
    });
    // sum of weights 8: prep 2×0.9, math 0.8, english 0.7, interview 0, cmatch 4×0.5
    expect(parts.map((part) => [part.component, part.value, part.weight])).toEqual([
      ['prep', 0.9, 2],
      ['math', 0.8, 1],
      ['english', 0.7, 1],
      ['interview', 0, 0],
      ['cmatch', 0.5, 4],
    ]);
    expect(parts[0].contribution).toBeCloseTo(22.5, 10);
    expect(parts[4].contribution).toBeCloseTo(25, 10);
    expect(total).toBeCloseTo((100 * (1.8 + 0.8 + 0.7 + 2)) / 8, 10);
  });

  test('refuses weights that are all 0', () => {
    expect(() => meritScore(applicant({ id: 1 }), { prep: 0, math: 0, english: 0, interview: 0, cmatch: 0 })).toThrow(
      'At least one weight',
    );
  });
});

describe('rankMerit', () => {
  test('ranks by total, best first, and marks the first N within the seats', () => {
    const rows = rankMerit(
      [applicant({ id: 1, prep_mark: 50 }), applicant({ id: 2, prep_mark: 100 }), applicant({ id: 3, prep_mark: 75 })],
      EVEN,
      2,
    );
    expect(rows.map((row) => [row.rank, row.id, row.withinSeats])).toEqual([
      [1, 2, true],
      [2, 3, true],
      [3, 1, false],
    ]);
    expect(rows[0].total).toBe(76); // (1 + 0.7 + 0.6 + 0.5 + 1) / 5 × 100
  });

  test('ties go to the higher interview, then the higher prep score, then the lower id', () => {
    // Equal totals with one weight on math alone; the tie-breaks decide.
    const onlyMath: MeritWeights = { prep: 0, math: 1, english: 0, interview: 0, cmatch: 0 };
    const rows = rankMerit(
      [
        applicant({ id: 5, interview: 60, prep_mark: 70 }),
        applicant({ id: 4, interview: 60, prep_mark: 70 }),
        applicant({ id: 3, interview: 60, prep_mark: 90 }),
        applicant({ id: 2, interview: 90, prep_mark: 10 }),
        applicant({ id: 1, interview: null, prep_mark: 100 }),
      ],
      onlyMath,
      0,
    );
    expect(rows.map((row) => row.id)).toEqual([2, 3, 4, 5, 1]);
    expect(rows.every((row) => row.total === 70 && !row.withinSeats)).toBe(true);
  });

  test('more seats than applicants puts everyone inside; rounding to 2 decimals', () => {
    const rows = rankMerit(
      [applicant({ id: 1, prep_mark: 33.33, math: 0, english: 0, interview: 0, cmatch: '' })],
      { ...EVEN, prep: 2 },
      10,
    );
    expect(rows[0]).toMatchObject({ rank: 1, withinSeats: true, total: 11.11 });
    expect(rows[0].parts[0]).toMatchObject({ value: 0.3333, contribution: 11.11 });
  });

  test('a weighted assessment adds its percent; a missing score or a Holland code counts 0', () => {
    const onlyMath: MeritWeights = { prep: 0, math: 1, english: 0, interview: 0, cmatch: 0 };
    const rows = rankMerit(
      [
        applicant({ id: 1, math: 50, assessment_scores: { '7': 90 } }),
        applicant({ id: 2, math: 50 }),
        applicant({ id: 3, math: 50, assessment_scores: { '7': 'RIA' } }),
      ],
      onlyMath,
      0,
      [{ assessment_id: 7, weight: 3 }],
    );
    expect(rows.map((row) => [row.id, row.total])).toEqual([
      [1, 80], // (50 × 1 + 90 × 3) / 4
      [2, 12.5],
      [3, 12.5],
    ]);
    expect(rows[0].assessment_parts).toEqual([{ assessment_id: 7, raw: 90, value: 0.9, weight: 3, contribution: 67.5 }]);
    expect(rows[1].assessment_parts).toEqual([{ assessment_id: 7, raw: null, value: 0, weight: 3, contribution: 0 }]);
    expect(
      meritScore(applicant({ id: 4 }), { prep: 0, math: 0, english: 0, interview: 0, cmatch: 0 }, [{ assessment_id: 7, weight: 1 }]).total,
    ).toBe(0);
  });
});
