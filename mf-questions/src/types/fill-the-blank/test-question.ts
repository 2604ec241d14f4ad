import type { FillTheBlankQuestion, RichText } from '@mizan/shared';
import { newQuestion, plainText, richTextFromPlain } from '@mizan/shared';

/** 'The sun is a [b1] and water boils at [b2] degrees.' with accepted answers star / Star; 100 / ١٠٠. */
export function sunQuestion(overrides: Partial<FillTheBlankQuestion> = {}): FillTheBlankQuestion {
  const content: RichText = [
    {
      type: 'paragraph',
      children: [
        { text: 'The sun is a ' },
        { type: 'blank', blankId: 'b1', children: [{ text: '' }] },
        { text: ' and water boils at ' },
        { type: 'blank', blankId: 'b2', children: [{ text: '' }] },
        { text: ' degrees.' },
      ],
    },
  ];
  return {
    ...newQuestion('FillTheBlank'),
    header: richTextFromPlain('Fill in the blanks'),
    headertxt: 'Fill in the blanks',
    totalMark: '2',
    content,
    vHeader: plainText(content),
    blanks: [
      { id: 'b1', answers: ['star', 'a star'], value: '' },
      { id: 'b2', answers: ['100'], value: '' },
    ],
    ...overrides,
  };
}
