import { agreementOf } from './agreement';
import { iccAbsoluteAgreement } from './icc';
import { quadraticKappa } from './quadratic-kappa';

/** n copies of one pair. */
const repeat = (n: number, a: number, b: number) => Array.from({ length: n }, () => ({ a, b }));

/**
 * scikit-learn's own test values (sklearn/metrics/tests/test_classification.py, test_cohen_kappa,
 * "Weighting example"): y1 = 46×0, 44×1, 10×2 against y2 = 50×0, 40×1, 10×2, quadratic kappa 0.9541.
 */
const sklearnWeightingExample = [...repeat(46, 0, 0), ...repeat(4, 1, 0), ...repeat(40, 1, 1), ...repeat(10, 2, 2)];

/**
 * Shrout & Fleiss (1979), Psychological Bulletin 86, Table 2: six targets rated by four judges;
 * ICC(2,1) = .29 (the paper, and R psych's tests/testthat/test_ICC.R).
 */
const shroutFleiss = [
  [9, 2, 5, 8],
  [6, 1, 3, 2],
  [8, 4, 6, 8],
  [7, 1, 2, 6],
  [10, 5, 6, 9],
  [6, 2, 4, 7],
];

describe('quadraticKappa', () => {
  it("gives scikit-learn's quadratic-weighted kappa for its weighting example", () => {
    expect(quadraticKappa(sklearnWeightingExample)).toBeCloseTo(0.9541, 4);
  });

  it('is the same with the raters swapped', () => {
    const swapped = sklearnWeightingExample.map(({ a, b }) => ({ a: b, b: a }));
    expect(quadraticKappa(swapped)).toBeCloseTo(0.9541, 4);
  });

  it('is 1 for perfect agreement with spread, and null when nothing varies or for one pair', () => {
    expect(
      quadraticKappa([
        { a: 1, b: 1 },
        { a: 3, b: 3 },
        { a: 4, b: 4 },
      ]),
    ).toBe(1);
    expect(quadraticKappa(repeat(5, 2, 2))).toBeNull();
    expect(quadraticKappa([{ a: 1, b: 3 }])).toBeNull();
  });

  it('is below 0 when the raters order the answers the opposite way', () => {
    expect(
      quadraticKappa([
        { a: 0, b: 4 },
        { a: 2, b: 2 },
        { a: 4, b: 0 },
      ]),
    ).toBeLessThan(0);
  });
});

describe('iccAbsoluteAgreement', () => {
  it("gives Shrout & Fleiss's ICC(2,1) for their four-judge example", () => {
    expect(iccAbsoluteAgreement(shroutFleiss)).toBeCloseTo(0.29, 2);
  });

  it('is null with fewer than two targets, ragged rows or no variance', () => {
    expect(iccAbsoluteAgreement([[1, 2]])).toBeNull();
    expect(iccAbsoluteAgreement([[1, 2], [3]])).toBeNull();
    expect(
      iccAbsoluteAgreement([
        [5, 5],
        [5, 5],
      ]),
    ).toBeNull();
  });
});

describe('agreementOf', () => {
  it('counts exact and adjacent agreement and the mean differences', () => {
    const result = agreementOf(
      [
        { a: 4, b: 4 },
        { a: 3, b: 2 },
        { a: 1, b: 4 },
        { a: 2, b: 2.5 },
      ],
      { max: 5 },
    );
    expect(result.count).toBe(4);
    expect(result.exact).toBe(0.25);
    expect(result.adjacent).toBe(0.75);
    expect(result.meanDifference).toBeCloseTo((0 + 1 + 3 + 0.5) / 4, 10);
    expect(result.meanSignedDifference).toBeCloseTo((0 + 1 - 3 - 0.5) / 4, 10);
  });

  it('gives the kappa of the worked example and an ICC for the same pairs', () => {
    const result = agreementOf(sklearnWeightingExample, { max: 2 });
    expect(result.kappaQuadratic).toBeCloseTo(0.9541, 4);
    expect(result.exact).toBe(0.96);
    expect(result.adjacent).toBe(1);
    expect(result.icc).toBeGreaterThan(0.9);
  });

  it('puts marks on the scale steps for kappa: half steps count as their nearest step', () => {
    const onHalves = agreementOf(
      [
        { a: 1, b: 1.5 },
        { a: 3, b: 3 },
        { a: 0, b: 0 },
      ],
      { max: 4, step: 0.5 },
    );
    expect(onHalves.exact).toBeCloseTo(2 / 3, 10);
    expect(onHalves.adjacent).toBe(1);
    const onWholes = agreementOf(
      [
        { a: 1, b: 1.4 },
        { a: 3, b: 3 },
        { a: 0, b: 0 },
      ],
      { max: 4 },
    );
    expect(onWholes.kappaQuadratic).toBe(1);
    expect(onWholes.exact).toBeCloseTo(2 / 3, 10);
  });

  it('with no pairs gives zeros and no coefficients; leaves out marks that are not numbers', () => {
    expect(agreementOf([], { max: 10 })).toEqual({
      count: 0,
      exact: 0,
      adjacent: 0,
      meanDifference: 0,
      meanSignedDifference: 0,
      kappaQuadratic: null,
      icc: null,
    });
    const result = agreementOf(
      [
        { a: Number.NaN, b: 2 },
        { a: 3, b: 3 },
      ],
      { max: 10 },
    );
    expect(result.count).toBe(1);
    expect(result.exact).toBe(1);
    expect(result.kappaQuadratic).toBeNull();
    expect(result.icc).toBeNull();
  });
});
