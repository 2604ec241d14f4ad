import { plainText, type Question } from '@mizan/shared';
import type { ExportEntry } from './export-source';
import { escapeGift } from './gift-text';
import { absoluteTolerance } from './moodle-numerical';
import { richTextHtml } from './rich-text-html';
import { escapeXml } from './xml-document';

type Of<T extends Question['type']> = Extract<Question, { type: T }>;

/** Why a question is left out of a GIFT file. */
const GIFT_CANNOT_CARRY: Partial<Record<Question['type'], string>> = {
  VideoComponent: 'GIFT has no video-recording question.',
  AudioComponent: 'GIFT has no audio-recording question.',
  RIASEC: 'GIFT has no interest-profile question.',
  ImageHighlight: 'GIFT has no draw-on-the-picture question.',
  LabelQComponent: 'GIFT has no drag-onto-a-picture question.',
  OrderComponent: 'GIFT has no ordering question.',
  FileUploadEnhanced: 'GIFT has no file-upload question.',
};
const SEVERAL_BLANKS = 'GIFT holds one blank per question.';
const WORD_BANK = 'GIFT has no word bank.';
const REQUIRED_UNIT = 'GIFT has no units, and this question requires one.';

/**
 * Our HTML in the file: escaped for GIFT (the question text says `[html]`,
 * and its answers take that format); a line break inside a text is `<br>`,
 * as HTML reads a bare one as a space.
 */
const html = (text: string) => escapeGift(text.replace(/\r?\n/g, '<br>'));
/** Plain text (feedback) inside `[html]` answers. */
const textAsHtml = (text: string) => escapeGift(escapeXml(text));
const feedbackOf = (text: string) => (text.trim() === '' ? '' : `#${textAsHtml(text)}`);
/** A weight as GIFT writes it: at most five decimals, as Moodle's own fractions are. */
const weight = (percent: number) => `%${Math.round(percent * 100000) / 100000}%`;

/**
 * An MCQ: one right option is `=`; several are weighted so Moodle scores
 * them as near ours as it can: partly right, each right tick its share and
 * each wrong tick taking one share back; all or nothing, each right tick its
 * share and any wrong tick everything (Moodle still gives a share for each
 * right tick when some are missing).
 */
function mcqAnswers(question: Of<'MCQ'>): string[] {
  const right = question.options.filter((option) => option.isTrue).length;
  const single = !question.isPartial && right === 1;
  const share = 100 / Math.max(1, right);
  return question.options.map((option) => {
    const text = html(richTextHtml(option.option));
    const mark = single ? (option.isTrue ? '=' : '~') : `~${weight(option.isTrue ? share : question.isPartial ? -share : -100)}`;
    return `${mark}${text}${feedbackOf(option.authorNote)}`;
  });
}

/** A Numerical question's answers: relative tolerances become the absolute ones they stand for (GIFT's are absolute). */
function numericalAnswers(question: Of<'Numerical'>): string[] {
  return question.answers.map(
    (answer) => `=${weight(answer.credit)}${escapeGift(answer.value)}:${absoluteTolerance(answer)}${feedbackOf(answer.feedback)}`,
  );
}

/** The text and the answer block of a question, or why GIFT cannot carry it. */
function parts(question: Question): { before: string; answers: string[] | string; after?: string; numerical?: boolean } | string {
  const header = `[html]${html(richTextHtml(question.header))}`;
  switch (question.type) {
    case 'MCQ':
      return { before: header, answers: mcqAnswers(question) };
    case 'TrueOrFalse':
      return { before: header, answers: question.options[0].isTrue ? 'TRUE' : 'FALSE' };
    case 'EssayComponent':
      return { before: header, answers: '' };
    case 'MatchQComponent': {
      const answerText = (id: string) => plainText(question.PossibleAnswers.find((answer) => answer.id === id)?.option ?? []);
      return {
        before: header,
        answers: question.options.map(
          (option, index) => `=${html(richTextHtml(option.option))} -> ${escapeGift(answerText(question.correctPossibleAnswers[index]))}`,
        ),
      };
    }
    case 'Numerical':
      if (question.unitHandling === 'required') return REQUIRED_UNIT;
      return { before: header, answers: numericalAnswers(question), numerical: true };
    case 'FillTheBlank': {
      if (question.blanks.length !== 1) return SEVERAL_BLANKS;
      if (question.options.length > 0) return WORD_BANK;
      const keys = question.blanks[0].answers.filter((answer) => answer.trim() !== '').map((answer) => `=${escapeGift(answer)}`);
      const marker = '\uE020';
      const [before, after] = richTextHtml(question.content, () => marker).split(marker);
      // The blank alone under the question: the answers follow the question text.
      if (plainText(question.content, '').trim() === '') return { before: header, answers: keys };
      return { before: `[html]${html(before)}`, answers: keys, after: html(after) };
    }
    default:
      return GIFT_CANNOT_CARRY[question.type] ?? 'GIFT cannot carry this question.';
  }
}

/** The questions as a GIFT text file, a `$CATEGORY:` per subject; the ones GIFT cannot hold are named in comments and counted in `skipped`. */
export function writeGift(entries: readonly ExportEntry[]): { text: string; skipped: number } {
  const blocks: string[] = [];
  let category: string | null = null;
  let skipped = 0;
  for (const { question, subject } of entries) {
    const written = parts(question);
    if (typeof written === 'string') {
      skipped += 1;
      blocks.push(`// ${question.type} question ${question.id} left out: ${written}`);
      continue;
    }
    const path = subject ? `$course$/top/${subject.replace(/\//g, '//')}` : '$course$/top';
    if (path !== category) {
      category = path;
      blocks.push(`$CATEGORY: ${path.replace(/\s+/g, ' ')}`);
    }
    const name = question.headertxt.replace(/\s+/g, ' ').trim().slice(0, 255);
    const generalFeedback = question.feedback.trim() === '' ? '' : `####${textAsHtml(question.feedback)}`;
    const answers =
      typeof written.answers === 'string' ? written.answers : `\n${written.answers.map((answer) => `\t${answer}\n`).join('')}`;
    blocks.push(
      `${name ? `::${escapeGift(name)}::` : ''}${written.before}{${written.numerical ? '#' : ''}${answers}${generalFeedback}}${written.after ?? ''}`,
    );
  }
  return { text: `${blocks.join('\n\n')}\n`, skipped };
}
