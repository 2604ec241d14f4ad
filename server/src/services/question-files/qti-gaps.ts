import { newQuestionId, plainText, type RichText } from '@mizan/shared';
import { type GapPart, gapRichText, richTextOfHtml } from './html-rich-text';
import { DROP_DOWN_GAPS_TYPED, PARTLY_RIGHT_BLANKS_DROPPED } from './import-notes';
import { bodyHtml, type QtiFiles } from './qti-body';
import type { Declaration } from './qti-declarations';
import { attributesOf, childrenOf, escapeXml, findAll, nodeName, textOf, type OrderedNode } from './xml-document';

export const GAP_INTERACTIONS = ['qti-text-entry-interaction', 'qti-inline-choice-interaction', 'qti-gap-match-interaction'];
const NUMBER_TYPES = ['float', 'integer'];
const MARKER = '\u0000';

/** What a gapped item's reading gives: a question's fields, or why it is skipped. */
export type GapReading = { type: 'FillTheBlank' | 'Numerical'; fields: Record<string, unknown> } | { skipped: string };

const words = (node: OrderedNode) => textOf(node).replace(/\s+/g, ' ').trim();

/**
 * Text with gaps → FillTheBlank: text entries become typed blanks, inline
 * choices and a gap match's word list a word bank. The body's leading blocks
 * without a gap are the question text, the rest the text with blanks (the
 * item title is the question text when every block has a gap). One number
 * entry (float or integer) compared with a tolerance → Numerical.
 */
export function readGaps(
  bodyNodes: readonly OrderedNode[],
  responses: Map<string, Declaration>,
  title: string,
  files: QtiFiles,
): GapReading {
  const gaps: { answers: string[]; declaration?: Declaration }[] = [];
  const bank: string[] = [];
  let typed = false;
  let chosen = false;
  const gapMatch = findAll(bodyNodes, 'qti-gap-match-interaction')[0];
  const gapTexts = new Map(
    (gapMatch ? findAll(childrenOf(gapMatch), 'qti-gap-text') : []).map((node) => [attributesOf(node).identifier ?? '', words(node)]),
  );
  const matchDeclaration = gapMatch ? responses.get(attributesOf(gapMatch)['response-identifier'] ?? '') : undefined;

  const onGap = (kind: string, node: OrderedNode): string | null => {
    const attributes = attributesOf(node);
    if (kind === 'qti-gap-match-interaction') {
      bank.push(...gapTexts.values());
      chosen = true;
      // Its prompt and text stand where it stands; its word list is the bank.
      return bodyHtml(
        childrenOf(node).filter((child) => nodeName(child) !== 'qti-gap-text'),
        onGap,
        files,
      );
    }
    if (kind === 'qti-prompt') return `<p>${bodyHtml(childrenOf(node), onGap, files)}</p>`;
    if (kind === 'qti-gap') {
      const pairs = [...(matchDeclaration?.correct ?? []), ...(matchDeclaration?.mapped ?? [])].map((pair) => pair.split(/\s+/));
      const answers = [...new Set(pairs.filter(([, gap]) => gap === attributes.identifier).map(([word]) => gapTexts.get(word) ?? ''))];
      gaps.push({ answers: answers.filter((answer) => answer !== ''), declaration: matchDeclaration });
      return MARKER;
    }
    if (kind !== 'qti-text-entry-interaction' && kind !== 'qti-inline-choice-interaction') return null;
    const declaration = responses.get(attributes['response-identifier'] ?? '');
    let answers = [...new Set([...(declaration?.correct ?? []), ...(declaration?.mapped ?? [])])];
    if (kind === 'qti-inline-choice-interaction') {
      const choices = findAll(childrenOf(node), 'qti-inline-choice').map((choice) => ({
        id: attributesOf(choice).identifier ?? '',
        text: words(choice),
      }));
      bank.push(...choices.map((choice) => choice.text));
      chosen = true;
      answers = answers.map((id) => choices.find((choice) => choice.id === id)?.text ?? '').filter((text) => text !== '');
    } else typed = true;
    gaps.push({ answers, declaration });
    return MARKER;
  };

  // Leading blocks without a gap are the question text.
  const headerNodes: OrderedNode[] = [];
  let contentHtml = '';
  for (const node of bodyNodes) {
    const before = gaps.length;
    const html = bodyHtml([node], onGap, files);
    if (contentHtml === '' && gaps.length === before) headerNodes.push(node);
    else contentHtml += html;
  }
  if (gaps.length === 0) return { skipped: 'The item has nothing to answer.' };
  const headerHtml = bodyHtml(headerNodes, () => '', files);
  const blankHeader = headerHtml.replace(/<[^>]*>/g, '').trim() === '' && !headerHtml.includes('<img');
  const header: RichText = richTextOfHtml(blankHeader ? `<p>${escapeXml(title)}</p>` : headerHtml, files.notes);

  const single = gaps.length === 1 ? gaps[0] : undefined;
  if (
    single?.declaration &&
    typed &&
    NUMBER_TYPES.includes(single.declaration.baseType) &&
    (single.answers.length > 0 || single.declaration.branches.length > 0)
  )
    return readNumber(single.answers, single.declaration, header, contentHtml, files);
  if (gaps.some((gap) => gap.answers.length === 0)) return { skipped: 'A gap has no correct response.' };
  if (gaps.some((gap) => gap.declaration?.partlyRight)) files.notes.push(PARTLY_RIGHT_BLANKS_DROPPED);
  if (gaps.some((gap) => gap.declaration?.penalties))
    files.notes.push('Penalties for wrong answers were dropped: a wrong blank here earns nothing and takes nothing away.');
  const numbers = gaps.filter((gap) => gap.declaration && NUMBER_TYPES.includes(gap.declaration.baseType));
  if (numbers.length > 0)
    files.notes.push('Number gaps became typed blanks: the number must be written as the file gives it (no tolerance).');
  const parts: GapPart[] = [];
  contentHtml.split(MARKER).forEach((piece, index) => {
    parts.push(piece);
    const gap = gaps[index];
    if (!gap) return;
    const numeric = gap.declaration && NUMBER_TYPES.includes(gap.declaration.baseType);
    parts.push({ answers: numeric ? [...new Set(gap.answers.flatMap((answer) => [answer, String(Number(answer))]))] : gap.answers });
  });
  if (typed && chosen) files.notes.push(DROP_DOWN_GAPS_TYPED);
  const { content, blanks } = gapRichText(parts, files.notes);
  return {
    type: 'FillTheBlank',
    fields: {
      header,
      content,
      blanks,
      options: chosen && !typed ? [...new Set(bank)].map((option) => ({ id: newQuestionId(), option })) : [],
    },
  };
}

/**
 * One number entry → Numerical: the accepted numbers of the processing's
 * branches (each its own tolerance and credit), else the correct response
 * with the tolerance its comparison gives. A lone word after the box (as ours
 * writes a unit) is the unit; other text around the box joins the question
 * text, the box shown as a line.
 */
function readNumber(answers: string[], declaration: Declaration, header: RichText, contentHtml: string, files: QtiFiles): GapReading {
  const tolerance = declaration.tolerance ?? { mode: 'exact', value: '0' };
  const accepted =
    declaration.branches.length > 0
      ? declaration.branches
      : answers
          .filter((value) => Number.isFinite(Number(value)))
          .map((value) => ({ value: String(Number(value)), tolerance: tolerance.value, mode: tolerance.mode, credit: 100 }));
  const rest = plainText(richTextOfHtml(contentHtml.replace(MARKER, ''), [])).trim();
  const unit = /^\S{1,20}$/.test(rest) ? rest : '';
  return {
    type: 'Numerical',
    fields: {
      header: rest === '' || unit !== '' ? header : [...header, ...richTextOfHtml(contentHtml.replace(MARKER, ' _____ '), files.notes)],
      answers: accepted.map((answer) => ({
        id: newQuestionId(),
        value: answer.value,
        tolerance: answer.tolerance,
        toleranceMode: answer.mode === 'relative' ? 'relative' : 'absolute',
        credit: answer.credit,
        feedback: '',
      })),
      units: unit ? [{ id: newQuestionId(), unit, multiplier: 1 }] : [],
      unitHandling: unit ? 'optional' : 'none',
    },
  };
}
