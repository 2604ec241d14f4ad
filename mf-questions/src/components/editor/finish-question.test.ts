import { newQuestion, richTextFromPlain, type RichText } from '@mizan/shared';
import { trueOrFalse } from '../../test/questions';
import { finishQuestion } from './finish-question';

describe('finishQuestion', () => {
  it('fills headertxt from the header and returns to editingMode', () => {
    const finished = finishQuestion({ ...trueOrFalse({ headertxt: 'stale' }), mode: 'answeringMode' });
    expect(finished.headertxt).toBe('The sun is a star.');
    expect(finished.mode).toBe('editingMode');
  });

  it("sets TrueOrFalse's correct-answer flag from its options", () => {
    const withKey = finishQuestion(trueOrFalse({ correctAnswerChosen: false }, 'False'));
    const withoutKey = finishQuestion(trueOrFalse({ correctAnswerChosen: true }, null));
    expect(withKey.type === 'TrueOrFalse' && withKey.correctAnswerChosen).toBe(true);
    expect(withoutKey.type === 'TrueOrFalse' && withoutKey.correctAnswerChosen).toBe(false);
  });

  it("fills FillTheBlank's vHeader with blanks as '_____'", () => {
    const content: RichText = [
      { type: 'paragraph', children: [{ text: 'A ' }, { type: 'blank', blankId: 'b1', children: [{ text: '' }] }, { text: ' day' }] },
    ];
    const finished = finishQuestion({ ...newQuestion('FillTheBlank'), header: richTextFromPlain('Fill in'), content });
    expect(finished.type === 'FillTheBlank' && finished.vHeader).toBe('A _____ day');
  });

  it("keeps FileUpload's maxCount equal to max", () => {
    const finished = finishQuestion({ ...newQuestion('FileUploadEnhanced'), max: 4, maxCount: 1 });
    expect(finished.type === 'FileUploadEnhanced' && finished.maxCount).toBe(4);
  });
});
