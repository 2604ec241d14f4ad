import { asCoefficient, asDrift, asPercent, kappaWords } from './agreement-view';

describe('how the agreement report reads', () => {
  it('fractions as whole percents, coefficients to 2 decimals or a dash', () => {
    expect(asPercent(0.755)).toBe('76 %');
    expect(asCoefficient(-0.25)).toBe('-0.25');
    expect(asCoefficient(null)).toBe('—');
  });
  it('drift with its sign, and kappa in Landis and Koch’s words', () => {
    expect(asDrift(12.345)).toBe('+12.3 %');
    expect(asDrift(-4)).toBe('−4.0 %');
    expect(asDrift(0)).toBe('±0.0 %');
    expect(kappaWords(-0.25)).toBe('less than chance');
    expect(kappaWords(0.7)).toBe('substantial');
    expect(kappaWords(null)).toBe('not enough spread to tell');
  });
});
