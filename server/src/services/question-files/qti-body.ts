import { attributesOf, childrenOf, escapeXml, nodeName, textOf, type OrderedNode } from './xml-document';

/** Elements of an item body kept as they are (HTML the sanitising reading understands); others keep only their content. */
const KEPT = new Set([
  'p',
  'div',
  'br',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'b',
  'strong',
  'i',
  'em',
  'u',
  'span',
  'blockquote',
  'table',
  'tr',
  'td',
  'th',
  'tbody',
  'thead',
  'sub',
  'sup',
]);
/** Elements whose content never becomes question text. */
const DROPPED = new Set([
  'script',
  'style',
  'qti-rubric-block',
  'qti-feedback-block',
  'qti-feedback-inline',
  'qti-modal-feedback',
  'qti-template-block',
  'qti-template-inline',
]);

/**
 * An item body's XHTML back as an HTML string, with interactions replaced
 * through `onInteraction` (which may answer a placeholder, e.g. a gap
 * marker). Attributes are dropped except an image's address and
 * description, resolved through `imageUrl` (a package file becomes an
 * inline picture; '' drops it).
 */
export function bodyHtml(
  nodes: readonly OrderedNode[],
  onInteraction: (name: string, node: OrderedNode) => string | null,
  imageUrl: (src: string) => string,
): string {
  let html = '';
  for (const node of nodes) {
    const name = nodeName(node);
    if (name === null) {
      html += escapeXml(textOf(node));
      continue;
    }
    if (DROPPED.has(name)) continue;
    const replaced = name.startsWith('qti-') ? onInteraction(name, node) : null;
    if (replaced !== null) {
      html += replaced;
      continue;
    }
    if (name === 'img') {
      const attributes = attributesOf(node);
      html += `<img src="${escapeXml(imageUrl(attributes.src ?? ''))}" alt="${escapeXml(attributes.alt ?? '')}">`;
      continue;
    }
    const inner = bodyHtml(childrenOf(node), onInteraction, imageUrl);
    html += KEPT.has(name) ? (name === 'br' ? '<br>' : `<${name}>${inner}</${name}>`) : inner;
  }
  return html;
}
