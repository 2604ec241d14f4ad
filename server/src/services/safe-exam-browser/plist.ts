import { XMLParser } from 'fast-xml-parser';
import { escapeHtml } from '../../print/html';

/**
 * A property list value as Safe Exam Browser's .seb files hold it (Apple's
 * XML plist): <true/>/<false/>, <integer>, <real>, <string>, <data> (bytes),
 * <date>, <array> and <dict>. Integers and reals are both numbers here;
 * the writer writes a whole number as <integer>.
 */
export type PlistValue = boolean | number | string | Uint8Array | Date | PlistValue[] | PlistDict;
export interface PlistDict {
  [key: string]: PlistValue;
}

const HEADER =
  '<?xml version="1.0" encoding="UTF-8"?>\n' +
  '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n' +
  '<plist version="1.0">\n';

function writeValue(value: PlistValue, indent: string): string {
  if (typeof value === 'boolean') return `${indent}<${value}/>\n`;
  if (typeof value === 'number') {
    return Number.isInteger(value) ? `${indent}<integer>${value}</integer>\n` : `${indent}<real>${value}</real>\n`;
  }
  if (typeof value === 'string') return `${indent}<string>${escapeHtml(value)}</string>\n`;
  if (value instanceof Uint8Array) return `${indent}<data>${Buffer.from(value).toString('base64')}</data>\n`;
  if (value instanceof Date) return `${indent}<date>${value.toISOString().replace(/\.\d{3}Z$/, 'Z')}</date>\n`;
  if (Array.isArray(value)) {
    if (value.length === 0) return `${indent}<array/>\n`;
    return `${indent}<array>\n${value.map((item) => writeValue(item, `${indent}\t`)).join('')}${indent}</array>\n`;
  }
  const entries = Object.entries(value);
  if (entries.length === 0) return `${indent}<dict/>\n`;
  const inner = entries.map(([key, item]) => `${indent}\t<key>${escapeHtml(key)}</key>\n${writeValue(item, `${indent}\t`)}`);
  return `${indent}<dict>\n${inner.join('')}${indent}</dict>\n`;
}

/** The XML property list of `root`, keys in the order given. */
export function writePlist(root: PlistDict): string {
  return `${HEADER}${writeValue(root, '')}</plist>\n`;
}

type XmlNode = Record<string, XmlNode[] | string> & { '#text'?: string };

const parser = new XMLParser({ preserveOrder: true, ignoreAttributes: true, trimValues: false, parseTagValue: false });

const textOf = (children: XmlNode[]): string => children.map((child) => child['#text'] ?? '').join('');
const elementsOf = (children: XmlNode[]): XmlNode[] => children.filter((child) => !('#text' in child));
const tagOf = (node: XmlNode): string => Object.keys(node).find((key) => key !== ':@') ?? '';

function readNode(node: XmlNode): PlistValue {
  const tag = tagOf(node);
  const children = node[tag] as XmlNode[];
  switch (tag) {
    case 'true':
      return true;
    case 'false':
      return false;
    case 'integer':
    case 'real':
      return Number(textOf(children).trim());
    case 'string':
      return textOf(children);
    case 'data':
      return new Uint8Array(Buffer.from(textOf(children).replace(/\s+/g, ''), 'base64'));
    case 'date':
      return new Date(textOf(children).trim());
    case 'array':
      return elementsOf(children).map(readNode);
    case 'dict': {
      const elements = elementsOf(children);
      const dict: PlistDict = {};
      for (let index = 0; index + 1 < elements.length; index += 2) {
        if (tagOf(elements[index]) !== 'key') throw new Error(`A plist dict holds <${tagOf(elements[index])}> where a <key> belongs.`);
        dict[textOf(elements[index].key as XmlNode[])] = readNode(elements[index + 1]);
      }
      return dict;
    }
    default:
      throw new Error(`<${tag}> is not a plist value.`);
  }
}

/** Read an XML property list whose root is a <dict> (a .seb file's); throws on anything else. */
export function readPlist(xml: string): PlistDict {
  const plist = elementsOf(parser.parse(xml) as XmlNode[]).find((node) => tagOf(node) === 'plist');
  const root = plist ? elementsOf(plist.plist as XmlNode[])[0] : undefined;
  if (!root || tagOf(root) !== 'dict') throw new Error('The property list has no <dict> at its root.');
  return readNode(root) as PlistDict;
}
