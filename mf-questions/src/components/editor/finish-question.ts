import { plainText, type Question } from '@mizan/shared';

/**
 * The question as saved: its derived fields recomputed from what the author
 * wrote (headertxt from the header; FillTheBlank's vHeader from its content;
 * TrueOrFalse's correct-answer flag from its options; FileUpload's maxCount
 * from max) and the mode back to editingMode, so it opens in setup next time.
 */
export function finishQuestion(question: Question): Question {
  const common = { headertxt: plainText(question.header), mode: 'editingMode' as const };
  switch (question.type) {
    case 'FillTheBlank':
      return { ...question, ...common, vHeader: plainText(question.content) };
    case 'TrueOrFalse':
      return { ...question, ...common, correctAnswerChosen: question.options.some((option) => option.isTrue) };
    case 'FileUploadEnhanced':
      return { ...question, ...common, maxCount: question.max };
    default:
      return { ...question, ...common };
  }
}
