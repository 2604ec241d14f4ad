import type { QuestionAnswer } from './answer';
import { answerFromQuestion, applyAnswer } from './apply-answer';
import type { Question } from './question';
import { QUESTION_TYPES } from './question-types';
import type { QuestionType } from './question-types';
import { richTextFromPlain } from './rich-text';
import { essay, everyType, mcq, order, validQuestion } from './testing/fixtures';

const ANSWERS: Record<QuestionType, QuestionAnswer> = {
  MCQ: { type: 'MCQ', selected: ['optB', 'optC'] },
  TrueOrFalse: { type: 'TrueOrFalse', optionId: 'True' },
  FillTheBlank: { type: 'FillTheBlank', blanks: [{ blankId: 'blank2', value: 'Paris' }] },
  VideoComponent: { type: 'VideoComponent', mediaUrl: '/media/v.webm' },
  AudioComponent: { type: 'AudioComponent', mediaUrl: '/media/a.webm' },
  RIASEC: { type: 'RIASEC', optionId: 'notwant' },
  OrderComponent: { type: 'OrderComponent', order: ['o3', 'o1', 'o4', 'o2'] },
  MatchQComponent: { type: 'MatchQComponent', matches: [{ optionId: 'm2', possibleAnswerId: 'p3' }] },
  LabelQComponent: { type: 'LabelQComponent', placements: [{ labelId: 'l3', optionId: 's1' }] },
  EssayComponent: { type: 'EssayComponent', text: richTextFromPlain('three little words') },
  FileUploadEnhanced: { type: 'FileUploadEnhanced', files: [{ id: 'f1', name: 'a.pdf', type: 'application/pdf', data: '/media/f1' }] },
  ImageHighlight: { type: 'ImageHighlight', drawingUrl: '/media/d.png' },
  Numerical: { type: 'Numerical', value: '٣٫٥', unit: 'cm' },
};

describe('applyAnswer fills the seed answer fields for grading views', () => {
  it.each(QUESTION_TYPES)('%s: the answer read back from the question is the answer given', (type) => {
    expect(answerFromQuestion(applyAnswer(validQuestion(type), ANSWERS[type]))).toEqual(ANSWERS[type]);
  });

  it('MCQ: ticks exactly the selected options and keeps the key', () => {
    const answered = applyAnswer(mcq(), ANSWERS.MCQ);
    if (answered.type !== 'MCQ') throw new Error('wrong type');
    expect(answered.options.map((option) => [option.id, option.selected, option.isTrue])).toEqual([
      ['optA', false, true],
      ['optB', true, false],
      ['optC', true, true],
      ['optD', false, false],
    ]);
  });

  it('Order: options in the applicant order, key untouched; unknown ids skipped, unnamed options kept after', () => {
    const answered = applyAnswer(order(), ANSWERS.OrderComponent);
    if (answered.type !== 'OrderComponent') throw new Error('wrong type');
    expect(answered.options.map((option) => option.id)).toEqual(['o3', 'o1', 'o4', 'o2']);
    expect(answered.correctOptions).toEqual(['o1', 'o2', 'o3', 'o4']);
    const partial = applyAnswer(order(), { type: 'OrderComponent', order: ['o4', 'zz'] });
    if (partial.type !== 'OrderComponent') throw new Error('wrong type');
    expect(partial.options.map((option) => option.id)).toEqual(['o4', 'o1', 'o2', 'o3']);
  });

  it('Match and Label: positional, with "" where nothing was put', () => {
    expect(applyAnswer(validQuestion('MatchQComponent'), ANSWERS.MatchQComponent)).toMatchObject({
      matchedPossibleAnswers: ['', 'p3', ''],
    });
    expect(applyAnswer(validQuestion('LabelQComponent'), ANSWERS.LabelQComponent)).toMatchObject({ placedOptions: ['', '', 's1', ''] });
  });

  it('Essay: text, plain text, count and overcount', () => {
    expect(applyAnswer(essay({ wordlimit: 2 }), ANSWERS.EssayComponent)).toMatchObject({
      stdanswerTxt: 'three little words',
      count: 3,
      overcount: true,
    });
  });

  it('Audio and Video: the recording URL, recording buttons hidden', () => {
    expect(applyAnswer(validQuestion('AudioComponent'), ANSWERS.AudioComponent)).toMatchObject({
      mediaBlobUrl: '/media/a.webm',
      showRecordingOpt: false,
      isRecording: false,
    });
  });

  it.each(QUESTION_TYPES)('%s: no answer (or one of another type) clears what a snapshot held', (type) => {
    const answered = applyAnswer(validQuestion(type), ANSWERS[type]);
    const other = type === 'MCQ' ? ANSWERS.TrueOrFalse : ANSWERS.MCQ;
    for (const cleared of [applyAnswer(answered, null), applyAnswer(answered, other)]) {
      if (type === 'OrderComponent') expect(cleared).toEqual(answered);
      else expect(answerFromQuestion(cleared)).toBeNull();
    }
  });

  it('changes nothing but answer fields', () => {
    const answerFields = [
      'options',
      'blanks',
      'stdanswer',
      'stdanswerTxt',
      'count',
      'overcount',
      'mediaBlobUrl',
      'showRecordingOpt',
      'isRecording',
      'matchedPossibleAnswers',
      'placedOptions',
      'files',
      'qstImageAfterDrawing',
      'value',
      'unit',
    ];
    const rest = (question: Question) => Object.fromEntries(Object.entries(question).filter(([key]) => !answerFields.includes(key)));
    for (const question of everyType()) {
      const answered = applyAnswer(question, ANSWERS[question.type]);
      expect(answered).not.toEqual(question);
      expect(rest(answered)).toEqual(rest(question));
    }
  });
});
