import { theme } from 'antd';
import { RESULT_THEME } from './result-theme';

/** WCAG 2 contrast of a colour (rgb/rgba, composited on white) against white. */
function contrastOnWhite(color: string): number {
  const [r, g, b, a = 1] = (color.match(/[\d.]+/g) ?? []).map(Number);
  const channel = (value: number) => {
    const s = (value * a + 255 * (1 - a)) / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  return 1.05 / (luminance + 0.05);
}

describe("the result's colours", () => {
  it("draw the applicant's own answers (turned-off controls) at WCAG AA's 4.5:1 or more on white", () => {
    const { colorTextDisabled, colorBgContainerDisabled } = theme.getDesignToken(RESULT_THEME);
    expect(contrastOnWhite(colorTextDisabled)).toBeGreaterThanOrEqual(4.5);
    // The faint grey a turned-off control sits on barely changes that.
    expect(colorBgContainerDisabled).toMatch(/^rgba\(0, ?0, ?0, ?0\.0\d\)$/);
  });

  it("are needed: antd's own turned-off text is far below it", () => {
    expect(contrastOnWhite(theme.getDesignToken().colorTextDisabled)).toBeLessThan(2);
  });
});
