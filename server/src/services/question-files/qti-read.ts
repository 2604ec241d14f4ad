import { QUESTION_PACKAGE_NO_MANIFEST } from '@mizan/shared';
import { badRequest } from '../../errors';
import { readQtiItem } from './qti-item-read';
import { skippedItem, type ReadItem } from './read-item';
import { attributesOf, childrenOf, findAll, findFirst, parseXmlOrdered, textOf, xmlText, type OrderedNode } from './xml-document';
import { unpackZip } from './zip-package';

const RASTER: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  bmp: 'image/bmp',
};
const INLINE_PICTURE_MAX = 700 * 1024;

/** The package's items in manifest order, with the tags and subject its LOM metadata gives each. */
function manifestItems(files: Map<string, Uint8Array>): { href: string; tags: string[]; subject: string }[] {
  const manifest = files.get('imsmanifest.xml');
  if (!manifest) throw badRequest(QUESTION_PACKAGE_NO_MANIFEST);
  const tree = parseXmlOrdered(xmlText(manifest));
  return findAll(tree, 'resource')
    .filter((resource) => (attributesOf(resource).type ?? '').startsWith('imsqti_item_xmlv3p0'))
    .map((resource) => {
      const metadata = childrenOf(resource);
      const tags = findAll(metadata, 'keyword')
        .map((keyword) => textOf(keyword).trim().slice(0, 40))
        .filter((tag) => tag !== '');
      const subject = findAll(metadata, 'taxon').map((taxon) => textOf(findFirst(childrenOf(taxon), 'entry')).trim())[0] ?? '';
      return { href: attributesOf(resource).href ?? '', tags: [...new Set(tags)].slice(0, 20), subject: subject.slice(0, 100) };
    });
}

function resolvePath(base: string, src: string): string {
  const parts = base.split('/').slice(0, -1);
  for (const piece of src.split('/')) {
    if (piece === '..') parts.pop();
    else if (piece !== '.' && piece !== '') parts.push(piece);
  }
  return parts.join('/');
}

export function readQtiPackage(body: Uint8Array): ReadItem[] {
  const files = unpackZip(body);
  return manifestItems(files).map(({ href, tags, subject }, index) => {
    const context = { tags, subject };
    const bytes = files.get(href);
    if (!bytes) return skippedItem(href || `Item ${index + 1}`, 'item', 'The manifest names a file the package does not hold.', context);
    let tree: OrderedNode[];
    try {
      tree = parseXmlOrdered(xmlText(bytes));
    } catch (error) {
      return skippedItem(href, 'item', error instanceof Error ? error.message : 'It is not readable XML.', context);
    }
    const fileAt = (src: string) => (/^[a-z][a-z0-9+.-]*:/i.test(src) ? undefined : files.get(resolvePath(href, decodeURIComponent(src))));
    const picture = (src: string) => {
      if (/^https?:\/\//i.test(src)) return src;
      const file = fileAt(src);
      const type = RASTER[src.split('.').pop()?.toLowerCase() ?? ''];
      if (!file || !type || file.length > INLINE_PICTURE_MAX) return src;
      return `data:${type};base64,${Buffer.from(file).toString('base64')}`;
    };
    const page = (src: string) => {
      const file = fileAt(src);
      return file ? xmlText(file) : null;
    };
    return readQtiItem(tree, href, context, { picture, page });
  });
}
