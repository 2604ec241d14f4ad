import { strFromU8, unzipSync } from 'fflate';
import { richTextFromPlain, type Question } from '@mizan/shared';
import { essay, fillTheBlank, mcq, order } from '../../../../shared/src/questions/testing/fixtures';
import { writeQtiPackage } from './qti-write';

/** The one item file of a package holding this question. */
function itemOf(question: Question): string {
  const files = unzipSync(writeQtiPackage([{ question, subject: '', tags: [] }]).zip);
  const name = Object.keys(files).find((file) => file.startsWith('items/')) ?? '';
  return strFromU8(files[name]);
}

const maxScore = (xml: string) => /identifier="MAXSCORE"[^>]*><qti-default-value><qti-value>([^<]*)</.exec(xml)?.[1];

describe('what a conforming player scores in an exported item', () => {
  test('a text with two blanks: a response each, both mapped into the score, the mark split between them', () => {
    const question = fillTheBlank({ totalMark: '4', header: richTextFromPlain('Complete the sentence about the Nile.') });
    const xml = itemOf(question);
    expect(xml.match(/<qti-text-entry-interaction response-identifier="(RESPONSE_\d)"/g)).toHaveLength(question.blanks.length);
    for (const [index] of question.blanks.entries()) expect(xml).toContain(`<qti-map-response identifier="RESPONSE_${index + 1}"/>`);
    expect(xml).not.toContain('template=');
    expect(maxScore(xml)).toBe('4');
    // The question text is in the body, not only the title.
    expect(xml).toMatch(/<qti-item-body><p>Complete the sentence about the Nile\.<\/p><div>/);
  });

  test('all or nothing sets SCORE to MAXSCORE, the mark (an order of 3 marks, an MCQ of 2)', () => {
    for (const question of [order({ totalMark: '3' }), mcq({ totalMark: '2', isPartial: false })]) {
      const xml = itemOf(question);
      expect(maxScore(xml)).toBe(question.totalMark);
      expect(xml).toContain('<qti-set-outcome-value identifier="SCORE"><qti-variable identifier="MAXSCORE"/></qti-set-outcome-value>');
    }
  });

  test('a partial MCQ maps each right choice to its share of the mark and each wrong one to minus that share, bounded by 0 and the mark', () => {
    const xml = itemOf(mcq({ totalMark: '4', isPartial: true }));
    expect(xml).toContain('<qti-mapping default-value="0" lower-bound="0" upper-bound="4">');
    expect(xml).toContain('<qti-set-outcome-value identifier="SCORE"><qti-map-response identifier="RESPONSE"/></qti-set-outcome-value>');
  });

  test('an essay is scored by a person: SCORE is external-scored="human", MAXSCORE its mark, no processing', () => {
    const xml = itemOf(essay({ totalMark: '5' }));
    expect(xml).toContain('identifier="SCORE" cardinality="single" base-type="float" external-scored="human"');
    expect(maxScore(xml)).toBe('5');
    expect(xml).not.toContain('qti-response-processing');
  });

  test('a picture in a question text sits in a paragraph, never directly in the item body', () => {
    const xml = itemOf(mcq({ header: [{ type: 'image', url: 'https://example.org/sign.png', alt: 'A sign', children: [{ text: '' }] }] }));
    expect(xml).toContain('<qti-item-body><p><img src="https://example.org/sign.png" alt="A sign"/></p>');
  });
});
