import { Parser } from 'htmlparser2';
import { emptyRichText, isImageSource, newQuestionId, type RichText, type RichTextLeaf, type RichTextNode } from '@mizan/shared';

/** Where a gap stands in HTML given to richTextOfHtml: GAP_START + its index + GAP_END (private-use characters). */
const GAP_START = '\uE000';
const GAP_END = '\uE001';

type Mark = 'bold' | 'italic' | 'underline' | 'superscript' | 'subscript';
const MARK_TAGS: Record<string, Mark> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
  ins: 'underline',
  sup: 'superscript',
  sub: 'subscript',
};
const BREAKS = new Set(['p', 'div', 'blockquote', 'tr', 'table', 'pre', 'br', 'hr', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const SKIPPED = new Set(['script', 'style', 'head', 'title']);
const SOUND_OR_VIDEO = /\.(mp3|m4a|ogg|oga|wav|aac|mp4|m4v|webm|ogv|mov)(\?|#|$)/i;
const IMAGE_ALT_MAX_LENGTH = 1000;

function shortAddress(url: string): string {
  return url.length > 60 ? `${url.slice(0, 57)}…` : url;
}

/**
 * An HTML fragment from a question file as our rich text, read with a real
 * HTML parser: paragraphs, headings, lists, bold/italic/underline and
 * superscript/subscript kept; each picture a block image where it stood, with
 * its alt text, when its address is one a question may show; a gap marker
 * (GAP_START n GAP_END) becomes the blank `blankIds[n]` in place. What cannot
 * come in (an unsafe or missing picture, an embedded sound or video) is said
 * in `notes`.
 */
export function richTextOfHtml(html: string, notes: string[], blankIds: readonly string[] = []): RichText {
  const blocks: RichTextNode[] = [];
  const lists: { type: 'list'; ordered: boolean; children: RichTextNode[] }[] = [];
  const marks: Record<Mark, number> = { bold: 0, italic: 0, underline: 0, superscript: 0, subscript: 0 };
  let line: RichTextNode[] = [];
  let heading: 1 | 2 | 3 | null = null;
  let inItem = false;
  let skipping = 0;
  let pendingText = '';

  const pushText = (text: string) => {
    if (text === '') return;
    const leaf: RichTextLeaf = { text };
    for (const mark of Object.keys(marks) as Mark[]) if (marks[mark] > 0) leaf[mark] = true;
    if (leaf.superscript && leaf.subscript) delete leaf.subscript;
    const last = line[line.length - 1];
    if (last && !('type' in last) && sameMarks(last, leaf)) last.text += text;
    else line.push(leaf);
  };
  const flushText = () => {
    const text = pendingText.replace(/[ \t\n\r\f\u00a0]+/g, ' ');
    pendingText = '';
    let rest = text;
    for (;;) {
      const start = rest.indexOf(GAP_START);
      const end = start < 0 ? -1 : rest.indexOf(GAP_END, start);
      if (start < 0 || end < 0) break;
      pushText(rest.slice(0, start));
      const blankId = blankIds[Number(rest.slice(start + 1, end))];
      if (blankId) line.push({ type: 'blank', blankId, children: [{ text: '' }] });
      rest = rest.slice(end + 1);
    }
    pushText(rest);
  };
  const flushLine = () => {
    flushText();
    const children = tidyLine(line);
    line = [];
    if (!children) return;
    if (lists.length > 0 && inItem) lists[0].children.push({ type: 'list-item', children });
    else if (heading) blocks.push({ type: 'heading', level: heading, children });
    else blocks.push({ type: 'paragraph', children });
  };

  const parser = new Parser(
    {
      onopentag(name, attributes) {
        if (SKIPPED.has(name)) skipping += 1;
        if (skipping > 0) return;
        if (BREAKS.has(name)) flushLine();
        if (name in MARK_TAGS) {
          flushText();
          marks[MARK_TAGS[name]] += 1;
        } else if (/^h[1-6]$/.test(name)) heading = Math.min(3, Number(name[1])) as 1 | 2 | 3;
        else if (name === 'li') inItem = true;
        else if (name === 'ul' || name === 'ol') {
          if (lists.length === 0) {
            const list = { type: 'list' as const, ordered: name === 'ol', children: [] as RichTextNode[] };
            blocks.push(list);
            lists.push(list);
          } else lists.push(lists[0]);
        } else if (name === 'img') {
          flushLine();
          const url = attributes.src ?? '';
          if (url.startsWith('@@PLUGINFILE@@')) notes.push(`A picture was dropped: the file does not carry it (${shortAddress(url)}).`);
          else if (!isImageSource(url)) notes.push(`A picture was dropped: its address is not allowed (${shortAddress(url)}).`);
          else {
            const alt = (attributes.alt ?? '').trim().slice(0, IMAGE_ALT_MAX_LENGTH);
            blocks.push(alt ? { type: 'image', url, alt, children: [{ text: '' }] } : { type: 'image', url, children: [{ text: '' }] });
          }
        } else if (['audio', 'video', 'source', 'embed', 'object', 'iframe'].includes(name)) {
          const url = attributes.src ?? attributes.data ?? '';
          if (name !== 'source' || url)
            notes.push(`An embedded ${name === 'iframe' ? 'page' : 'sound or video'} was dropped${url ? ` (${shortAddress(url)})` : ''}.`);
        } else if (name === 'a' && SOUND_OR_VIDEO.test(attributes.href ?? '')) {
          notes.push(`A linked sound or video was dropped (${shortAddress(attributes.href ?? '')}); the link's words are kept.`);
        }
      },
      ontext(text) {
        if (skipping === 0) pendingText += text;
      },
      onclosetag(name) {
        if (SKIPPED.has(name)) {
          skipping = Math.max(0, skipping - 1);
          return;
        }
        if (skipping > 0) return;
        if (name in MARK_TAGS) {
          flushText();
          marks[MARK_TAGS[name]] = Math.max(0, marks[MARK_TAGS[name]] - 1);
        } else if (BREAKS.has(name)) {
          flushLine();
          if (/^h[1-6]$/.test(name)) heading = null;
          if (name === 'li') inItem = false;
          if (name === 'ul' || name === 'ol') lists.pop();
        }
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  );
  parser.write(html);
  parser.end();
  flushLine();
  const value = blocks.filter((block) => !('type' in block) || block.type !== 'list' || block.children.length > 0);
  return value.length > 0 ? value : emptyRichText();
}

function sameMarks(a: RichTextLeaf, b: RichTextLeaf): boolean {
  return (['bold', 'italic', 'underline', 'superscript', 'subscript'] as const).every((mark) => a[mark] === b[mark]);
}

/** A line's children with its outer spaces trimmed and text around each blank (Slate wants it); null when it holds nothing. */
function tidyLine(children: RichTextNode[]): RichTextNode[] | null {
  const first = children[0];
  if (first && !('type' in first)) first.text = first.text.trimStart();
  const last = children[children.length - 1];
  if (last && !('type' in last)) last.text = last.text.trimEnd();
  const kept = children.filter((child) => 'type' in child || child.text !== '');
  if (kept.length === 0) return null;
  const out: RichTextNode[] = [];
  for (const child of kept) {
    if ('type' in child && (out.length === 0 || 'type' in out[out.length - 1])) out.push({ text: '' });
    out.push(child);
  }
  if ('type' in out[out.length - 1]) out.push({ text: '' });
  return out;
}

/** A piece of a gapped text: HTML around the gaps, or a gap with its accepted answers. */
export type GapPart = string | { answers: string[] };

/** A gapped text (HTML around gaps) as FillTheBlank content and blanks, pictures and marks kept. */
export function gapRichText(
  parts: readonly GapPart[],
  notes: string[],
): { content: RichText; blanks: { id: string; answers: string[]; value: string }[] } {
  const blanks: { id: string; answers: string[]; value: string }[] = [];
  const html = parts
    .map((part) => {
      if (typeof part === 'string') return part;
      blanks.push({ id: newQuestionId(), answers: part.answers, value: '' });
      return `${GAP_START}${blanks.length - 1}${GAP_END}`;
    })
    .join('');
  return {
    content: richTextOfHtml(
      html,
      notes,
      blanks.map((blank) => blank.id),
    ),
    blanks,
  };
}
