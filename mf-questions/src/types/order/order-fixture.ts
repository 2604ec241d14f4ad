import type { OrderQuestion } from '@mizan/shared';
import { newQuestion, richTextFromPlain } from '@mizan/shared';

/** An Order question with items a..(n) titled by `texts`, keyed in the order given unless told. */
export function orderQuestion(texts: string[] = ['First', 'Second', 'Third'], correct?: string[]): OrderQuestion {
  const question = newQuestion('OrderComponent');
  const options = texts.map((text, index) => ({ id: `o${index + 1}`, option: richTextFromPlain(text) }));
  return {
    ...question,
    header: richTextFromPlain('Put them in order'),
    totalMark: '3',
    options,
    correctOptions: correct ?? options.map((option) => option.id),
  };
}
