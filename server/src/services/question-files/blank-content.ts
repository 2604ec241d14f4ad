import { htmlToText, newQuestionId, type RichText, type RichTextNode } from '@mizan/shared';

/** A piece of a gapped text: HTML around the gaps, or a gap with its accepted answers. */
export type GapPart = string | { answers: string[] };

/**
 * A FillTheBlank question's content and blanks from a gapped text: the HTML
 * between the gaps is read as text (tags stripped, as every rich text from
 * outside is), a paragraph per line, each gap a blank element in place.
 */
export function blankContent(parts: readonly GapPart[]): { content: RichText; blanks: { id: string; answers: string[]; value: string }[] } {
  const paragraphs: RichTextNode[][] = [[]];
  const blanks: { id: string; answers: string[]; value: string }[] = [];
  for (const part of parts) {
    if (typeof part === 'string') {
      htmlToText(part)
        .split(/\r\n|\r|\n/)
        .forEach((line, index) => {
          if (index > 0) paragraphs.push([]);
          if (line !== '') paragraphs[paragraphs.length - 1].push({ text: line });
        });
    } else {
      const id = newQuestionId();
      blanks.push({ id, answers: part.answers, value: '' });
      paragraphs[paragraphs.length - 1].push({ type: 'blank', blankId: id, children: [{ text: '' }] });
    }
  }
  const isEmpty = (children: RichTextNode[]) => children.every((node) => 'text' in node && !('type' in node) && node.text.trim() === '');
  while (paragraphs.length > 1 && isEmpty(paragraphs[0])) paragraphs.shift();
  while (paragraphs.length > 1 && isEmpty(paragraphs[paragraphs.length - 1])) paragraphs.pop();
  const content: RichText = paragraphs.map((children) => ({
    type: 'paragraph',
    // Slate wants text around inline elements.
    children: children.length === 0 ? [{ text: '' }] : withTextAround(children),
  }));
  return { content, blanks };
}

function withTextAround(children: RichTextNode[]): RichTextNode[] {
  const out: RichTextNode[] = [];
  for (const child of children) {
    const isInline = 'type' in child;
    if (isInline && (out.length === 0 || 'type' in out[out.length - 1])) out.push({ text: '' });
    out.push(child);
  }
  if (out.length > 0 && 'type' in out[out.length - 1]) out.push({ text: '' });
  return out;
}
