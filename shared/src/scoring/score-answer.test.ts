import type { QuestionAnswer } from '../questions/answer';
import type { Question } from '../questions/question';
import { QUESTION_TYPES } from '../questions/question-types';
import { QUESTION_TYPE_INFO } from '../questions/question-type-info';
import { audio, essay, everyType, fileUpload, imageHighlight, mcq, order, video } from '../questions/testing/fixtures';
import { richTextFromPlain } from '../questions/rich-text';
import { scoreAnswer } from './score-answer';

describe('scoreAnswer dispatches by type', () => {
  it('auto-scored types give a scored result, manual ones need grading once answered', () => {
    const answered: Record<string, QuestionAnswer> = {
      EssayComponent: { type: 'EssayComponent', text: richTextFromPlain('My essay') },
      AudioComponent: { type: 'AudioComponent', mediaUrl: '/media/a.webm' },
      VideoComponent: { type: 'VideoComponent', mediaUrl: '/media/v.webm' },
      FileUploadEnhanced: { type: 'FileUploadEnhanced', files: [{ id: 'f1', name: 'a.pdf', type: 'application/pdf', data: '/media/f1' }] },
      ImageHighlight: { type: 'ImageHighlight', drawingUrl: '/media/drawing.png' },
    };
    for (const question of everyType()) {
      const result = scoreAnswer(question, answered[question.type] ?? null);
      const expected = QUESTION_TYPE_INFO[question.type].scoring === 'auto' ? 'scored' : 'needsGrading';
      expect([question.type, result.kind]).toEqual([question.type, expected]);
      expect(result.max).toBe(Number(question.totalMark));
    }
    expect(QUESTION_TYPES.filter((type) => QUESTION_TYPE_INFO[type].scoring === 'manual')).toEqual([
      'VideoComponent',
      'AudioComponent',
      'EssayComponent',
      'FileUploadEnhanced',
      'ImageHighlight',
    ]);
  });

  const nothingToGrade: [string, Question, QuestionAnswer | null | undefined][] = [
    ['essay, no answer', essay(), null],
    ['essay, empty text', essay(), { type: 'EssayComponent', text: richTextFromPlain('   ') }],
    ['audio, no answer', audio(), undefined],
    ['video, no answer', video(), null],
    ['file upload, no files', fileUpload(), { type: 'FileUploadEnhanced', files: [] }],
    ['highlight, no answer', imageHighlight(), null],
  ];
  it.each(nothingToGrade)('a manual type with nothing to grade scores 0 at once: %s', (_name, question, answer) => {
    expect(scoreAnswer(question, answer)).toEqual({ kind: 'scored', score: 0, max: 4 });
  });

  it('uses the right scorer', () => {
    expect(scoreAnswer(mcq(), { type: 'MCQ', selected: ['optA', 'optC'] })).toEqual({ kind: 'scored', score: 4, max: 4 });
    expect(scoreAnswer(order(), { type: 'OrderComponent', order: ['o1', 'o2', 'o4', 'o3'] }).kind).toBe('scored');
    expect(scoreAnswer(order(), { type: 'OrderComponent', order: ['o1', 'o2', 'o4', 'o3'] })).toMatchObject({ score: 2 });
  });

  it('an answer of another type counts as unanswered', () => {
    expect(scoreAnswer(mcq(), { type: 'TrueOrFalse', optionId: 'True' })).toEqual({ kind: 'scored', score: 0, max: 4 });
    expect(scoreAnswer(essay(), { type: 'AudioComponent', mediaUrl: '/media/a.webm' })).toEqual({ kind: 'scored', score: 0, max: 4 });
  });
});
