import { newQuestion } from '@mizan/shared';
import { addAnswer, addUnit, asKeyNumber, removeAnswer, removeUnit, setAnswerField, setUnitHandling } from './numerical-edits';
import { rodQuestion } from './numerical-fixture';
import { acceptedAnswerParts } from './describe-answer';

describe('the Numerical edits', () => {
  it('adds an exact answer, full credit for the first and none after it', () => {
    const empty = { ...newQuestion('Numerical'), answers: [] };
    const one = addAnswer(empty);
    expect(one.answers).toEqual([expect.objectContaining({ value: '', tolerance: '', toleranceMode: 'absolute', credit: 100 })]);
    const two = addAnswer(one);
    expect(two.answers[1].credit).toBe(0);
    expect(two.answers[1].id).not.toBe(two.answers[0].id);
    expect(removeAnswer(two, two.answers[0].id).answers.map((answer) => answer.id)).toEqual([two.answers[1].id]);
  });

  it('turns units on with the first unit and off with the last', () => {
    const plain = { ...newQuestion('Numerical'), units: [], unitHandling: 'none' as const };
    const withUnit = addUnit(plain);
    expect(withUnit.units).toEqual([expect.objectContaining({ unit: '', multiplier: 1 })]);
    expect(withUnit.unitHandling).toBe('optional');
    const required = setUnitHandling(withUnit, 'required');
    expect(addUnit(required).unitHandling).toBe('required');
    expect(removeUnit(required, required.units[0].id)).toMatchObject({ units: [], unitHandling: 'none' });
    expect(setUnitHandling(plain, 'required').unitHandling).toBe('none');
  });

  it('writes a key number the way the key stores it, and leaves what is not a number for the save check', () => {
    expect(asKeyNumber('٣٫٥')).toBe('3.5');
    expect(asKeyNumber('3,5')).toBe('3.5');
    expect(asKeyNumber(' 6.02e23 ')).toBe('6.02e23');
    expect(asKeyNumber('about 3')).toBe('about 3');
    expect(asKeyNumber('')).toBe('');
  });

  it('describes an accepted answer with its base unit and tolerance', () => {
    const question = rodQuestion();
    expect(acceptedAnswerParts(question.answers[0], question)).toEqual({ value: '3.5', unit: 'm', tolerance: '± 0.1' });
    expect(acceptedAnswerParts(question.answers[1], question)).toEqual({ value: '3', unit: 'm', tolerance: '± 10 %' });
    const exact = setAnswerField(question, 'a1', 'tolerance', '0').answers[0];
    expect(acceptedAnswerParts(exact, { units: [] })).toEqual({ value: '3.5', unit: '', tolerance: '' });
  });
});
