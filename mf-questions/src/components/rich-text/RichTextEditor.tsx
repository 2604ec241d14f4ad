import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  FontSizeOutlined,
  ItalicOutlined,
  OrderedListOutlined,
  PictureOutlined,
  UnderlineOutlined,
  UnorderedListOutlined,
} from '@ant-design/icons';
import { Button, Divider, Typography, theme } from 'antd';
import Modal from 'antd/es/modal';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import { Editor, Node, Range, createEditor, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, Slate, useSlate, useSlateSelector, withReact, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import {
  RICH_TEXT_MAX_LENGTH,
  blankIdsOf,
  emptyRichText,
  isImageSource,
  richTextLength,
  richTextTooLongMessage,
  type RichText,
  type TextAlign,
} from '@mizan/shared';
import { ImageSourceInput } from '../image/ImageSourceInput';
import { BlankChip } from './BlankChip';
import {
  currentAlign,
  insertBlank,
  insertImage,
  isBlockActive,
  isMarkActive,
  setAlign,
  toggleBlock,
  toggleMark,
  type BlockKind,
  type Mark,
} from './editor-commands';

/** What a parent may do to the editor (FillTheBlank inserts its gaps). */
export interface RichTextEditorApi {
  /** Inserts a blank marker with this id at the cursor (at the end when the text was never clicked). */
  insertBlank(blankId: string): void;
}

export interface RichTextEditorProps {
  value: RichText;
  onChange: (value: RichText) => void;
  placeholder?: string;
  direction: 'ltr' | 'rtl';
  /** Most characters of text (blanks and images count 0); RICH_TEXT_MAX_LENGTH (100000, SPEC §5) unless told. */
  maxLength?: number;
  /** More toolbar buttons (FillTheBlank's 'Insert blank'). */
  toolbarExtras?: ReactNode;
  ariaLabel?: string;
  onEditorReady?: (api: RichTextEditorApi) => void;
}

/** Characters that may still be typed: the limit minus the text, plus what the selection will replace. */
function roomLeft(editor: Editor, maxLength: number): number {
  const selected = editor.selection && Range.isExpanded(editor.selection) ? Editor.string(editor, editor.selection).length : 0;
  return maxLength - richTextLength(editor.children) + selected;
}

/**
 * The editor's plugins: blanks are inline voids, images block voids, and no
 * typing, pasting or dropping can take the text past `maxLength` (what fits
 * is inserted, the rest refused and reported).
 */
function withMizan(editor: Editor, maxLength: () => number, onRefused: () => void): Editor {
  const { isInline, isVoid, insertText, insertFragment } = editor;
  editor.isInline = (element) => element.type === 'blank' || isInline(element);
  editor.isVoid = (element) => element.type === 'blank' || element.type === 'image' || isVoid(element);
  editor.insertText = (text, options) => {
    const room = roomLeft(editor, maxLength());
    if (text.length <= room) {
      insertText(text, options);
      return;
    }
    onRefused();
    if (room > 0) insertText(text.slice(0, room), options);
  };
  editor.insertFragment = (fragment, options) => {
    const room = roomLeft(editor, maxLength());
    if (richTextLength(fragment as RichText) <= room) {
      insertFragment(fragment, options);
      return;
    }
    onRefused();
    const text = fragment.map((node) => Node.string(node)).join(' ');
    if (room > 0) insertText(text.slice(0, room));
  };
  return editor;
}

const blockStyle = (align: TextAlign | undefined): CSSProperties => (align ? { textAlign: align } : {});

function BlankElementView({
  attributes,
  children,
  blankId,
}: {
  attributes: RenderElementProps['attributes'];
  children: ReactNode;
  blankId: string;
}) {
  const number = useSlateSelector((editor) => blankIdsOf(editor.children as RichText).indexOf(blankId) + 1);
  return (
    <span {...attributes} contentEditable={false} data-blank-id={blankId}>
      <BlankChip number={number > 0 ? number : undefined} />
      {children}
    </span>
  );
}

function renderElement({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'heading': {
      const Tag = element.level === 1 ? 'h2' : element.level === 2 ? 'h3' : 'h4';
      return (
        <Tag {...attributes} style={{ ...blockStyle(element.align), margin: '0.4em 0' }}>
          {children}
        </Tag>
      );
    }
    case 'list':
      return element.ordered ? (
        <ol {...attributes} style={{ margin: '0.25em 0', paddingInlineStart: 24 }}>
          {children}
        </ol>
      ) : (
        <ul {...attributes} style={{ margin: '0.25em 0', paddingInlineStart: 24 }}>
          {children}
        </ul>
      );
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'image':
      return (
        <div {...attributes}>
          <div contentEditable={false}>
            {isImageSource(element.url) ? (
              <img
                src={element.url}
                alt={element.alt ?? ''}
                style={{ display: 'block', maxWidth: '100%', maxHeight: 320, margin: '4px 0' }}
              />
            ) : (
              <Typography.Text type="secondary">[picture not allowed]</Typography.Text>
            )}
          </div>
          {children}
        </div>
      );
    case 'blank':
      return (
        <BlankElementView attributes={attributes} blankId={element.blankId}>
          {children}
        </BlankElementView>
      );
    default:
      return (
        <p {...attributes} style={{ ...blockStyle(element.align), margin: '0.25em 0' }}>
          {children}
        </p>
      );
  }
}

function renderLeaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  if (leaf.underline) content = <u>{content}</u>;
  if (leaf.superscript) content = <sup>{content}</sup>;
  if (leaf.subscript) content = <sub>{content}</sub>;
  return <span {...attributes}>{content}</span>;
}

function ToolButton({ label, icon, active, onPress }: { label: string; icon: ReactNode; active?: boolean; onPress: () => void }) {
  return (
    <Button
      size="small"
      type={active ? 'primary' : 'text'}
      ghost={active}
      icon={icon}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      title={label}
      // Keep the editor's selection: act on mouse down, before the editor loses focus.
      onMouseDown={(event) => {
        event.preventDefault();
        onPress();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          onPress();
        }
      }}
    />
  );
}

function Toolbar({ extras, onImage }: { extras?: ReactNode; onImage: () => void }) {
  const editor = useSlate();
  const mark = (name: Mark, label: string, icon: ReactNode) => (
    <ToolButton label={label} icon={icon} active={isMarkActive(editor, name)} onPress={() => toggleMark(editor, name)} />
  );
  const block = (kind: BlockKind, label: string, icon: ReactNode) => (
    <ToolButton label={label} icon={icon} active={isBlockActive(editor, kind)} onPress={() => toggleBlock(editor, kind)} />
  );
  const align = currentAlign(editor);
  const alignButton = (value: TextAlign, label: string, icon: ReactNode) => (
    <ToolButton label={label} icon={icon} active={align === value} onPress={() => setAlign(editor, value)} />
  );
  return (
    <div
      role="toolbar"
      aria-label="Text formatting"
      style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, padding: 4 }}
    >
      {mark('bold', 'Bold', <BoldOutlined />)}
      {mark('italic', 'Italic', <ItalicOutlined />)}
      {mark('underline', 'Underline', <UnderlineOutlined />)}
      <Divider orientation="vertical" />
      {block('heading', 'Heading', <FontSizeOutlined />)}
      {block('bulleted', 'Bulleted list', <UnorderedListOutlined />)}
      {block('numbered', 'Numbered list', <OrderedListOutlined />)}
      <Divider orientation="vertical" />
      {alignButton('left', 'Align left', <AlignLeftOutlined />)}
      {alignButton('center', 'Align center', <AlignCenterOutlined />)}
      {alignButton('right', 'Align right', <AlignRightOutlined />)}
      <Divider orientation="vertical" />
      <ToolButton label="Insert image" icon={<PictureOutlined />} onPress={onImage} />
      {extras && (
        <>
          <Divider orientation="vertical" />
          {extras}
        </>
      )}
    </div>
  );
}

/**
 * The rich-text editor of every question text (header, options, FillTheBlank
 * content, essay answers): Slate with history, a toolbar (bold, italic,
 * underline, heading, lists, alignment, image), FillTheBlank blanks shown as
 * numbered chips, and SPEC's 100000-character limit enforced on typing and
 * pasting, with a counter near the limit. The value is the shared RichText,
 * so what the editor holds is exactly what is saved.
 */
export function RichTextEditor({
  value,
  onChange,
  placeholder,
  direction,
  maxLength = RICH_TEXT_MAX_LENGTH,
  toolbarExtras,
  ariaLabel,
  onEditorReady,
}: RichTextEditorProps) {
  const { token } = theme.useToken();
  const [refused, setRefused] = useState(false);
  const [imageOpen, setImageOpen] = useState(false);
  const [focused, setFocused] = useState(false);
  const maxRef = useRef(maxLength);
  maxRef.current = maxLength;
  const [editor] = useState(() =>
    withMizan(
      withHistory(withReact(createEditor())),
      () => maxRef.current,
      () => setRefused(true),
    ),
  );
  const shown = useMemo<Descendant[]>(() => (value.length > 0 ? value : emptyRichText()), [value]);
  const length = useMemo(() => richTextLength(value), [value]);

  const readyRef = useRef(onEditorReady);
  readyRef.current = onEditorReady;
  useEffect(() => {
    readyRef.current?.({ insertBlank: (blankId) => insertBlank(editor, blankId) });
  }, [editor]);

  useEffect(() => {
    if (length < maxLength) setRefused(false);
  }, [length, maxLength]);

  const atLimit = length >= maxLength;
  const nearLimit = length >= maxLength * 0.9;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const marks: Record<string, Mark> = { b: 'bold', i: 'italic', u: 'underline' };
    const name = marks[event.key.toLowerCase()];
    if (name) {
      event.preventDefault();
      toggleMark(editor, name);
    }
  }

  return (
    <div
      className="mizan-rich-text-editor"
      style={{
        border: `1px solid ${focused ? token.colorPrimary : token.colorBorder}`,
        boxShadow: focused ? `0 0 0 2px ${token.colorPrimaryBg}` : undefined,
        borderRadius: token.borderRadius,
        background: token.colorBgContainer,
        transition: 'border-color 0.2s',
      }}
    >
      <Slate editor={editor} value={shown} onValueChange={(next) => onChange(next as RichText)}>
        <div
          style={{
            borderBottom: `1px solid ${token.colorBorderSecondary}`,
            background: token.colorFillQuaternary,
            borderRadius: `${token.borderRadius}px ${token.borderRadius}px 0 0`,
          }}
        >
          <Toolbar extras={toolbarExtras} onImage={() => setImageOpen(true)} />
        </div>
        <Editable
          dir={direction}
          aria-label={ariaLabel}
          aria-multiline
          placeholder={placeholder}
          // Slate draws its placeholder at a third of the text's opacity (about 2:1); the theme's placeholder colour holds 4.5:1.
          renderPlaceholder={({ attributes, children }) => (
            <span {...attributes} style={{ ...attributes.style, opacity: 1, color: token.colorTextPlaceholder }}>
              {children}
            </span>
          )}
          renderElement={renderElement}
          renderLeaf={renderLeaf}
          onKeyDown={onKeyDown}
          onFocus={() => setFocused(true)}
          onBlur={() => setFocused(false)}
          style={{ minHeight: 72, padding: '6px 11px', outline: 'none', textAlign: 'start', lineHeight: 1.6 }}
        />
      </Slate>
      {(nearLimit || refused) && (
        <div
          style={{ display: 'flex', justifyContent: 'space-between', gap: 8, padding: '2px 11px 4px', fontSize: token.fontSizeSM }}
          aria-live="polite"
        >
          <Typography.Text type={atLimit ? 'danger' : 'warning'} style={{ fontSize: token.fontSizeSM }}>
            {atLimit || refused ? richTextTooLongMessage(maxLength) : 'Close to the length limit'}
          </Typography.Text>
          <Typography.Text type={atLimit ? 'danger' : 'secondary'} style={{ fontSize: token.fontSizeSM }} data-testid="rich-text-counter">
            {length} / {maxLength}
          </Typography.Text>
        </div>
      )}
      <Modal title="Insert image" open={imageOpen} onCancel={() => setImageOpen(false)} footer={null} destroyOnHidden>
        <ImageSourceInput
          onChange={(url) => {
            if (url !== '' && isImageSource(url)) insertImage(editor, url);
            setImageOpen(false);
          }}
        />
      </Modal>
    </div>
  );
}
