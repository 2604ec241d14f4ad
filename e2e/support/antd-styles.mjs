import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Every class antd's own stylesheet of all its components (antd/dist/antd.css, the installed version) has a rule for. */
const CLASSES_ANTD_STYLES = new Set(
  [...readFileSync(require.resolve('antd/dist/antd.css'), 'utf8').matchAll(/\.(ant-[\w-]+)/g)].map((match) => match[1]),
);

/**
 * Fails when an element on the page carries an antd class that antd styles
 * but no stylesheet on the page has a rule for it. The applicant's page
 * takes antd's component styles from a file made at build time
 * (tools/webpack/applicant-antd-styles.cjs), not from antd at run time: a
 * component left out of that file would show unstyled, and this names it.
 */
export async function expectAntdStylesOnPage(page, label) {
  const { drawn, styled } = await page.evaluate(() => {
    const drawn = new Set();
    for (const element of document.querySelectorAll('[class*="ant-"]'))
      for (const name of element.classList) if (name.startsWith('ant-')) drawn.add(name);
    const styled = new Set();
    const visit = (rules) => {
      for (const rule of rules) {
        for (const match of (rule.selectorText ?? '').matchAll(/\.(ant-[\w-]+)/g)) styled.add(match[1]);
        if (rule.cssRules) visit(rule.cssRules);
      }
    };
    for (const sheet of document.styleSheets) visit(sheet.cssRules);
    return { drawn: [...drawn], styled: [...styled] };
  });
  const unstyled = drawn.filter((name) => CLASSES_ANTD_STYLES.has(name) && !styled.includes(name)).sort();
  assert.deepEqual(unstyled, [], `antd classes without their styles on ${label}`);
}
