import { useEffect, useRef, useState } from 'react';
import type { RichText, RichTextNode } from '@mizan/shared';
import { isRichTextLeaf } from '@mizan/shared';
import type { RichTextEditorProps } from '../../components/rich-text/RichTextEditor';

/**
 * A stand-in for RichTextEditor in component tests (jsdom has no
 * beforeinput, which Slate types through): a textarea holding the value as
 * lines of text, each blank written as [[blank:ID]] and a line [[image:URL]]
 * read as a picture, and the same props and
 * editor API. Use it with
 *   jest.mock('../../components/rich-text/RichTextEditor', () => jest.requireActual('../test-support/FakeRichTextEditor').fakeRichTextEditorModule());
 */

const BLANK_TOKEN = /\[\[blank:([A-Za-z0-9_-]+)\]\]/g;
const IMAGE_LINE = /^\[\[image:(.+)\]\]$/;

function inlineText(nodes: readonly RichTextNode[]): string {
  return nodes
    .map((node) => {
      if (isRichTextLeaf(node)) return node.text;
      if (node.type === 'blank') return `[[blank:${node.blankId}]]`;
      return inlineText(node.children);
    })
    .join('');
}

/** The value as the textarea shows it: a line per top-level block. */
export function fakeText(value: RichText): string {
  return value
    .map((block) => {
      if (isRichTextLeaf(block)) return block.text;
      if (block.type === 'image') return `[[image:${block.url}]]`;
      return inlineText(block.children);
    })
    .join('\n');
}

/** The textarea's text back as paragraphs of text and blank markers. */
export function fakeValue(text: string): RichText {
  return text.split('\n').map((line): RichTextNode => {
    const image = IMAGE_LINE.exec(line);
    if (image) return { type: 'image', url: image[1], children: [{ text: '' }] };
    const children: RichTextNode[] = [];
    let last = 0;
    for (const match of line.matchAll(BLANK_TOKEN)) {
      children.push({ text: line.slice(last, match.index) });
      children.push({ type: 'blank', blankId: match[1], children: [{ text: '' }] });
      last = (match.index ?? 0) + match[0].length;
    }
    children.push({ text: line.slice(last) });
    return { type: 'paragraph', children };
  });
}

export function FakeRichTextEditor({
  value,
  onChange,
  placeholder,
  direction,
  ariaLabel,
  toolbarExtras,
  onEditorReady,
}: RichTextEditorProps) {
  const [text, setText] = useState(() => fakeText(value));
  const textRef = useRef(text);
  textRef.current = text;
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The real editor reports its API once, when it is made.
  const reportReady = useRef(onEditorReady);
  useEffect(() => {
    reportReady.current?.({
      insertBlank: (blankId) => {
        const next = `${textRef.current}[[blank:${blankId}]]`;
        setText(next);
        onChangeRef.current(fakeValue(next));
      },
    });
  }, []);

  return (
    <div>
      <div role="toolbar" aria-label="Text formatting">
        {toolbarExtras}
      </div>
      <textarea
        aria-label={ariaLabel}
        placeholder={placeholder}
        dir={direction}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          onChange(fakeValue(event.target.value));
        }}
      />
    </div>
  );
}

export function fakeRichTextEditorModule() {
  return { RichTextEditor: FakeRichTextEditor };
}
