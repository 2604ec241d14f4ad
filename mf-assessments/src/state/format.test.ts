import { careerInWords, formatScore } from './format';

describe('Score in Taken Assessments', () => {
  it('is percent/100, or the career result when one exists', () => {
    expect(formatScore({ percent: 75, career: '' })).toBe('75/100');
    expect(formatScore({ percent: 66.67, career: '' })).toBe('66.67/100');
    expect(formatScore({ percent: 0, career: '' })).toBe('0/100');
    expect(formatScore({ percent: 40, career: 'SAE' })).toBe('SAE');
    expect(formatScore({ percent: null, career: '' })).toBe('—');
  });
});

describe('the career result in words', () => {
  it('names each letter of the Holland code', () => {
    expect(careerInWords('SAE')).toBe('Social, Artistic, Enterprising');
    expect(careerInWords('r')).toBe('Realistic');
  });
});
