/** @jest-environment jsdom */
import { decodeHTMLStrict as packageDecode } from 'entities/decode';
import { decodeHTMLStrict as browserDecode } from './decode-entities-in-browser';

const SAMPLES = [
  'caf&eacute; &amp; cr&egrave;me',
  '&lt;b&gt; is not a tag',
  '&#233;&#xE9;&#XE9; &#65;&#x41;',
  '&#128; &#150; &#0; &#x110000; &#xD800;',
  'AT&T and &copy2024 and &ampx; and &notit; and &foo;',
  '&NotNestedGreaterGreater; &nGtv; &fjlig; &semi; &Tab;x',
  '&quot;quoted&quot; &apos;single&apos; &nbsp;',
  '&AMP; &LT; &eacute &eacute;; &&amp;',
  'مرحبا &rlm;عربي&lrm;',
  'no references at all',
];

describe("the browser's entity decoder agrees with the entities package (strict)", () => {
  test.each(SAMPLES)('%s', (text) => {
    expect(browserDecode(text)).toBe(packageDecode(text));
  });

  test('decodes named and numeric references and leaves incomplete ones', () => {
    expect(browserDecode('caf&eacute; &#x41;&#66; AT&T &copy2024')).toBe('café AB AT&T &copy2024');
  });
});
