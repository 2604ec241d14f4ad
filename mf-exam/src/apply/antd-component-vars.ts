import type { CSSProperties } from 'react';

/**
 * The CSS variables antd's Card, Form and Input set on their own elements
 * (each component's tokens, as antd 6 writes them at run time for Mizan's
 * theme), for the apply form's parts drawn with antd's classes but without
 * antd's components: the rules in the page's CSS file read them. Copied from
 * what the components set on the page (colours from mizanTheme's
 * colorPrimary); the applicant-styles journey checks the parts are styled.
 */
const vars = (entries: Record<string, string>) => entries as CSSProperties;

export const CARD_VARS = vars({ '--ant-card-body-padding': '24px', '--ant-card-body-padding-sm': '12px' });

export const FORM_VARS = vars({
  '--ant-form-label-required-mark-color': '#cf1322',
  '--ant-form-label-color': 'rgba(0,0,0,0.88)',
  '--ant-form-label-font-size': '14px',
  '--ant-form-label-height': '32px',
  '--ant-form-vertical-label-height': 'auto',
  '--ant-form-label-colon-margin-inline-start': '2px',
  '--ant-form-label-colon-margin-inline-end': '8px',
  '--ant-form-item-margin-bottom': '24px',
  '--ant-form-vertical-label-padding': '0 0 8px',
  '--ant-form-vertical-label-margin': '0px',
  '--ant-form-inline-item-margin-bottom': '0px',
});

export const INPUT_VARS = vars({
  '--ant-input-line-width-focus': '1px',
  '--ant-input-padding-block': '4px',
  '--ant-input-padding-block-sm': '0px',
  '--ant-input-padding-block-lg': '7px',
  '--ant-input-padding-inline': '11px',
  '--ant-input-padding-inline-sm': '7px',
  '--ant-input-padding-inline-lg': '11px',
  '--ant-input-addon-bg': 'rgba(0,0,0,0.02)',
  '--ant-input-active-border-color': '#0f766e',
  '--ant-input-hover-border-color': '#268277',
  '--ant-input-active-shadow': '0 0 0 2px rgba(5,145,115,0.1)',
  '--ant-input-error-active-shadow': '0 0 0 2px rgba(255,22,5,0.06)',
  '--ant-input-warning-active-shadow': '0 0 0 2px rgba(255,215,5,0.1)',
  '--ant-input-hover-bg': '#ffffff',
  '--ant-input-active-bg': '#ffffff',
  '--ant-input-input-font-size': '14px',
  '--ant-input-input-font-size-lg': '16px',
  '--ant-input-input-font-size-sm': '14px',
});
