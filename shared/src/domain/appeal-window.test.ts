import { isRemarkableType, remarkWindowEnd, remarkWindowOpen } from './appeal-window';

describe('the re-mark window', () => {
  it('is closed without days or before release, and ends whole days after release', () => {
    expect(remarkWindowEnd(null, 7)).toBeNull();
    expect(remarkWindowEnd('2031-03-01T08:00:00Z', 0)).toBeNull();
    expect(remarkWindowEnd('2031-03-01T08:00:00Z', 7)?.toISOString()).toBe('2031-03-08T08:00:00.000Z');
    expect(remarkWindowOpen('2031-03-01T08:00:00Z', 7, new Date('2031-03-08T07:59:59Z'))).toBe(true);
    expect(remarkWindowOpen('2031-03-01T08:00:00Z', 7, new Date('2031-03-08T08:00:00Z'))).toBe(false);
  });

  it('offers re-marks on the types a teacher marks only', () => {
    expect(isRemarkableType('EssayComponent')).toBe(true);
    expect(isRemarkableType('AudioComponent')).toBe(true);
    expect(isRemarkableType('MCQ')).toBe(false);
    expect(isRemarkableType('FillTheBlank')).toBe(false);
  });
});
