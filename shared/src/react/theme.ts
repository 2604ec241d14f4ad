import type { ThemeConfig } from 'antd';

/** Mizan's antd theme: one place for the brand colour every app uses. */
export const mizanTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0f766e',
    borderRadius: 6,
  },
};
