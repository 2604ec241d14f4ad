import type { ThemeConfig } from 'antd';

/**
 * Mizan's antd theme: one place for the brand colour every app uses.
 *
 * antd derives its light shades (selected menu items, focus halos, info
 * backgrounds) from the primary colour, and for this dark teal its generator
 * yields a flat grey (#a8b5b2). The light shades are therefore given here,
 * from the same teal family; links use the brand teal instead of antd's blue.
 */
export const mizanTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0f766e',
    colorPrimaryBg: '#e6f4f1',
    colorPrimaryBgHover: '#cdeae4',
    colorPrimaryBorder: '#9fd6cb',
    colorPrimaryBorderHover: '#6dbfb0',
    colorLink: '#0f766e',
    colorLinkHover: '#14907f',
    colorLinkActive: '#0b5d57',
    borderRadius: 6,
  },
};
