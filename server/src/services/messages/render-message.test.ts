import { renderQueuedMessage } from './render-message';

describe('renderQueuedMessage', () => {
  const queued = {
    subject: '{school}:\n an offer for {name}',
    body: 'Dear {name},\n\nAnswer here:\n{status_link}\n\n{school}',
    values: { name: '<b>Omar</b> & "Co"', school: 'Al Noor', status_link: '/status/abc' },
    language: 'En' as const,
  };

  it('makes path links absolute, keeps the text as written and the subject on one line', () => {
    const rendered = renderQueuedMessage(queued, 'https://admissions.example');
    expect(rendered.subject).toBe('Al Noor: an offer for <b>Omar</b> & "Co"');
    expect(rendered.text).toBe('Dear <b>Omar</b> & "Co",\n\nAnswer here:\nhttps://admissions.example/status/abc\n\nAl Noor');
  });

  it('escapes the text in the HTML part, links only http(s) addresses, and is right to left in Arabic', () => {
    const english = renderQueuedMessage(queued, 'https://admissions.example').html;
    expect(english).toContain('<html lang="en" dir="ltr">');
    expect(english).toContain('<p>Dear &lt;b&gt;Omar&lt;/b&gt; &amp; &quot;Co&quot;,</p>');
    expect(english).toContain(
      '<p>Answer here:<br><a href="https://admissions.example/status/abc" dir="ltr">https://admissions.example/status/abc</a></p>',
    );
    expect(english).not.toContain('<b>');
    const hostile = renderQueuedMessage(
      { ...queued, values: { ...queued.values, status_link: 'javascript:alert(1)' } },
      'https://x.example',
    ).html;
    expect(hostile).not.toContain('href="javascript');
    expect(renderQueuedMessage({ ...queued, language: 'Ar' }, 'https://x.example').html).toContain('<html lang="ar" dir="rtl">');
  });
});
