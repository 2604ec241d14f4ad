import type { ExamQuestion } from '@mizan/shared';

/**
 * About how tall a question's exam view draws on a phone (px), measured on
 * the demo assessments: the space kept for it while its code loads, so the
 * questions below do not jump when it arrives (a jump under the reader's
 * finger is a wrong answer tapped). An estimate: a longer option or a
 * wider screen still moves the page a little, far less than a spinner's
 * 50 px becoming a 500 px board would.
 */
export function reservedExamHeight(question: ExamQuestion): number {
  switch (question.type) {
    case 'MCQ':
    case 'TrueOrFalse':
      // One option per line, 22 px each, 8 px apart.
      return 30 * question.options.length - 8;
    case 'RIASEC':
      return 26;
    case 'OrderComponent':
      return 64 * question.options.length + 18;
    case 'MatchQComponent':
      return 180 * question.options.length + 30;
    case 'LabelQComponent':
      return 180 * question.options.length + 40;
    case 'EssayComponent':
      return 160;
    case 'ImageHighlight':
      return 520;
    case 'FillTheBlank':
      return 48;
    case 'Numerical':
      return 32;
    case 'AudioComponent':
    case 'VideoComponent':
    case 'FileUploadEnhanced':
      return 32;
  }
}
