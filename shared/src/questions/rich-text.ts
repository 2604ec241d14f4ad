import { decodeHTMLStrict } from 'entities/decode';
import { isImageSource } from './media-url';

/**
 * Rich text is stored as Slate-compatible JSON, never as HTML, so nothing a
 * staff member or an applicant types is ever injected into a page as markup.
 * The node types are declared here (not imported from slate) because this
 * file also runs on the server; mf-questions declares them as Slate's
 * CustomTypes (Element = RichTextElement, Text = RichTextLeaf).
 */

/** A run of text with its marks. */
export interface RichTextLeaf {
  text: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
  /** Raised text: the 2 of O(n²), kept from files that carry it (the editor shows it, has no button for it). */
  superscript?: boolean;
  /** Lowered text: the 2 of H₂O. */
  subscript?: boolean;
}

export const TEXT_ALIGNS = ['left', 'center', 'right', 'justify'] as const;
export type TextAlign = (typeof TEXT_ALIGNS)[number];

export interface ParagraphElement {
  type: 'paragraph';
  align?: TextAlign;
  children: RichTextNode[];
}

export interface HeadingElement {
  type: 'heading';
  level: 1 | 2 | 3;
  align?: TextAlign;
  children: RichTextNode[];
}

/** A bulleted (ordered false) or numbered list; its children are list-item elements. */
export interface ListElement {
  type: 'list';
  ordered: boolean;
  children: RichTextNode[];
}

export interface ListItemElement {
  type: 'list-item';
  children: RichTextNode[];
}

/** A block image (a void element: its children are one empty leaf, as Slate requires). */
export interface ImageElement {
  type: 'image';
  url: string;
  alt?: string;
  children: RichTextNode[];
}

/**
 * A FillTheBlank gap (an inline void element). It holds only the blank's id;
 * the accepted answers live in the question's `blanks`, never in the text.
 */
export interface BlankElement {
  type: 'blank';
  blankId: string;
  children: RichTextNode[];
}

export type RichTextElement = ParagraphElement | HeadingElement | ListElement | ListItemElement | ImageElement | BlankElement;

export type RichTextNode = RichTextElement | RichTextLeaf;

/** A rich-text value: Slate's top-level Descendant[]. */
export type RichText = RichTextNode[];

/** SPEC §5 / §9: the rich-text editor holds at most 100000 characters. */
export const RICH_TEXT_MAX_LENGTH = 100_000;

/** Deepest nesting accepted (list > list-item > paragraph > leaf is 4). */
export const RICH_TEXT_MAX_DEPTH = 8;

/** Most nodes accepted in one value, so a crafted value cannot exhaust the server. */
export const RICH_TEXT_MAX_NODES = 20_000;

/** How plainText shows a blank. */
export const BLANK_PLACEHOLDER = '_____';

const BLANK_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export function isRichTextLeaf(node: RichTextNode): node is RichTextLeaf {
  return !('type' in node);
}

const BLOCK_TYPES: ReadonlySet<string> = new Set(['paragraph', 'heading', 'list', 'list-item', 'image']);

function isBlock(node: RichTextNode): boolean {
  return !isRichTextLeaf(node) && BLOCK_TYPES.has(node.type);
}

function nodeText(node: RichTextNode, blankText: string): string {
  if (isRichTextLeaf(node)) return node.text;
  if (node.type === 'blank') return blankText;
  if (node.type === 'image') return '';
  return childrenText(node.children, blankText);
}

function childrenText(children: readonly RichTextNode[], blankText: string): string {
  let text = '';
  children.forEach((child, index) => {
    if (index > 0 && (isBlock(child) || isBlock(children[index - 1]))) text += '\n';
    text += nodeText(child, blankText);
  });
  return text;
}

/**
 * The text of a rich-text value: blocks on their own lines, blanks shown as
 * `blankText` (five underscores unless told), images left out.
 */
export function plainText(rich: RichText, blankText: string = BLANK_PLACEHOLDER): string {
  return childrenText(rich, blankText);
}

/** Characters of text the value holds (what the 100000 limit counts); blanks and images count 0. */
export function richTextLength(rich: RichText): number {
  let length = 0;
  const visit = (nodes: readonly RichTextNode[]) => {
    for (const node of nodes) {
      if (isRichTextLeaf(node)) length += node.text.length;
      else if (node.type !== 'blank') visit(node.children);
    }
  };
  visit(rich);
  return length;
}

/** SPEC §5: "Empty means no text and no image". Whitespace is not text; a blank alone is not text. */
export function isEmptyRichText(rich: RichText): boolean {
  const hasContent = (nodes: readonly RichTextNode[]): boolean =>
    nodes.some((node) => {
      if (isRichTextLeaf(node)) return node.text.trim().length > 0;
      if (node.type === 'image') return node.url.length > 0;
      if (node.type === 'blank') return false;
      return hasContent(node.children);
    });
  return !hasContent(rich);
}

/** The ids of the blanks in the text, in reading order, each once. */
export function blankIdsOf(rich: RichText): string[] {
  const ids: string[] = [];
  const visit = (nodes: readonly RichTextNode[]) => {
    for (const node of nodes) {
      if (isRichTextLeaf(node)) continue;
      if (node.type === 'blank') {
        if (!ids.includes(node.blankId)) ids.push(node.blankId);
      } else visit(node.children);
    }
  };
  visit(rich);
  return ids;
}

/** The images of the text, in reading order (for checks and for media clean-up). */
export function imageUrlsOf(rich: RichText): string[] {
  const urls: string[] = [];
  const visit = (nodes: readonly RichTextNode[]) => {
    for (const node of nodes) {
      if (isRichTextLeaf(node)) continue;
      if (node.type === 'image') urls.push(node.url);
      else visit(node.children);
    }
  };
  visit(rich);
  return urls;
}

/** A paragraph per line of `text`; an empty text gives one empty paragraph (what Slate needs to edit). */
export function richTextFromPlain(text: string): RichText {
  return text.split(/\r\n|\r|\n/).map((line) => ({ type: 'paragraph', children: [{ text: line }] }));
}

/** The empty value an editor starts from. */
export function emptyRichText(): RichText {
  return richTextFromPlain('');
}

// ---------------------------------------------------------------------------
// Reading values from outside: the seed's HTML strings and untrusted JSON.

/**
 * Every HTML character reference (`&eacute;`, `&#233;`, `&#xE9;`), by the
 * entities package; only complete ones with their ';', so 'AT&T' and '&copy2024'
 * stay as written. `&nbsp;` becomes a plain space: the editor's text has no
 * non-breaking ones.
 */
function decodeEntities(text: string): string {
  return decodeHTMLStrict(text.replace(/&nbsp;/gi, ' '));
}

/**
 * The text of an HTML fragment: script and style bodies and comments
 * dropped, line breaks and block ends turned into new lines, every other tag
 * removed, entities decoded. A '<' not followed by a letter or '/' is text
 * ('3 < 5' keeps its words).
 */
export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
      .replace(/<br\s*\/?>/gi, '\n')
      .replace(/<\/(p|div|li|h[1-6]|tr|blockquote)\s*>/gi, '\n')
      .replace(/<!--[\s\S]*?-->/g, '')
      .replace(/<\/?[a-z][^>]*>/gi, ''),
  );
}

/**
 * A legacy plain or HTML string as rich text: its text, tags stripped, a
 * paragraph per line (blank lines at either end dropped). Images whose
 * source is a safe URL are kept as image elements so "not empty" still holds.
 */
export function richTextFromLegacy(html: string): RichText {
  const images: ImageElement[] = [];
  for (const match of html.matchAll(/<img\b[^>]*\bsrc\s*=\s*("([^"]*)"|'([^']*)')[^>]*>/gi)) {
    const url = decodeEntities(match[2] ?? match[3] ?? '');
    if (isImageSource(url)) images.push({ type: 'image', url, children: [{ text: '' }] });
  }
  const lines = htmlToText(html).split(/\r\n|\r|\n/);
  while (lines.length > 0 && lines[0].trim() === '') lines.shift();
  while (lines.length > 0 && lines[lines.length - 1].trim() === '') lines.pop();
  const paragraphs: RichText = lines.map((line) => ({ type: 'paragraph', children: [{ text: line }] }));
  const value: RichText = [...paragraphs, ...images];
  return value.length > 0 ? value : emptyRichText();
}

/** The first problem found in an untrusted value, or the value rebuilt with known keys only. */
export type RichTextCheck = { ok: true; value: RichText } | { ok: false; problem: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Checks an untrusted rich-text value (strict: what the server accepts) and
 * rebuilds it from known keys only, so stray properties never reach a renderer.
 */
export function checkRichText(value: unknown, maxLength: number = RICH_TEXT_MAX_LENGTH): RichTextCheck {
  let nodes = 0;
  let length = 0;
  let problem: string | null = null;

  const fail = (message: string): null => {
    problem ??= message;
    return null;
  };

  const readChildren = (raw: unknown, depth: number): RichTextNode[] | null => {
    if (!Array.isArray(raw)) return fail('Rich text children must be a list');
    const children: RichTextNode[] = [];
    for (const item of raw) {
      const node = readNode(item, depth);
      if (node === null) return null;
      children.push(node);
    }
    return children;
  };

  const voidChildren = (raw: unknown): RichTextNode[] | null => {
    if (raw !== undefined && !Array.isArray(raw)) return fail('Rich text children must be a list');
    return [{ text: '' }];
  };

  const readNode = (raw: unknown, depth: number): RichTextNode | null => {
    nodes += 1;
    if (nodes > RICH_TEXT_MAX_NODES) return fail('Rich text has too many parts');
    if (depth > RICH_TEXT_MAX_DEPTH) return fail('Rich text is nested too deeply');
    if (!isRecord(raw)) return fail('Rich text holds something that is not a node');
    if (!('type' in raw)) {
      if (typeof raw.text !== 'string') return fail('Rich text leaf has no text');
      length += raw.text.length;
      if (length > maxLength) return fail(richTextTooLongMessage(maxLength));
      const leaf: RichTextLeaf = { text: raw.text };
      if (raw.bold === true) leaf.bold = true;
      if (raw.italic === true) leaf.italic = true;
      if (raw.underline === true) leaf.underline = true;
      if (raw.superscript === true) leaf.superscript = true;
      else if (raw.subscript === true) leaf.subscript = true;
      return leaf;
    }
    const align =
      typeof raw.align === 'string' && (TEXT_ALIGNS as readonly string[]).includes(raw.align) ? (raw.align as TextAlign) : undefined;
    switch (raw.type) {
      case 'paragraph':
      case 'list-item': {
        const children = readChildren(raw.children, depth + 1);
        if (children === null) return null;
        const withText = children.length > 0 ? children : [{ text: '' }];
        if (raw.type === 'list-item') return { type: 'list-item', children: withText };
        return align ? { type: 'paragraph', align, children: withText } : { type: 'paragraph', children: withText };
      }
      case 'heading': {
        const level = raw.level === 1 || raw.level === 2 || raw.level === 3 ? raw.level : null;
        if (level === null) return fail('Heading level must be 1, 2 or 3');
        const children = readChildren(raw.children, depth + 1);
        if (children === null) return null;
        const heading: HeadingElement = { type: 'heading', level, children: children.length > 0 ? children : [{ text: '' }] };
        if (align) heading.align = align;
        return heading;
      }
      case 'list': {
        const children = readChildren(raw.children, depth + 1);
        if (children === null) return null;
        return { type: 'list', ordered: raw.ordered === true, children: children.length > 0 ? children : [{ text: '' }] };
      }
      case 'image': {
        if (typeof raw.url !== 'string' || !isImageSource(raw.url)) return fail('Image address is not allowed');
        const children = voidChildren(raw.children);
        if (children === null) return null;
        const image: ImageElement = { type: 'image', url: raw.url, children };
        if (typeof raw.alt === 'string') {
          if (raw.alt.length > 1000) return fail('Image description is too long');
          image.alt = raw.alt;
        }
        return image;
      }
      case 'blank': {
        if (typeof raw.blankId !== 'string' || !BLANK_ID_PATTERN.test(raw.blankId)) return fail('Blank has no valid id');
        const children = voidChildren(raw.children);
        if (children === null) return null;
        return { type: 'blank', blankId: raw.blankId, children };
      }
      default:
        return fail('Unknown rich text element');
    }
  };

  const rebuilt = readChildren(value === undefined ? null : value, 1);
  if (rebuilt === null || problem !== null) return { ok: false, problem: problem ?? 'Rich text must be a list' };
  return { ok: true, value: rebuilt };
}

/** Our message for text over the limit (SPEC gives the limit, not the words). */
export function richTextTooLongMessage(maxLength: number = RICH_TEXT_MAX_LENGTH): string {
  return `Text must be ${maxLength} characters or less`;
}

/**
 * Reads rich text leniently, as stored data comes: a Slate value is checked
 * and rebuilt; a legacy plain or HTML string becomes paragraphs of its text;
 * anything else (or a value that fails the check) becomes an empty value,
 * apart from a string's text which is always kept.
 */
export function readRichText(value: unknown): RichText {
  if (typeof value === 'string') return richTextFromLegacy(value);
  if (value === undefined || value === null) return emptyRichText();
  const checked = checkRichText(value, Number.MAX_SAFE_INTEGER);
  if (checked.ok) return checked.value.length > 0 ? checked.value : emptyRichText();
  return richTextFromPlain(salvageText(value));
}

/** Every `text` string found in a value that failed the check, a line per block, so no words are lost. */
function salvageText(value: unknown): string {
  const lines: string[] = [];
  let budget = RICH_TEXT_MAX_NODES;
  const visit = (raw: unknown, depth: number): string => {
    budget -= 1;
    if (budget < 0 || depth > RICH_TEXT_MAX_DEPTH * 4) return '';
    if (typeof raw === 'string') return htmlToText(raw);
    if (Array.isArray(raw)) return raw.map((item) => visit(item, depth + 1)).join('');
    if (!isRecord(raw)) return '';
    if (typeof raw.text === 'string') return raw.text;
    return visit(raw.children, depth + 1);
  };
  if (Array.isArray(value)) for (const block of value) lines.push(visit(block, 1));
  else lines.push(visit(value, 1));
  return lines.join('\n');
}
