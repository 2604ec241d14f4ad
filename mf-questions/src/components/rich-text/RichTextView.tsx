import { Fragment, type CSSProperties, type ReactNode } from 'react';
import { isImageSource, isRichTextLeaf, type RichText, type RichTextNode, type TextAlign } from '@mizan/shared';
import { BlankChip } from './BlankChip';
import { paragraphDirection } from './paragraph-direction';

export interface RichTextViewProps {
  value: RichText;
  /** What stands in a FillTheBlank gap (an input, a select, the applicant's word); a '_____' chip unless told. */
  renderBlank?: (blankId: string) => ReactNode;
  direction?: 'ltr' | 'rtl';
}

const alignStyle = (align: TextAlign | undefined): CSSProperties => (align ? { textAlign: align } : {});

function renderNodes(nodes: readonly RichTextNode[], renderBlank: (blankId: string) => ReactNode, path: string): ReactNode[] {
  return nodes.map((node, index) => {
    const key = `${path}.${index}`;
    if (isRichTextLeaf(node)) {
      // Text is a React text child: '<script>' in it shows as those characters.
      let content: ReactNode = node.text;
      if (node.bold) content = <strong>{content}</strong>;
      if (node.italic) content = <em>{content}</em>;
      if (node.underline) content = <u>{content}</u>;
      if (node.superscript) content = <sup>{content}</sup>;
      if (node.subscript) content = <sub>{content}</sub>;
      return <Fragment key={key}>{content}</Fragment>;
    }
    const children = () => renderNodes(node.children, renderBlank, key);
    switch (node.type) {
      case 'paragraph':
        return (
          <p key={key} dir={paragraphDirection(node.children)} style={{ ...alignStyle(node.align), margin: '0.25em 0', minHeight: '1em' }}>
            {children()}
          </p>
        );
      case 'heading': {
        const Tag = node.level === 1 ? 'h2' : node.level === 2 ? 'h3' : 'h4';
        return (
          <Tag key={key} dir={paragraphDirection(node.children)} style={{ ...alignStyle(node.align), margin: '0.4em 0' }}>
            {children()}
          </Tag>
        );
      }
      case 'list':
        return node.ordered ? (
          <ol key={key} style={{ margin: '0.25em 0', paddingInlineStart: 24 }}>
            {children()}
          </ol>
        ) : (
          <ul key={key} style={{ margin: '0.25em 0', paddingInlineStart: 24 }}>
            {children()}
          </ul>
        );
      case 'list-item':
        return (
          <li key={key} dir={paragraphDirection(node.children)}>
            {children()}
          </li>
        );
      case 'image':
        // Only http(s), same-site paths and small raster data URLs; anything else is not drawn.
        return isImageSource(node.url) ? (
          <img
            key={key}
            src={node.url}
            alt={node.alt ?? ''}
            style={{ display: 'block', maxWidth: '100%', maxHeight: 480, margin: '4px 0' }}
          />
        ) : null;
      case 'blank':
        return <Fragment key={key}>{renderBlank(node.blankId)}</Fragment>;
      default:
        return null;
    }
  });
}

const defaultBlank = () => <BlankChip />;

/**
 * Rich text shown read-only, built as React elements from the shared model:
 * never HTML, so nothing typed into a question can run in a page. Images
 * appear only from allowed sources (isImageSource).
 */
export function RichTextView({ value, renderBlank = defaultBlank, direction }: RichTextViewProps) {
  return (
    <div className="mizan-rich-text" dir={direction} style={{ lineHeight: 1.6, overflowWrap: 'anywhere' }}>
      {renderNodes(Array.isArray(value) ? value : [], renderBlank, 'n')}
    </div>
  );
}
