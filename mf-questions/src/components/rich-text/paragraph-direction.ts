import { isRichTextLeaf, type RichTextNode } from '@mizan/shared';

const RIGHT_TO_LEFT_LETTER = /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}]/u;
const LETTER = /\p{L}/u;

/**
 * The direction a paragraph's own letters give it: right to left when every letter is Arabic (or another
 * right-to-left script), left to right when none is, and undefined when it mixes both or has no letters, so
 * that it follows the page. An English sentence quoted in an Arabic assessment then keeps its question mark
 * at its end, while an Arabic sentence that names an English term still reads right to left.
 */
export function paragraphDirection(children: readonly RichTextNode[]): 'ltr' | 'rtl' | undefined {
  let rightToLeft = false;
  let leftToRight = false;
  for (const letter of textOf(children)) {
    if (!LETTER.test(letter)) continue;
    if (RIGHT_TO_LEFT_LETTER.test(letter)) rightToLeft = true;
    else leftToRight = true;
    if (rightToLeft && leftToRight) return undefined;
  }
  if (rightToLeft) return 'rtl';
  return leftToRight ? 'ltr' : undefined;
}

function textOf(nodes: readonly RichTextNode[]): string {
  return nodes.map((node) => (isRichTextLeaf(node) ? node.text : textOf(node.children))).join('');
}
