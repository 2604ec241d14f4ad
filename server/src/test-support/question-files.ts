import fs from 'node:fs';
import path from 'node:path';
import { zipSync } from 'fflate';
import { plainText, type Question } from '@mizan/shared';

/** The fixtures folder: Moodle XML files and a QTI 3.0 package's files. */
export const FIXTURES = path.resolve(__dirname, '../../test-fixtures/question-files');

export function fixture(name: string): Buffer {
  return fs.readFileSync(path.join(FIXTURES, name));
}

/** The QTI fixture folder zipped as a package. */
export function qtiFixturePackage(): Buffer {
  const root = path.join(FIXTURES, 'qti3-package');
  const files: Record<string, Uint8Array> = {};
  const visit = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(full);
      else files[path.relative(root, full).split(path.sep).join('/')] = fs.readFileSync(full);
    }
  };
  visit(root);
  return Buffer.from(zipSync(files));
}

const text = (rich: Question['header']) => plainText(rich).trim();

/**
 * What a question says, with its ids left out (a file gives new ids): type,
 * mark, header, and each type's answer key in words. Two questions with the
 * same summary are the same question to an applicant and a grader.
 */
export function summary(question: Question): Record<string, unknown> {
  const base = { type: question.type, totalMark: question.totalMark, header: text(question.header) };
  switch (question.type) {
    case 'MCQ':
      return {
        ...base,
        isPartial: question.isPartial,
        options: question.options.map((option) => `${option.isTrue ? '+' : '-'}${text(option.option)}`),
      };
    case 'TrueOrFalse':
      return { ...base, right: question.options.find((option) => option.isTrue)?.id };
    case 'FillTheBlank':
      return {
        ...base,
        content: plainText(question.content, '_').trim(),
        blanks: question.blanks.map((blank) => [...blank.answers].sort()),
        words: question.options.map((option) => option.option).sort(),
      };
    case 'OrderComponent':
      return {
        ...base,
        order: question.correctOptions.map((id) => text(question.options.find((option) => option.id === id)?.option ?? [])),
      };
    case 'MatchQComponent':
      return {
        ...base,
        pairs: question.options.map(
          (option, index) =>
            `${text(option.option)} → ${text(question.PossibleAnswers.find((answer) => answer.id === question.correctPossibleAnswers[index])?.option ?? [])}`,
        ),
        answers: question.PossibleAnswers.map((answer) => text(answer.option)).sort(),
      };
    case 'EssayComponent':
      return { ...base, wordlimit: question.wordlimit, placeholder: question.answerPlaceHolder };
    case 'FileUploadEnhanced':
      return { ...base, max: question.max };
    default:
      return base;
  }
}
