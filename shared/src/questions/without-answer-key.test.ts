import { plainText } from './rich-text';
import type { Question } from './question';
import { everyType, fillTheBlank, label, match, mcq, order, trueOrFalse } from './testing/fixtures';
import { withoutAnswerKey } from './without-answer-key';

const KEY_TEXTS = ['NOTE-A', 'NOTE-HIGHLIGHT', 'one hundred', 'SPOT-CAPTION'];

describe('withoutAnswerKey: what staff who may only read a bank question get', () => {
  it('keeps each question its type, id, header, mark and options', () => {
    for (const question of everyType()) {
      const shown = withoutAnswerKey(question);
      expect(shown).toMatchObject({ id: question.id, type: question.type, header: question.header, totalMark: question.totalMark });
    }
  });

  it('empties every choice key', () => {
    const shown = withoutAnswerKey(mcq()) as Extract<Question, { type: 'MCQ' }>;
    expect(shown.options.map((option) => [plainText(option.option), option.isTrue, option.authorNote])).toEqual([
      ['A', false, ''],
      ['B', false, ''],
      ['C', false, ''],
      ['D', false, ''],
    ]);
    const trueFalse = withoutAnswerKey(trueOrFalse()) as Extract<Question, { type: 'TrueOrFalse' }>;
    expect(trueFalse.correctAnswerChosen).toBe(false);
    expect(trueFalse.options.map((option) => option.isTrue)).toEqual([false, false]);
    const blanks = withoutAnswerKey(fillTheBlank()) as Extract<Question, { type: 'FillTheBlank' }>;
    expect(blanks.blanks.map((blank) => blank.answers)).toEqual([[], []]);
  });

  it('leaves no key text of any type', () => {
    const json = JSON.stringify(everyType().map(withoutAnswerKey));
    for (const text of KEY_TEXTS) expect(json).not.toContain(text);
    expect(JSON.stringify(everyType())).toContain('NOTE-A');
  });

  it('does not give an order, a match or a label place away by position or id', () => {
    const ordered = withoutAnswerKey(order()) as Extract<Question, { type: 'OrderComponent' }>;
    expect(ordered.correctOptions).toEqual([]);
    expect(ordered.options.map((option) => option.id)).toEqual(ordered.options.map((option) => option.id).sort());
    expect(ordered.options.every((option) => !/^o\d$/.test(option.id))).toBe(true);
    const matched = withoutAnswerKey(match()) as Extract<Question, { type: 'MatchQComponent' }>;
    expect(matched.correctPossibleAnswers).toEqual([]);
    expect(matched.PossibleAnswers.map((answer) => answer.id)).toEqual(matched.PossibleAnswers.map((answer) => answer.id).sort());
    const labelled = withoutAnswerKey(label()) as Extract<Question, { type: 'LabelQComponent' }>;
    expect(labelled.correctOptions).toEqual([]);
    expect(labelled.labels.every((text) => text.top === 0 && text.left === 0)).toBe(true);
  });
});
