import { formatDateTime, fromLocalInputValue, toLocalInputValue } from './date-time';

describe('dates and times on the admissions screens', () => {
  it('shows an instant in local time and reads a date-time field back to the same instant', () => {
    const local = new Date(2026, 5, 30, 18, 5).toISOString();
    expect(formatDateTime(local)).toBe('2026-06-30 18:05');
    expect(toLocalInputValue(local)).toBe('2026-06-30T18:05');
    expect(fromLocalInputValue('2026-06-30T18:05')).toBe(local);
  });

  it('answers nothing for an empty or impossible value', () => {
    expect(formatDateTime(null)).toBe('—');
    expect(toLocalInputValue('')).toBe('');
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('2026-02-31T10:00')).toBeNull();
  });
});
