import { plainText, type Question } from '@mizan/shared';

/**
 * The words the bank's full-text search looks in: the header, and what the
 * applicant reads in the options, blanks' text, labels and word bank. Answer
 * keys (a blank's accepted answers) are left out, so a search never tells
 * which option is right any more than the question itself does.
 */
export function bankSearchText(question: Question): string {
  const parts: string[] = [plainText(question.header)];
  switch (question.type) {
    case 'MCQ':
    case 'RIASEC':
      parts.push(...question.options.map((option) => plainText(option.option)));
      break;
    case 'FillTheBlank':
      parts.push(plainText(question.content), ...question.options.map((option) => option.option));
      break;
    case 'OrderComponent':
      parts.push(...question.options.map((option) => plainText(option.option)));
      break;
    case 'MatchQComponent':
      parts.push(...[...question.options, ...question.PossibleAnswers].map((option) => plainText(option.option)));
      break;
    case 'LabelQComponent':
      parts.push(...question.labels.map((label) => label.value));
      break;
    default:
      break;
  }
  return parts.filter((part) => part.trim() !== '').join('\n');
}
