/** node --test tools/applicant-antd-styles.test.mjs: the antd CSS file mf_exam's build makes for the applicant's page. */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { before, describe, it } from 'node:test';

const require = createRequire(import.meta.url);
const { applicantComponents, renderApplicantStyles } = require('./webpack/applicant-antd-styles.cjs');
const { withoutColumnSpans } = require('./webpack/applicant-antd-styles/without-column-spans.cjs');

describe("the applicant page's antd styles", () => {
  let css;
  before(async () => {
    ({ css } = await renderApplicantStyles());
  });

  it('covers the components of the applicant lists and what they draw inside', () => {
    const components = applicantComponents();
    for (const name of ['Alert', 'Button', 'Checkbox', 'Form', 'Input', 'Modal', 'Radio', 'Select', 'Tag', 'Typography', 'Upload'])
      assert.ok(components.includes(name), `${name} is one of the components`);
    assert.ok(!components.includes('ConfigProvider') && !components.includes('theme'), 'only components are rendered');
    for (const selector of [
      '.ant-btn-color-primary',
      '.ant-radio-wrapper',
      '.ant-checkbox-checked',
      '.ant-select-dropdown',
      '.ant-select-item-option-selected',
      '.ant-upload',
      '.ant-progress-line',
      '.ant-modal-confirm-title',
      '.ant-form-item-explain-error',
      '.ant-input-affix-wrapper',
      '.ant-tag-blue',
      '.ant-typography',
      '.ant-radio-wrapper-rtl',
      '.ant-select-dropdown-rtl',
      '.ant-col',
    ])
      assert.ok(css.includes(selector), `the CSS styles ${selector}`);
  });

  it('holds component styles only: no CSS variables block, no cache map, no column spans', () => {
    assert.ok(!css.includes('data-ant-cssinjs-cache-path'));
    assert.doesNotMatch(css, /\.css-var-[\w-]+\{--ant-/);
    assert.doesNotMatch(css, /(^|[{}])\.ant-col-(xs-)?\d+\{/);
  });
});

describe('withoutColumnSpans', () => {
  it('drops the rules of span classes alone, at the top and in media queries, and keeps the rest', () => {
    const css =
      '.ant-col{position:relative;}.ant-col-8{flex:0 0 33%;}.ant-col-push-2,.ant-col-xs-order-3{order:3;}' +
      '@media (min-width: 576px){.ant-col-sm-4{display:block;}}' +
      '@media (min-width: 768px){.ant-col-md-4{display:block;}.ant-form-item-label{text-align:start;}}' +
      '.ant-form-item-row>.ant-col-24.ant-form-item-label{padding:0;}@keyframes spin{100%{transform:rotate(360deg);}}';
    assert.equal(
      withoutColumnSpans(css),
      '.ant-col{position:relative;}' +
        '@media (min-width: 768px){.ant-form-item-label{text-align:start;}}' +
        '.ant-form-item-row>.ant-col-24.ant-form-item-label{padding:0;}@keyframes spin{100%{transform:rotate(360deg);}}',
    );
  });
});
