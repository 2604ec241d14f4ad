import { Editor, Element as SlateElement, Range, Transforms, type Descendant } from 'slate';
import type { ListElement, RichTextElement, TextAlign } from '@mizan/shared';

/** The marks the toolbar toggles (RichTextLeaf's flags). */
export type Mark = 'bold' | 'italic' | 'underline';

/** The block kinds the toolbar toggles. */
export type BlockKind = 'heading' | 'bulleted' | 'numbered';

export function isMarkActive(editor: Editor, mark: Mark): boolean {
  const marks = Editor.marks(editor);
  return marks ? marks[mark] === true : false;
}

export function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function listOrdered(kind: BlockKind): boolean | null {
  if (kind === 'bulleted') return false;
  if (kind === 'numbered') return true;
  return null;
}

export function isBlockActive(editor: Editor, kind: BlockKind): boolean {
  const { selection } = editor;
  if (!selection) return false;
  const ordered = listOrdered(kind);
  const [match] = Array.from(
    Editor.nodes(editor, {
      at: Editor.unhangRange(editor, selection),
      match: (node) =>
        SlateElement.isElement(node) && (ordered === null ? node.type === 'heading' : node.type === 'list' && node.ordered === ordered),
    }),
  );
  return match !== undefined;
}

const isList = (node: unknown): node is ListElement => SlateElement.isElement(node) && node.type === 'list';

/** Heading on/off, or a bulleted/numbered list on/off, for the selected blocks (Slate's rich-text example). */
export function toggleBlock(editor: Editor, kind: BlockKind): void {
  const active = isBlockActive(editor, kind);
  Transforms.unwrapNodes(editor, { match: isList, split: true });
  const textBlock = (node: unknown) =>
    SlateElement.isElement(node) && (node.type === 'paragraph' || node.type === 'heading' || node.type === 'list-item');
  const ordered = listOrdered(kind);
  if (active) {
    Transforms.setNodes<RichTextElement>(editor, { type: 'paragraph' } as Partial<RichTextElement>, { match: textBlock });
    return;
  }
  if (ordered === null) {
    Transforms.setNodes<RichTextElement>(editor, { type: 'heading', level: 2 } as Partial<RichTextElement>, { match: textBlock });
    return;
  }
  Transforms.setNodes<RichTextElement>(editor, { type: 'list-item' } as Partial<RichTextElement>, { match: textBlock });
  Transforms.wrapNodes(
    editor,
    { type: 'list', ordered, children: [] },
    { match: (node) => SlateElement.isElement(node) && node.type === 'list-item' },
  );
}

const alignable = (node: unknown) => SlateElement.isElement(node) && (node.type === 'paragraph' || node.type === 'heading');

export function currentAlign(editor: Editor): TextAlign | undefined {
  if (!editor.selection) return undefined;
  const [match] = Array.from(Editor.nodes(editor, { at: Editor.unhangRange(editor, editor.selection), match: alignable }));
  if (!match) return undefined;
  const [node] = match;
  return SlateElement.isElement(node) && (node.type === 'paragraph' || node.type === 'heading') ? node.align : undefined;
}

/** Align the selected paragraphs and headings; choosing the current alignment again clears it. */
export function setAlign(editor: Editor, align: TextAlign): void {
  const next = currentAlign(editor) === align ? undefined : align;
  if (next === undefined) Transforms.unsetNodes(editor, 'align', { match: alignable });
  else Transforms.setNodes<RichTextElement>(editor, { align: next } as Partial<RichTextElement>, { match: alignable });
}

/** Puts the cursor at the end when the editor has none (a toolbar used before the text was clicked). */
function ensureSelection(editor: Editor): void {
  if (!editor.selection) Transforms.select(editor, Editor.end(editor, []));
}

export function insertImage(editor: Editor, url: string): void {
  ensureSelection(editor);
  const nodes: Descendant[] = [
    { type: 'image', url, children: [{ text: '' }] },
    { type: 'paragraph', children: [{ text: '' }] },
  ];
  Transforms.insertNodes(editor, nodes);
}

export function insertBlank(editor: Editor, blankId: string): void {
  ensureSelection(editor);
  if (editor.selection && Range.isExpanded(editor.selection)) Transforms.delete(editor);
  Transforms.insertNodes(editor, { type: 'blank', blankId, children: [{ text: '' }] });
  Transforms.move(editor);
}
