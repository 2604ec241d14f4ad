import { LIMITS, plainText } from '@mizan/shared';
import { richTextOfHtml } from './html-rich-text';
import { bodyHtml, type QtiFiles } from './qti-body';
import { attributesOf, childrenOf, nodeName, type OrderedNode } from './xml-document';

const FEEDBACK = new Set(['qti-modal-feedback', 'qti-feedback-block', 'qti-feedback-inline']);

/**
 * An item's feedback as plain text (feedback here is plain text): what sits
 * inside a choice is that choice's feedback; the rest (modal, block and other
 * inline feedback) becomes the question's feedback, a line each, named by the
 * outcome value that shows it when that is a word ("correct: Well done."). Pictures in feedback
 * are dropped with a note.
 */
export function feedbackOf(item: readonly OrderedNode[], files: QtiFiles): { general: string; byChoice: Map<string, string> } {
  const lines: string[] = [];
  const byChoice = new Map<string, string>();
  const textOf = (node: OrderedNode) => {
    const notes: string[] = [];
    const text = plainText(
      richTextOfHtml(
        bodyHtml(childrenOf(node), () => null, { ...files, notes }),
        notes,
      ),
    ).trim();
    if (notes.length > 0) files.notes.push("Feedback's pictures and media were dropped: feedback here is plain text.");
    return text;
  };
  const visit = (list: readonly OrderedNode[], choice: string | null) => {
    for (const node of list) {
      const name = nodeName(node);
      if (name === null) continue;
      if (FEEDBACK.has(name)) {
        const text = textOf(node);
        if (text === '') continue;
        if (choice !== null && name === 'qti-feedback-inline') byChoice.set(choice, text);
        else {
          // A worded outcome value says when the feedback shows ("correct: …"); a generated one says nothing to a reader.
          const when = attributesOf(node).identifier ?? '';
          lines.push(/^[a-z][a-z -]{0,19}$/i.test(when) ? `${when}: ${text}` : text);
        }
        continue;
      }
      visit(childrenOf(node), name === 'qti-simple-choice' ? (attributesOf(node).identifier ?? null) : choice);
    }
  };
  visit(item, null);
  return { general: [...new Set(lines)].join('\n').slice(0, LIMITS.note), byChoice };
}
