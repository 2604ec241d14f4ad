import { isRichTextLeaf, type RichText, type RichTextNode } from '@mizan/shared';
import { escapeXml } from './xml-document';

/**
 * Our rich text as HTML for a question file. Every text is escaped, so what
 * comes out is only the markup written here; `blank` answers what stands
 * for a gap (Moodle's cloze code, a QTI text entry).
 */
export function richTextHtml(rich: RichText, blank: (blankId: string) => string = () => ''): string {
  const render = (nodes: readonly RichTextNode[]): string =>
    nodes
      .map((node) => {
        if (isRichTextLeaf(node)) {
          let text = escapeXml(node.text);
          if (node.bold) text = `<strong>${text}</strong>`;
          if (node.italic) text = `<em>${text}</em>`;
          if (node.underline) text = `<u>${text}</u>`;
          if (node.superscript) text = `<sup>${text}</sup>`;
          if (node.subscript) text = `<sub>${text}</sub>`;
          return text;
        }
        switch (node.type) {
          case 'paragraph':
            return `<p>${render(node.children)}</p>`;
          case 'heading':
            return `<h${node.level}>${render(node.children)}</h${node.level}>`;
          case 'list':
            return node.ordered ? `<ol>${render(node.children)}</ol>` : `<ul>${render(node.children)}</ul>`;
          case 'list-item':
            return `<li>${render(node.children)}</li>`;
          case 'image':
            return `<img src="${escapeXml(node.url)}" alt="${escapeXml(node.alt ?? '')}"/>`;
          case 'blank':
            return blank(node.blankId);
          default:
            return '';
        }
      })
      .join('');
  return render(rich);
}
