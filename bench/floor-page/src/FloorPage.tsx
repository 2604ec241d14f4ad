import { Button, ConfigProvider, Radio } from 'antd';
import { useState } from 'react';
import { applicantPageTheme } from '../../../shared/src/react/theme';
import { FIRST_SCREEN } from './first-question';

/** antd's default font and text colour, which the exam page's text takes from the theme (shared's PageText). */
const PAGE_TEXT = {
  fontFamily:
    "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif, 'Apple Color Emoji', 'Segoe UI Emoji', 'Segoe UI Symbol', 'Noto Color Emoji'",
  fontSize: 14,
  lineHeight: 1.5714285714285714,
  color: 'rgba(0, 0, 0, 0.88)',
};
const CARD_LINE = '1px solid #f0f0f0';

/**
 * The exam page's first screen with antd's Radio and Button alone: the
 * title, the applicant's name, a button, and question 1 in its card with
 * the 'Q 1' heading (the element and class the exam page's heading has, in
 * a section[data-question-id], so one "drawn" condition serves both pages),
 * its text and its options. The theme is the applicant page's
 * (zero-runtime: antd's component styles come from the CSS file the build
 * links, not from antd's style engine).
 */
export function FloorPage() {
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <ConfigProvider theme={applicantPageTheme}>
      <main style={{ ...PAGE_TEXT, maxWidth: 860, margin: '0 auto', padding: 16 }}>
        <h1 style={{ fontSize: 24, fontWeight: 600, margin: '16px 0 8px' }}>{FIRST_SCREEN.assessment}</h1>
        <p style={{ color: '#636363', margin: '0 0 16px' }}>{FIRST_SCREEN.applicant}</p>
        <Button block>{FIRST_SCREEN.button}</Button>
        <section data-question-id="1" style={{ border: CARD_LINE, borderRadius: 8, marginTop: 16 }}>
          <div style={{ display: 'flex', alignItems: 'center', gap: 8, minHeight: 38, padding: '0 12px', borderBottom: CARD_LINE }}>
            <h2 className="mizan-question-label" style={{ fontSize: 'inherit', fontWeight: 600, margin: 0 }}>
              Q 1
            </h2>
            <span style={{ fontSize: 12, background: '#fafafa', border: CARD_LINE, borderRadius: 4, padding: '0 7px' }}>
              {FIRST_SCREEN.mark}
            </span>
          </div>
          <div style={{ padding: 16 }}>
            <p style={{ margin: '0.25em 0', lineHeight: 1.6 }}>{FIRST_SCREEN.question}</p>
            <Radio.Group
              aria-label="Your answer"
              value={chosen}
              onChange={(event) => setChosen(event.target.value as string)}
              style={{ display: 'flex', flexDirection: 'column', gap: 8, marginTop: 12 }}
            >
              {FIRST_SCREEN.options.map((option) => (
                <Radio key={option} value={option}>
                  {option}
                </Radio>
              ))}
            </Radio.Group>
          </div>
        </section>
      </main>
    </ConfigProvider>
  );
}
