import type { ThemeConfig } from 'antd';

/**
 * The released result draws each answer as the applicant gave it, with the
 * exam's controls turned off; antd greys turned-off text to about 1.8:1, so
 * the applicant's own answers were the palest words on the page. Here they
 * read at WCAG AA's 4.5:1 and more (the answers are there to be read, not
 * changed: nothing is left to tell apart from a control one could use).
 */
export const RESULT_THEME: ThemeConfig = {
  token: { colorTextDisabled: 'rgba(0, 0, 0, 0.72)' },
};
