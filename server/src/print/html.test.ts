import { cssString, escapeHtml, html } from './html';

describe('the print pages’ html template', () => {
  test('escapes every interpolated value, in arrays too, but not nested html', () => {
    const name = `<img src=x onerror="alert('1')">&`;
    const values: Array<string | number | null | false | undefined> = [name, 5, null, false, undefined];
    const rows = values.map((value) => html`<td>${value}</td>`);
    expect(html`<tr title="${name}">${rows}</tr>`.value).toBe(
      '<tr title="&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;">' +
        '<td>&lt;img src=x onerror=&quot;alert(&#39;1&#39;)&quot;&gt;&amp;</td><td>5</td><td></td><td></td><td></td></tr>',
    );
  });

  test('a plain object that looks like html is still escaped (only the template makes safe html)', () => {
    const fake = { value: '<b>' } as unknown as string;
    expect(html`${fake}`.value).toBe('[object Object]');
    expect(escapeHtml('<b>"x"</b>')).toBe('&lt;b&gt;&quot;x&quot;&lt;/b&gt;');
  });

  test('cssString keeps quotes, backslashes and angle brackets out of a CSS string', () => {
    expect(cssString('a"b\\c</style>')).toBe('a\\22 b\\5c c\\3c /style\\3e ');
  });
});
