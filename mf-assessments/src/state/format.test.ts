import { careerInWords, formatDateTime, formatScore, fromLocalInputValue, toLocalInputValue } from './format';

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

describe('dates', () => {
  it('round-trips a date-time field through an ISO instant in the browser’s zone', () => {
    const iso = fromLocalInputValue('2026-06-01T09:30');
    expect(iso).toBe(new Date(2026, 5, 1, 9, 30).toISOString());
    expect(toLocalInputValue(iso)).toBe('2026-06-01T09:30');
    expect(formatDateTime(iso)).toBe('2026-06-01 09:30');
  });

  it('reads an empty or broken field as no date', () => {
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('June 1st')).toBeNull();
    expect(toLocalInputValue(null)).toBe('');
    expect(formatDateTime(null)).toBe('—');
  });
});
