import { questionAnswerSchema } from './answer-schema';
import { newQuestion } from './new-question';
import { questionSchema } from './question-schema';
import { QUESTION_TYPES } from './question-types';
import { savedQuestionSchema } from './saved-question-schema';
import { everyType, mcq } from './testing/fixtures';
import { TOTAL_MARK_REQUIRED } from './messages';

describe('questionSchema', () => {
  it.each(QUESTION_TYPES)('accepts a new %s question and a complete one', (type) => {
    expect(questionSchema.safeParse(newQuestion(type)).success).toBe(true);
    const complete = everyType().find((question) => question.type === type);
    expect(questionSchema.parse(JSON.parse(JSON.stringify(complete)))).toEqual(complete);
  });

  it('drops unknown keys', () => {
    const parsed = questionSchema.parse({ ...mcq(), __proto__hack: 1, html: '<b>x</b>' });
    expect(parsed).not.toHaveProperty('html');
    expect(parsed).not.toHaveProperty('__proto__hack');
  });

  it.each([
    ['an unknown type', { ...mcq(), type: 'Poll' }],
    ['a missing field', (({ isPartial: _drop, ...rest }) => rest)(mcq())],
    ['an unknown difficulty', { ...mcq(), difficult: 'low' }],
    ['an HTML header', { ...mcq(), header: '<p>x</p>' }],
    ['a bad option id', { ...mcq(), options: [{ ...mcq().options[0], id: 'a b' }] }],
    ['too many options', { ...mcq(), options: Array.from({ length: 51 }, (_, index) => ({ ...mcq().options[0], id: `o${index}` })) }],
    ['a huge totalMark string', { ...mcq(), totalMark: '1'.repeat(21) }],
    ['True/False options out of order', { ...newQuestion('TrueOrFalse'), options: [...newQuestion('TrueOrFalse').options].reverse() }],
    ['a data URL recording', { ...newQuestion('AudioComponent'), mediaBlobUrl: 'data:audio/webm;base64,AAAA' }],
    ['a label off the picture', { ...newQuestion('LabelQComponent'), labels: [{ id: 'l1', value: 'x', top: 101, left: 0 }] }],
    ['an SVG question image', { ...newQuestion('ImageHighlight'), qst_image: 'data:image/svg+xml;base64,PHN2Zz4=' }],
    [
      'thirteen files',
      {
        ...newQuestion('FileUploadEnhanced'),
        files: Array.from({ length: 13 }, (_, index) => ({ id: `f${index}`, data: '/m', name: 'a', type: 'application/pdf' })),
      },
    ],
  ])('refuses %s', (_name, value) => {
    expect(questionSchema.safeParse(value).success).toBe(false);
  });
});

describe('savedQuestionSchema applies the save rules too', () => {
  it('reports the SPEC message', () => {
    const result = savedQuestionSchema.safeParse({ ...mcq(), totalMark: '' });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.error.issues[0].message).toBe(TOTAL_MARK_REQUIRED);
  });

  it.each(QUESTION_TYPES)('accepts a complete %s question', (type) => {
    expect(savedQuestionSchema.safeParse(everyType().find((question) => question.type === type)).success).toBe(true);
  });
});

describe('questionAnswerSchema', () => {
  it.each([
    { type: 'MCQ', selected: ['a', 'b'] },
    { type: 'TrueOrFalse', optionId: 'True' },
    { type: 'FillTheBlank', blanks: [{ blankId: 'b1', value: 'x' }] },
    { type: 'VideoComponent', mediaUrl: '/media/v.webm' },
    { type: 'AudioComponent', mediaUrl: 'https://media.example/a.webm' },
    { type: 'RIASEC', optionId: 'want' },
    { type: 'OrderComponent', order: ['a', 'b'] },
    { type: 'MatchQComponent', matches: [{ optionId: 'm1', possibleAnswerId: 'p1' }] },
    { type: 'LabelQComponent', placements: [{ labelId: 'l1', optionId: 's1' }] },
    { type: 'EssayComponent', text: [{ type: 'paragraph', children: [{ text: 'x' }] }] },
    { type: 'FileUploadEnhanced', files: [{ id: 'f1', data: '/media/f1', name: 'a.pdf', type: 'application/pdf' }] },
    { type: 'ImageHighlight', drawingUrl: '/media/d.png' },
  ])('accepts $type', (answer) => {
    expect(questionAnswerSchema.parse(answer)).toEqual(answer);
  });

  it.each([
    ['an unknown type', { type: 'Poll' }],
    ['TrueOrFalse with another option', { type: 'TrueOrFalse', optionId: 'Maybe' }],
    ['a data URL recording', { type: 'AudioComponent', mediaUrl: 'data:audio/webm;base64,AAAA' }],
    ['a javascript: URL', { type: 'VideoComponent', mediaUrl: 'javascript:alert(1)' }],
    ['a data URL drawing', { type: 'ImageHighlight', drawingUrl: 'data:image/png;base64,AAAA' }],
    ['an empty recording URL', { type: 'AudioComponent', mediaUrl: '' }],
    ['an HTML essay', { type: 'EssayComponent', text: '<p>x</p>' }],
    ['a huge blank value', { type: 'FillTheBlank', blanks: [{ blankId: 'b1', value: 'x'.repeat(1001) }] }],
    [
      'thirteen files',
      {
        type: 'FileUploadEnhanced',
        files: Array.from({ length: 13 }, (_, index) => ({ id: `f${index}`, data: '/m', name: 'a', type: 'application/pdf' })),
      },
    ],
    [
      'a file held as a data URL',
      { type: 'FileUploadEnhanced', files: [{ id: 'f1', data: 'data:application/pdf;base64,AA', name: 'a', type: 'application/pdf' }] },
    ],
  ])('refuses %s', (_name, answer) => {
    expect(questionAnswerSchema.safeParse(answer).success).toBe(false);
  });
});
