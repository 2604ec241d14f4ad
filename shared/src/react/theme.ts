import type { ThemeConfig } from 'antd';

/**
 * Mizan's antd theme: one place for the brand colour and for text and
 * status colours that every app uses.
 *
 * antd derives its light shades (selected menu items, focus halos, info
 * backgrounds) from the primary colour, and for this dark teal its generator
 * yields a flat grey (#a8b5b2). The light shades are therefore given here,
 * from the same teal family; links use the brand teal instead of antd's blue.
 *
 * Contrast (WCAG 2.1 AA): antd's defaults put secondary text (#8c8c8c),
 * placeholders (#bfbfbf), danger text (#ff4d4f), status and preset tag text
 * (green-7 #389e0d on green-1) and the focus ring (colorPrimaryBorder) below
 * 4.5:1 (3:1 for the ring). The values below hold at least 4.5:1 for text on
 * white, #fafafa and #f5f5f5 and 3:1 for the focus ring; the status
 * backgrounds are antd's own level-1 shades, given because its generator
 * turns a dark seed's light shades grey.
 */
export const mizanTheme: ThemeConfig = {
  token: {
    colorPrimary: '#0f766e',
    colorPrimaryBg: '#e6f4f1',
    colorPrimaryBgHover: '#cdeae4',
    // The focus ring (antd's focus outline) is drawn in this colour: 4.2:1 on white.
    colorPrimaryBorder: '#2b8a80',
    colorPrimaryBorderHover: '#6dbfb0',
    colorLink: '#0f766e',
    colorLinkHover: '#14907f',
    colorLinkActive: '#0b5d57',
    borderRadius: 6,
    // Every screen's title is its one h1, drawn at the size screens were designed with (h3's).
    fontSizeHeading1: 24,

    colorTextTertiary: '#636363',
    colorTextDescription: '#636363',
    colorTextPlaceholder: '#6e6e6e',

    colorError: '#cf1322',
    colorErrorBg: '#fff1f0',
    colorErrorBorder: '#ffa39e',
    colorSuccess: '#237804',
    colorSuccessBg: '#f6ffed',
    colorSuccessBorder: '#b7eb8f',
    colorWarning: '#ad4e00',
    colorWarningBg: '#fffbe6',
    colorWarningBorder: '#ffe58f',
    colorInfo: '#0958d9',
    colorInfoBg: '#e6f4ff',
    colorInfoBorder: '#91caff',

    // Preset tag colours (`<Tag color="green">`) write their text in shade 7 on shade 1; these are each family's
    // first shade at 4.5:1. antd keeps every shade under two names (green7 and 'green-7') that become one CSS
    // variable (--ant-green-7), so both are given: with one alone, the other's default wins.
    green7: '#237804',
    'green-7': '#237804',
    cyan7: '#006d75',
    'cyan-7': '#006d75',
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
    volcano7: '#ad2102',
    'volcano-7': '#ad2102',
    gold7: '#874d00',
    'gold-7': '#874d00',
    lime7: '#3f6600',
    'lime-7': '#3f6600',
    yellow7: '#876800',
    'yellow-7': '#876800',
  },
  components: {
    // A table with no rows says why ("No attempt matches.") in antd's disabled grey (#bfbfbf, 1.8:1): that sentence
    // is read, not a control that is off, so it gets the placeholder grey (4.5:1 on white) in tables alone.
    Table: { colorTextDisabled: '#6e6e6e' },
  },
};

/**
 * The applicant's own page (mf_exam's index.html) takes antd's component styles from a CSS file made when mf_exam
 * is built (tools/webpack/applicant-antd-styles.cjs), not from antd's style engine at run time: generating and
 * inserting them was about a sixth of the phone's main-thread work before question 1. Without the hash class the
 * selectors in that file are plain (`.ant-btn`). antd still sets the theme's CSS variables at run time, which is
 * how the file's rules get Mizan's colours. Staff pages keep `mizanTheme`.
 */
export const applicantPageTheme: ThemeConfig = { ...mizanTheme, hashed: false, zeroRuntime: true };
