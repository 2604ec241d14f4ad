import type { RichText, RichTextNode } from '@mizan/shared';
import { emptyRichText, isMediaUrl, isRichTextLeaf } from '@mizan/shared';

/**
 * The answer text the server will accept: pictures that are not uploaded
 * media (an inline data URL, which the server refuses in an answer with
 * 'Pictures in an answer must be uploaded first') are left out, so one
 * pasted picture never stops the whole essay from being saved. `dropped`
 * counts them, so the applicant can be told.
 */
export function savableText(text: RichText): { text: RichText; dropped: number } {
  let dropped = 0;
  const keep = (nodes: readonly RichTextNode[]): RichTextNode[] =>
    nodes.flatMap((node): RichTextNode[] => {
      if (isRichTextLeaf(node)) return [node];
      if (node.type === 'image') {
        if (isMediaUrl(node.url)) return [node];
        dropped += 1;
        return [];
      }
      return [{ ...node, children: keep(node.children) } as RichTextNode];
    });
  const kept = keep(text);
  if (dropped === 0) return { text, dropped };
  return { text: kept.length > 0 ? kept : emptyRichText(), dropped };
}
