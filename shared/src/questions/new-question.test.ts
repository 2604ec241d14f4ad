import { ESSAY_DEFAULT_WORD_LIMIT } from './defaults';
import { newImageSpot, newQuestion } from './new-question';
import { newQuestionId } from './question-id';
import { QUESTION_MODES, QUESTION_TYPES } from './question-types';
import { BUILDER_MENU_TYPES, QUESTION_TYPE_INFO, questionTypeForRoute } from './question-type-info';
import { plainText } from './rich-text';

it('the wire names of the thirteen types and five modes', () => {
  expect(QUESTION_TYPES).toEqual([
    'MCQ',
    'TrueOrFalse',
    'FillTheBlank',
    'VideoComponent',
    'AudioComponent',
    'RIASEC',
    'OrderComponent',
    'MatchQComponent',
    'LabelQComponent',
    'EssayComponent',
    'FileUploadEnhanced',
    'ImageHighlight',
    'Numerical',
  ]);
  expect(QUESTION_MODES).toEqual(['editingMode', 'answeringMode', 'examMode', 'gradingModeTeacher', 'gradingModeStudent']);
});

describe('newQuestionId', () => {
  it('is 10 letters and digits, different each time', () => {
    const ids = Array.from({ length: 1000 }, () => newQuestionId());
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(new Set(ids).size).toBe(1000);
  });

  it('uses every kind of character', () => {
    const all = Array.from({ length: 200 }, () => newQuestionId()).join('');
    expect(all).toMatch(/[A-Z]/);
    expect(all).toMatch(/[a-z]/);
    expect(all).toMatch(/[0-9]/);
  });
});

describe('QUESTION_TYPE_INFO', () => {
  it('has SPEC §2 labels and routes', () => {
    const table = QUESTION_TYPES.map((type) => [
      type,
      QUESTION_TYPE_INFO[type].label,
      QUESTION_TYPE_INFO[type].route,
      QUESTION_TYPE_INFO[type].scoring,
    ]);
    expect(table).toEqual([
      ['MCQ', 'Multiple Choice', '/mcq', 'auto'],
      ['TrueOrFalse', 'True/False', '/truefalse', 'auto'],
      ['FillTheBlank', 'Fill the blank', '/filltheblank', 'auto'],
      ['VideoComponent', 'Video', '/videoqst', 'manual'],
      ['AudioComponent', 'Audio', '/audioqst', 'manual'],
      ['RIASEC', 'RIASEC', null, 'auto'],
      ['OrderComponent', 'Ordering', '/Order', 'auto'],
      ['MatchQComponent', 'Matching', '/Match', 'auto'],
      ['LabelQComponent', 'Label', '/Label', 'auto'],
      ['EssayComponent', 'Short Answer/Essay', '/essay', 'manual'],
      ['FileUploadEnhanced', 'File Upload', '/fileuploadenhanced', 'manual'],
      ['ImageHighlight', 'Highlight Image', '/imagehighlight', 'manual'],
      ['Numerical', 'Numerical', '/numerical', 'auto'],
    ]);
  });

  it('the builder menu lists SPEC §2 order, then Fill the blank, Numerical and Label', () => {
    expect(BUILDER_MENU_TYPES.map((type) => QUESTION_TYPE_INFO[type].label)).toEqual([
      'True/False',
      'Multiple Choice',
      'RIASEC',
      'Matching',
      'Ordering',
      'Short Answer/Essay',
      'Audio',
      'Video',
      'File Upload',
      'Highlight Image',
      'Fill the blank',
      'Numerical',
      'Label',
    ]);
  });

  it('finds the type of a route', () => {
    expect(questionTypeForRoute('/Order')).toBe('OrderComponent');
    expect(questionTypeForRoute('/order')).toBeNull();
  });
});

describe('newQuestion defaults (SPEC §3, §9)', () => {
  it.each(QUESTION_TYPES)('%s: editing mode, fresh id, empty header, Medium / Understanding', (type) => {
    const question = newQuestion(type);
    expect(question).toMatchObject({ type, mode: 'editingMode', difficult: 'Medium', cognitive: 'Understanding', score: '', feedback: '' });
    expect(question.id).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(newQuestion(type).id).not.toBe(question.id);
  });

  it('choice, order and match questions start with 2 options', () => {
    for (const type of ['MCQ', 'OrderComponent', 'MatchQComponent'] as const) expect(newQuestion(type).options).toHaveLength(2);
    expect(newQuestion('MatchQComponent').PossibleAnswers).toHaveLength(2);
  });

  it('RIASEC: worth 1, category R, options أرغب (correct) and لا أرغب', () => {
    const question = newQuestion('RIASEC');
    expect(question.totalMark).toBe('1');
    expect(question.cat).toBe('R');
    expect(question.options.map((option) => [plainText(option.option), option.isTrue])).toEqual([
      ['أرغب', true],
      ['لا أرغب', false],
    ]);
  });

  it('other types start without a total mark so the author must set one', () => {
    expect(newQuestion('MCQ').totalMark).toBe('');
  });

  it('Essay word limit 100,000,000; file upload max 1', () => {
    expect(newQuestion('EssayComponent').wordlimit).toBe(ESSAY_DEFAULT_WORD_LIMIT);
    expect(ESSAY_DEFAULT_WORD_LIMIT).toBe(100_000_000);
    expect(newQuestion('FileUploadEnhanced')).toMatchObject({ max: 1, maxCount: 1 });
  });

  it('TrueOrFalse: True then False, nothing chosen', () => {
    expect(newQuestion('TrueOrFalse')).toMatchObject({
      options: [
        { id: 'True', option: 'True', isTrue: false, selected: false },
        { id: 'False', option: 'False', isTrue: false, selected: false },
      ],
      correctAnswerChosen: false,
    });
  });

  it('label spots get their own random ids', () => {
    expect(newImageSpot('x', 10, 20)).toMatchObject({ value: 'x', top: 10, left: 20 });
    expect(newImageSpot().id).not.toBe(newImageSpot().id);
  });
});
