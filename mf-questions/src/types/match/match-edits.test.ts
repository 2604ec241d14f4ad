import { newQuestion, toExamView, validateQuestion, validateAnswer, CORRECT_ANSWER_REQUIRED } from '@mizan/shared';
import type { ExamQuestionOf } from '../question-type-ui';
import {
  answerLetter,
  answerSlots,
  isKeyComplete,
  keySlots,
  setExamMatch,
  setKeyMatch,
  setMatchOptions,
  setPossibleAnswers,
} from './match-edits';
import { matchQuestion } from './match-fixture';

describe('Match edits', () => {
  it('names possible answers A, B, … and goes on past Z', () => {
    expect([0, 1, 25, 26, 27].map(answerLetter)).toEqual(['A', 'B', 'Z', 'A2', 'B2']);
  });

  it('a new question starts with two options, two possible answers and no key', () => {
    const question = newQuestion('MatchQComponent');
    expect(question.options).toHaveLength(2);
    expect(question.PossibleAnswers).toHaveLength(2);
    expect(isKeyComplete(question)).toBe(false);
    expect(keySlots(question)).toEqual(['', '']);
  });

  it('sets the key option by option, and a complete key passes the save check', () => {
    let question = matchQuestion(undefined, undefined, []);
    expect(validateQuestion(question)).toBe(CORRECT_ANSWER_REQUIRED);
    question = setKeyMatch(question, 0, 'p3');
    question = setKeyMatch(question, 1, 'p1');
    question = setKeyMatch(question, 2, 'p2');
    expect(question.correctPossibleAnswers).toEqual(['p3', 'p1', 'p2']);
    expect(isKeyComplete(question)).toBe(true);
    expect(validateQuestion(question)).toBeNull();
  });

  it('keeps each option’s key when options are removed or reordered', () => {
    const question = matchQuestion(undefined, undefined, ['p3', 'p1', 'p2']);
    const [cairo, paris, rome] = question.options;
    expect(setMatchOptions(question, [rome, cairo]).correctPossibleAnswers).toEqual(['p2', 'p3']);
    expect(setMatchOptions(question, [cairo, paris, rome, { id: 'o4', option: [] }]).correctPossibleAnswers).toEqual([
      'p3',
      'p1',
      'p2',
      '',
    ]);
  });

  it('drops key entries of a removed possible answer', () => {
    const question = matchQuestion();
    const without = setPossibleAnswers(
      question,
      question.PossibleAnswers.filter((answer) => answer.id !== 'p2'),
    );
    expect(without.correctPossibleAnswers).toEqual(['p1', '', 'p3']);
    expect(isKeyComplete(without)).toBe(false);
  });

  it('builds the applicant’s answer from the exam projection, never repeating a possible answer', () => {
    const exam = toExamView(matchQuestion(), 'attempt-2') as ExamQuestionOf<'MatchQComponent'>;
    const first = exam.options[0].id;
    const second = exam.options[1].id;
    let answer = setExamMatch(exam, null, 0, 'p2');
    expect(answer).toEqual({ type: 'MatchQComponent', matches: [{ optionId: first, possibleAnswerId: 'p2' }] });
    answer = setExamMatch(exam, answer, 1, 'p2');
    expect(answer.matches).toEqual([{ optionId: second, possibleAnswerId: 'p2' }]);
    expect(answerSlots(exam, answer)).toEqual(['', 'p2', '']);
    expect(validateAnswer(matchQuestion(), answer)).toBeNull();
  });
});
