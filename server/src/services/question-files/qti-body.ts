import { attributesOf, childrenOf, escapeXml, findAll, nodeName, textOf, type OrderedNode } from './xml-document';

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
/** Elements whose content never becomes question text (feedback is read apart, qti-feedback.ts). */
const DROPPED = new Set([
  'script',
  'style',
  'qti-rubric-block',
  'qti-feedback-block',
  'qti-feedback-inline',
  'qti-modal-feedback',
  'qti-template-block',
  'qti-template-inline',
  'annotation',
  'annotation-xml',
]);
const RASTER = /^image\/(png|jpe?g|gif|webp)$|\.(png|jpe?g|gif|webp)$/i;

/** What a body's reading needs from the package: its pictures and HTML pages, and where to say what did not come in. */
export interface QtiFiles {
  /** A package picture as an inline picture, a web address as it is; anything else comes back unchanged (and is then refused with a note). */
  picture(src: string): string;
  /** A package HTML page's text, or null when the package does not hold it. */
  page(src: string): string | null;
  notes: string[];
}

function objectHtml(node: OrderedNode, files: QtiFiles, fallback: string): string {
  const { data = '', type = '' } = attributesOf(node);
  const alt = textOf(node).replace(/\s+/g, ' ').trim();
  if (type === 'text/html' || /\.x?html?$/i.test(data)) {
    const page = files.page(data);
    if (page !== null) return `<div>${page}</div>`;
    files.notes.push(`A passage was dropped: the package does not hold it (${data}).`);
    return fallback;
  }
  if (RASTER.test(type) || RASTER.test(data)) return `<img src="${escapeXml(files.picture(data))}" alt="${escapeXml(alt)}">`;
  if (type === 'image/svg+xml' || /\.svg$/i.test(data))
    files.notes.push(`An SVG picture was dropped (${data}): pictures here are PNG, JPEG, GIF or WebP.`);
  else files.notes.push(`An embedded object was dropped (${data || type}).`);
  return fallback;
}

/**
 * An item body's XHTML back as an HTML string, with interactions replaced
 * through `onInteraction` (which may answer a placeholder, e.g. a gap
 * marker). Attributes are dropped except a picture's address and
 * description; an <object> becomes what it shows (a picture, or an HTML
 * passage inlined); MathML keeps its text, powers and indices as sup/sub,
 * square roots as √.
 */
export function bodyHtml(
  nodes: readonly OrderedNode[],
  onInteraction: (name: string, node: OrderedNode) => string | null,
  files: QtiFiles,
): string {
  const inner = (list: readonly OrderedNode[]) => bodyHtml(list, onInteraction, files);
  let html = '';
  for (const node of nodes) {
    const name = nodeName(node);
    if (name === null) {
      html += escapeXml(textOf(node));
      continue;
    }
    if (DROPPED.has(name) || name === '?xml') continue;
    const replaced = name.startsWith('qti-') ? onInteraction(name, node) : null;
    if (replaced !== null) {
      html += replaced;
      continue;
    }
    const children = childrenOf(node);
    if (name === 'img') {
      const attributes = attributesOf(node);
      html += `<img src="${escapeXml(files.picture(attributes.src ?? ''))}" alt="${escapeXml(attributes.alt ?? '')}">`;
    } else if (name === 'object') html += objectHtml(node, files, inner(children));
    else if (name === 'audio' || name === 'video') {
      const source = attributesOf(node).src ?? attributesOf(findAll(children, 'source')[0] ?? {}).src ?? '';
      files.notes.push(`An embedded sound or video was dropped${source ? ` (${source})` : ''}.`);
    } else if (name === 'msup' || name === 'msub') {
      const [base, script] = children.filter((child) => nodeName(child) !== null);
      const tag = name === 'msup' ? 'sup' : 'sub';
      html += `${inner(base ? [base] : [])}<${tag}>${inner(script ? [script] : [])}</${tag}>`;
    } else if (name === 'msqrt') {
      const radicand = inner(children);
      html += /^\w{0,3}$/.test(radicand.trim()) ? `√${radicand.trim()}` : `√(${radicand.trim()})`;
    } else if (name === 'br') html += '<br>';
    else html += KEPT.has(name) ? `<${name}>${inner(children)}</${name}>` : inner(children);
  }
  return html;
}
