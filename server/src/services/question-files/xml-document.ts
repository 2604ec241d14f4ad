import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { QUESTION_FILE_HAS_DOCTYPE, QUESTION_FILE_NOT_XML } from '@mizan/shared';
import { badRequest } from '../../errors';
import { utf16Text } from '../utf16-text';

/**
 * Reading XML from outside. A DOCTYPE (and with it any entity, external or
 * not) is refused before parsing: question files never need one, and
 * refusing it means no external entity is ever resolved and no entity can
 * expand a small file into a huge one. fast-xml-parser itself never fetches
 * anything; the refusal is belt and braces.
 */
export function refuseDoctype(text: string): void {
  if (/<!DOCTYPE|<!ENTITY/i.test(text)) throw badRequest(QUESTION_FILE_HAS_DOCTYPE);
}

function checked(text: string): string {
  refuseDoctype(text);
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw badRequest(`${QUESTION_FILE_NOT_XML}: ${valid.err.msg} (line ${valid.err.line}).`);
  return text;
}

/** Decodes bytes as UTF-16 when they are (utf16-text.ts), else as UTF-8; a BOM dropped. */
export function xmlText(bytes: Uint8Array): string {
  const utf16 = utf16Text(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
  if (utf16 !== null) return utf16;
  const text = new TextDecoder('utf-8', { fatal: false }).decode(bytes);
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

/** An element as a plain object tree: attributes under their own names, repeated elements as arrays (the names in `lists`). */
export function parseXmlObject(text: string, lists: ReadonlySet<string>): Record<string, unknown> {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@',
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: true,
    removeNSPrefix: true,
    processEntities: true,
    isArray: (name) => lists.has(name),
  });
  return parser.parse(checked(text)) as Record<string, unknown>;
}

/** A node of an ordered tree: an element `{ name: children, ':@': attributes }` or text `{ '#text': … }`. */
export type OrderedNode = Record<string, unknown>;

/** The document in reading order (QTI item bodies mix text and elements). */
export function parseXmlOrdered(text: string): OrderedNode[] {
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '',
    preserveOrder: true,
    parseTagValue: false,
    parseAttributeValue: false,
    trimValues: false,
    removeNSPrefix: true,
    processEntities: true,
    // Character references (&#x398;, Θ) are XML; HTML's named entities come along with the option.
    htmlEntities: true,
  });
  return parser.parse(checked(text)) as OrderedNode[];
}

export function nodeName(node: OrderedNode): string | null {
  for (const key of Object.keys(node)) if (key !== ':@' && key !== '#text') return key;
  return null;
}

export function childrenOf(node: OrderedNode): OrderedNode[] {
  const name = nodeName(node);
  const children = name === null ? [] : node[name];
  return Array.isArray(children) ? (children as OrderedNode[]) : [];
}

export function attributesOf(node: OrderedNode): Record<string, string> {
  return (node[':@'] as Record<string, string> | undefined) ?? {};
}

/** Every descendant element with this name, in document order. */
export function findAll(nodes: readonly OrderedNode[], name: string): OrderedNode[] {
  const found: OrderedNode[] = [];
  const visit = (list: readonly OrderedNode[]) => {
    for (const node of list) {
      if (nodeName(node) === name) found.push(node);
      visit(childrenOf(node));
    }
  };
  visit(nodes);
  return found;
}

export function findFirst(nodes: readonly OrderedNode[], name: string): OrderedNode | undefined {
  return findAll(nodes, name)[0];
}

/** The text of an element and its descendants. */
export function textOf(node: OrderedNode | undefined): string {
  if (!node) return '';
  if (typeof node['#text'] === 'string' || typeof node['#text'] === 'number') return String(node['#text']);
  return childrenOf(node).map(textOf).join('');
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' };
export function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => HTML_ESCAPES[char]);
}
