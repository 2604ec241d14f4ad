/**
 * antd's grid column registers its styles (about 66 KB) as soon as anything draws a column, and a form item draws
 * its label and control as columns. The applicant's forms give their columns no span, so the rules of the span
 * classes alone (`.ant-col-8`, `.ant-col-xs-push-3`, …) are left out; `.ant-col` itself and every rule that also
 * names something else stay.
 */
const SPAN_CLASS = /^\.ant-col-(?:[a-z]+-)*\d+$/;

const onlySpanClasses = (selectors) => selectors.split(',').every((selector) => SPAN_CLASS.test(selector.trim()));

/**
 * The CSS (as antd's style cache prints it: no comments, no braces inside strings) without the column-span rules.
 * @param {string} css
 * @returns {string}
 */
function withoutColumnSpans(css) {
  let output = '';
  let position = 0;
  while (position < css.length) {
    const open = css.indexOf('{', position);
    if (open === -1) return output + css.slice(position);
    const prelude = css.slice(position, open);
    const close = matchingBrace(css, open);
    const body = css.slice(open + 1, close);
    if (prelude.trim().startsWith('@media')) {
      const inner = withoutColumnSpans(body);
      if (inner.trim()) output += `${prelude}{${inner}}`;
    } else if (prelude.trim().startsWith('@') || !onlySpanClasses(prelude)) {
      output += `${prelude}{${body}}`;
    }
    position = close + 1;
  }
  return output;
}

function matchingBrace(css, open) {
  let depth = 0;
  for (let index = open; index < css.length; index += 1) {
    if (css[index] === '{') depth += 1;
    else if (css[index] === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
  }
  throw new Error(`Unbalanced braces in antd's CSS at ${open}`);
}

module.exports = { withoutColumnSpans };
