import { formatOf, protectEscapes, restoreEscapes, type GiftFormat } from './gift-text';

/** One question of a GIFT file, cut into its parts (escapes still protected, see gift-text.ts). */
export interface GiftQuestion {
  kind: 'question';
  /** `::name::`, or '' when the question has none. */
  name: string;
  /** The question text's format, which its answers and feedback take unless they name their own. */
  format: GiftFormat;
  /** The text before the answers, and after them when they stand in the middle (the missing-word form). */
  before: string;
  after: string;
  /** Whether the answers stand inside the text, where a blank is. */
  inText: boolean;
  /** What is between the braces (general feedback taken out), or null when there are no braces. */
  answers: string | null;
  generalFeedback: string;
  /** Why the question cannot be read (a brace without its pair). */
  problem?: string;
}
export type GiftBlock = GiftQuestion | { kind: 'category'; path: string };

/**
 * The questions of a GIFT file, as Moodle's reader finds them: a question
 * ends at a blank line, a line starting with `//` is a comment, `$CATEGORY:`
 * switches the category, `::name::` names the question, and its answers are
 * between the first `{` and the first `}` that are not escaped.
 */
export function splitGift(file: string): GiftBlock[] {
  const blocks: GiftBlock[] = [];
  let lines: string[] = [];
  const flush = () => {
    const text = lines
      .map((line) => (line.startsWith('//') ? ' ' : line))
      .join('\n')
      .trim();
    lines = [];
    if (text !== '') blocks.push(blockOf(protectEscapes(text)));
  };
  for (const raw of file.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/)) {
    const line = raw.trim();
    if (line === '') flush();
    else lines.push(line);
  }
  flush();
  return blocks;
}

function blockOf(whole: string): GiftBlock {
  if (whole.startsWith('$CATEGORY:')) return { kind: 'category', path: restoreEscapes(whole.slice('$CATEGORY:'.length).trim()) };
  let text = whole;
  let name = '';
  if (text.startsWith('::')) {
    const end = text.indexOf('::', 2);
    if (end >= 0) {
      name = restoreEscapes(text.slice(2, end)).replace(/\s+/g, ' ').trim();
      text = text.slice(end + 2).trim();
    } else text = text.slice(2);
  }
  const { format, text: body } = formatOf(text, 'moodle');
  const start = body.indexOf('{');
  const end = body.indexOf('}');
  const question: GiftQuestion = {
    kind: 'question',
    name,
    format,
    before: body,
    after: '',
    inText: false,
    answers: null,
    generalFeedback: '',
  };
  if (start < 0 && end < 0) return question;
  if (start < 0 || end < start) return { ...question, problem: 'Its braces { } do not pair up.' };
  let answers = body.slice(start + 1, end).trim();
  const feedbackAt = answers.lastIndexOf('####');
  const generalFeedback = feedbackAt >= 0 ? answers.slice(feedbackAt + 4) : '';
  if (feedbackAt >= 0) answers = answers.slice(0, feedbackAt).trim();
  const after = body.slice(end + 1);
  return { ...question, before: body.slice(0, start), after, inText: after.trim() !== '', answers, generalFeedback };
}
