import { newQuestionId, QUESTION_PACKAGE_NO_MANIFEST, type QuestionType } from '@mizan/shared';
import { badRequest } from '../../errors';
import { blankContent, type GapPart } from './blank-content';
import { DROP_DOWN_GAPS_TYPED, PARTLY_RIGHT_BLANKS_DROPPED } from './import-notes';
import { bodyHtml } from './qti-body';
import { draftOf, droppedImageNotes, skippedItem, type ReadItem } from './read-item';
import { attributesOf, childrenOf, findAll, findFirst, nodeName, parseXmlOrdered, textOf, xmlText, type OrderedNode } from './xml-document';
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
const BLOCK = [
  'qti-choice-interaction',
  'qti-order-interaction',
  'qti-match-interaction',
  'qti-extended-text-interaction',
  'qti-upload-interaction',
];
const GAPS = ['qti-text-entry-interaction', 'qti-inline-choice-interaction'];

interface Declaration {
  cardinality: string;
  correct: string[];
  /** Map keys with the highest mapped value (fully right). */
  mapped: string[];
  /** Some map keys earn less than the best (partly right answers). */
  partlyRight: boolean;
}

function declarations(item: OrderedNode[]): Map<string, Declaration> {
  const found = new Map<string, Declaration>();
  for (const node of findAll(item, 'qti-response-declaration')) {
    const attributes = attributesOf(node);
    const correct = findAll(childrenOf(node), 'qti-correct-response').flatMap((response) =>
      findAll(childrenOf(response), 'qti-value').map((value) => textOf(value).trim()),
    );
    const entries = findAll(childrenOf(node), 'qti-map-entry').map((entry) => ({
      key: attributesOf(entry)['map-key'] ?? '',
      value: Number(attributesOf(entry)['mapped-value']),
    }));
    const best = Math.max(0, ...entries.map((entry) => entry.value).filter(Number.isFinite));
    const mapped = entries.filter((entry) => best > 0 && entry.value === best).map((entry) => entry.key);
    const partlyRight = entries.some((entry) => entry.value > 0 && entry.value < best);
    found.set(attributes.identifier ?? '', { cardinality: attributes.cardinality ?? 'single', correct, mapped, partlyRight });
  }
  return found;
}

function maxScore(item: OrderedNode[]): string {
  const outcome = findAll(item, 'qti-outcome-declaration').find((node) => attributesOf(node).identifier === 'MAXSCORE');
  const value = Number(textOf(outcome && findFirst(childrenOf(outcome), 'qti-value')).trim());
  return Number.isFinite(value) && value >= 0 && outcome ? String(value) : '1';
}

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
    const imageUrl = (src: string) => {
      if (/^https?:\/\//i.test(src)) return src;
      const file = files.get(resolvePath(href, decodeURIComponent(src)));
      const type = RASTER[src.split('.').pop()?.toLowerCase() ?? ''];
      if (!file || !type || file.length > INLINE_PICTURE_MAX) return src;
      return `data:${type};base64,${Buffer.from(file).toString('base64')}`;
    };
    return readItem(tree, href, context, imageUrl);
  });
}

function readItem(
  tree: OrderedNode[],
  href: string,
  context: { tags: string[]; subject: string },
  imageUrl: (src: string) => string,
): ReadItem {
  const item = findFirst(tree, 'qti-assessment-item');
  const name = (item && attributesOf(item).title) || href;
  if (!item) return skippedItem(name, 'item', 'It is not a QTI 3.0 item (no qti-assessment-item).', context);
  const nodes = childrenOf(item);
  const responses = declarations(nodes);
  const body = findFirst(nodes, 'qti-item-body');
  const bodyNodes = body ? childrenOf(body) : [];
  const found = collectInteractions(bodyNodes);
  const notes: string[] = [];
  const totalMark = maxScore(nodes);
  const html = (list: readonly OrderedNode[], on: (name: string, node: OrderedNode) => string | null = () => '') => {
    const text = bodyHtml(list, on, imageUrl);
    notes.push(...droppedImageNotes(text));
    return text;
  };
  const blocks = found.filter((name) => BLOCK.includes(name));
  const gaps = found.filter((name) => GAPS.includes(name));
  const others = found.filter((name) => !BLOCK.includes(name) && !GAPS.includes(name));
  if (others.length > 0)
    return skippedItem(
      name,
      others[0],
      `The QTI ${others[0].replace(/^qti-|-interaction$/g, '')} interaction has no counterpart here.`,
      context,
    );
  if (blocks.length + (gaps.length > 0 ? 1 : 0) > 1)
    return skippedItem(name, found.join(', '), 'The item holds several interactions; a question here holds one.', context);
  if (found.length === 0) return skippedItem(name, 'item', 'The item has nothing to answer.', context);
  const sourceType = found[0];
  const done = (type: QuestionType, fields: Record<string, unknown>): ReadItem => ({
    name,
    sourceType,
    draft: draftOf(type, { totalMark, ...fields }),
    notes: [...new Set(notes)],
    ...context,
  });
  const skip = (reason: string) => ({ ...skippedItem(name, sourceType, reason, context), notes });

  if (gaps.length > 0) {
    const answersOfGaps: GapPart[] = [];
    const words: string[] = [];
    let allChoices = true;
    let problem: string | null = null;
    // Each gap leaves a NUL marker in the text (never in XML text) and its answers, in reading order.
    const marked = html(bodyNodes, (kind, node) => {
      if (!GAPS.includes(kind)) return null;
      const declaration = responses.get(attributesOf(node)['response-identifier'] ?? '');
      let answers = [...new Set([...(declaration?.correct ?? []), ...(declaration?.mapped ?? [])])];
      if (declaration?.partlyRight) notes.push(PARTLY_RIGHT_BLANKS_DROPPED);
      if (kind === 'qti-inline-choice-interaction') {
        const choices = findAll(childrenOf(node), 'qti-inline-choice').map((choice) => ({
          id: attributesOf(choice).identifier ?? '',
          text: textOf(choice).trim(),
        }));
        words.push(...choices.map((choice) => choice.text));
        answers = answers.map((id) => choices.find((choice) => choice.id === id)?.text ?? '').filter((text) => text !== '');
      } else allChoices = false;
      if (answers.length === 0) problem ??= 'A gap has no correct response.';
      answersOfGaps.push({ answers });
      return '\u0000';
    });
    if (problem) return skip(problem);
    const ordered: GapPart[] = [];
    marked.split('\u0000').forEach((piece, index) => {
      ordered.push(piece);
      if (answersOfGaps[index]) ordered.push(answersOfGaps[index]);
    });
    if (!allChoices && words.length > 0) notes.push(DROP_DOWN_GAPS_TYPED);
    const { content, blanks } = blankContent(ordered);
    return done('FillTheBlank', {
      header: name,
      content,
      blanks,
      options: allChoices ? [...new Set(words)].map((option) => ({ id: newQuestionId(), option })) : [],
    });
  }

  const interaction = findFirst(bodyNodes, sourceType) as OrderedNode;
  const attributes = attributesOf(interaction);
  const declaration = responses.get(attributes['response-identifier'] ?? '') ?? {
    cardinality: 'single',
    correct: [],
    mapped: [],
    partlyRight: false,
  };
  const prompt = findFirst(childrenOf(interaction), 'qti-prompt');
  const header = html(bodyNodes, (kind) => (kind === sourceType ? '' : null)) + (prompt ? html(childrenOf(prompt)) : '');
  const choicesOf = (list: readonly OrderedNode[], element: string) =>
    findAll(list, element).map((choice) => ({ id: attributesOf(choice).identifier ?? '', html: html(childrenOf(choice)) }));
  const shuffle = attributes.shuffle === 'true';

  switch (sourceType) {
    case 'qti-choice-interaction': {
      const choices = choicesOf(childrenOf(interaction), 'qti-simple-choice');
      const right = new Set(declaration.correct.length > 0 ? declaration.correct : declaration.mapped);
      if (right.size === 0) return skip('No choice is marked correct.');
      const ids = choices
        .map((choice) => choice.id)
        .sort()
        .join(',');
      if (ids === 'False,True' && declaration.cardinality === 'single') {
        const isTrue = right.has('True');
        return done('TrueOrFalse', {
          header,
          options: [
            { id: 'True', option: 'True', selected: false, isTrue },
            { id: 'False', option: 'False', selected: false, isTrue: !isTrue },
          ],
        });
      }
      const partial = declaration.mapped.length > 0 && declaration.cardinality === 'multiple';
      return done('MCQ', {
        header,
        isPartial: partial,
        shuffleOptions: shuffle,
        options: choices.map((choice) => ({
          id: newQuestionId(),
          option: choice.html,
          authorNote: '',
          selected: false,
          isTrue: right.has(choice.id),
        })),
      });
    }
    case 'qti-order-interaction': {
      const choices = choicesOf(childrenOf(interaction), 'qti-simple-choice');
      const order = declaration.correct;
      if (order.length !== choices.length) return skip('The correct order does not name every item.');
      const options = order.map((id) => ({ id: newQuestionId(), option: choices.find((choice) => choice.id === id)?.html ?? '' }));
      return done('OrderComponent', { header, options, correctOptions: options.map((option) => option.id), scoreMode: 'partialMatch' });
    }
    case 'qti-match-interaction': {
      const sets = findAll(childrenOf(interaction), 'qti-simple-match-set');
      if (sets.length !== 2) return skip('A match needs two sets.');
      const left = choicesOf(childrenOf(sets[0]), 'qti-simple-associable-choice');
      const right = choicesOf(childrenOf(sets[1]), 'qti-simple-associable-choice');
      const pairs = new Map(declaration.correct.map((pair) => pair.split(/\s+/) as [string, string]));
      // Each item gets its own answer (an answer shared by two items is offered twice); answers no item needs are left out.
      const matched = left.flatMap((choice) => {
        const answer = right.find((candidate) => candidate.id === pairs.get(choice.id));
        return answer
          ? [{ option: { id: newQuestionId(), option: choice.html }, answer: { id: newQuestionId(), option: answer.html } }]
          : [];
      });
      if (matched.length === 0) return skip('No pair is marked correct.');
      if (matched.length < left.length) notes.push('Items without a correct pair were left out.');
      if (right.some((candidate) => ![...pairs.values()].includes(candidate.id)))
        notes.push('Answers that match no item were left out: here each item has exactly its own answer to find.');
      return done('MatchQComponent', {
        header,
        options: matched.map((pair) => pair.option),
        PossibleAnswers: matched.map((pair) => pair.answer),
        correctPossibleAnswers: matched.map((pair) => pair.answer.id),
        matchedPossibleAnswers: matched.map(() => ''),
        scoreMode: 'partialMatch',
      });
    }
    case 'qti-extended-text-interaction': {
      const words = Number(attributes['data-max-words']);
      return done('EssayComponent', {
        header,
        answerPlaceHolder: (attributes['placeholder-text'] ?? '').slice(0, 200),
        ...(Number.isInteger(words) && words > 0 ? { wordlimit: words, showWordLimit: true } : {}),
      });
    }
    case 'qti-upload-interaction': {
      const files = Number(attributes['data-max-files']);
      const max = Number.isInteger(files) && files >= 1 ? Math.min(files, 12) : 1;
      return done('FileUploadEnhanced', { header, max, maxCount: max });
    }
    default:
      return skip('No counterpart here.');
  }
}

/** The interaction elements of a body, in reading order. */
function collectInteractions(nodes: readonly OrderedNode[]): string[] {
  const found: string[] = [];
  const visit = (list: readonly OrderedNode[]) => {
    for (const node of list) {
      const name = nodeName(node);
      if (name && name.startsWith('qti-') && name.endsWith('-interaction')) found.push(name);
      else visit(childrenOf(node));
    }
  };
  visit(nodes);
  return found;
}
