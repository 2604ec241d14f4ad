import type { RichText } from '@mizan/shared';
import { richTextFromPlain } from '@mizan/shared';
import { savableText } from './savable-text';

const inline = 'data:image/png;base64,iVBORw0KGgo=';

describe('savableText', () => {
  it('leaves text without pictures as it is', () => {
    const text = richTextFromPlain('one\ntwo');
    expect(savableText(text)).toEqual({ text, dropped: 0 });
  });

  it('keeps uploaded pictures and leaves out inline ones', () => {
    const text: RichText = [
      { type: 'paragraph', children: [{ text: 'see' }] },
      { type: 'image', url: inline, children: [{ text: '' }] },
      { type: 'image', url: '/media/abc.png', children: [{ text: '' }] },
    ];
    expect(savableText(text)).toEqual({
      text: [
        { type: 'paragraph', children: [{ text: 'see' }] },
        { type: 'image', url: '/media/abc.png', children: [{ text: '' }] },
      ],
      dropped: 1,
    });
  });

  it('gives an empty paragraph when only an inline picture was there', () => {
    expect(savableText([{ type: 'image', url: inline, children: [{ text: '' }] }])).toEqual({
      text: [{ type: 'paragraph', children: [{ text: '' }] }],
      dropped: 1,
    });
  });
});
