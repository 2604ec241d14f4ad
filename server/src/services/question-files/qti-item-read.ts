import { isEmptyRichText, newQuestionId, type QuestionType, type RichText } from '@mizan/shared';
import { richTextOfHtml } from './html-rich-text';
import { bodyHtml, type QtiFiles } from './qti-body';
import { declarations, maxScore, NO_DECLARATION } from './qti-declarations';
import { feedbackOf } from './qti-feedback';
import { GAP_INTERACTIONS, readGaps } from './qti-gaps';
import { readGraphicGapMatch } from './qti-graphic-gap';
import { draftOf, skippedItem, type ReadItem } from './read-item';
import { attributesOf, childrenOf, escapeXml, findAll, findFirst, nodeName, type OrderedNode } from './xml-document';

const BLOCK = [
  'qti-choice-interaction',
  'qti-order-interaction',
  'qti-match-interaction',
  'qti-extended-text-interaction',
  'qti-upload-interaction',
  'qti-graphic-gap-match-interaction',
];

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

/** One QTI 3 item as our question (rich text as our rich text), or why it is skipped; `resources` reads the package's other files. */
export function readQtiItem(
  tree: OrderedNode[],
  href: string,
  context: { tags: string[]; subject: string },
  resources: Omit<QtiFiles, 'notes'>,
): ReadItem {
  const item = findFirst(tree, 'qti-assessment-item');
  const name = ((item && attributesOf(item).title) || href).trim();
  if (!item) return skippedItem(name, 'item', 'It is not a QTI 3.0 item (no qti-assessment-item).', context);
  const nodes = childrenOf(item);
  const responses = declarations(nodes);
  const body = findFirst(nodes, 'qti-item-body');
  const bodyNodes = body ? childrenOf(body) : [];
  const found = collectInteractions(bodyNodes);
  const notes: string[] = [];
  const files: QtiFiles = { ...resources, notes };
  const totalMark = maxScore(nodes);
  const { general, byChoice } = feedbackOf(nodes, files);
  const rich = (html: string): RichText => richTextOfHtml(html, notes);

  const blocks = found.filter((kind) => BLOCK.includes(kind));
  const gaps = found.filter((kind) => GAP_INTERACTIONS.includes(kind));
  const others = found.filter((kind) => !BLOCK.includes(kind) && !GAP_INTERACTIONS.includes(kind));
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
  const done = (type: QuestionType, fields: Record<string, unknown>, feedback = general): ReadItem => ({
    name,
    sourceType,
    draft: draftOf(type, { totalMark, feedback, ...fields }),
    notes: [...new Set(notes)],
    ...context,
  });
  const skip = (reason: string): ReadItem => ({ ...skippedItem(name, sourceType, reason, context), notes: [...new Set(notes)] });

  if (gaps.length > 0) {
    const reading = readGaps(bodyNodes, responses, name, files);
    return 'skipped' in reading ? skip(reading.skipped) : done(reading.type, reading.fields);
  }

  const interaction = findAll(bodyNodes, sourceType)[0];
  const attributes = attributesOf(interaction);
  const declaration = responses.get(attributes['response-identifier'] ?? '') ?? NO_DECLARATION;
  const prompt = findFirst(childrenOf(interaction), 'qti-prompt');
  // The interaction's prompt stands where the interaction stands.
  const bodyHeader = rich(
    bodyHtml(
      bodyNodes,
      (kind) => (kind === sourceType ? `<p>${prompt ? bodyHtml(childrenOf(prompt), () => null, files) : ''}</p>` : null),
      files,
    ),
  );
  // An item whose body says nothing around its interaction (an empty prompt) is asked by its title.
  const header = isEmptyRichText(bodyHeader) ? rich(`<p>${escapeXml(name)}</p>`) : bodyHeader;
  const choicesOf = (element: string, list = childrenOf(interaction)) =>
    findAll(list, element).map((choice) => ({
      id: attributesOf(choice).identifier ?? '',
      fixed: attributesOf(choice).fixed === 'true',
      option: rich(bodyHtml(childrenOf(choice), () => null, files)),
    }));
  const shuffle = attributes.shuffle === 'true';

  switch (sourceType) {
    case 'qti-choice-interaction': {
      const choices = choicesOf('qti-simple-choice');
      const right = new Set(declaration.correct.length > 0 ? declaration.correct : declaration.mapped);
      if (right.size === 0) return skip('No choice is marked correct (its scoring is not a correct response or a mapping).');
      const ids = choices.map((choice) => choice.id.toLowerCase()).sort();
      if (ids.join(',') === 'false,true' && declaration.cardinality === 'single') {
        const isTrue = [...right].some((id) => id.toLowerCase() === 'true');
        const choiceLines = choices.flatMap((choice) => (byChoice.has(choice.id) ? [`${choice.id}: ${byChoice.get(choice.id)}`] : []));
        return done(
          'TrueOrFalse',
          {
            header,
            options: [
              { id: 'True', option: 'True', selected: false, isTrue },
              { id: 'False', option: 'False', selected: false, isTrue: !isTrue },
            ],
          },
          [general, ...choiceLines].filter((line) => line !== '').join('\n'),
        );
      }
      if (shuffle && choices.some((choice) => choice.fixed))
        notes.push('Choices fixed in place were shuffled with the others: here the options are shuffled all together or not at all.');
      const partial = declaration.cardinality === 'multiple' && declaration.mapped.length > 0;
      if (partial && (declaration.penalties || declaration.partlyRight))
        notes.push(
          "The choices' own marks and penalties were replaced by ours: each right choice earns its share, each wrong one takes a share away.",
        );
      return done('MCQ', {
        header,
        isPartial: partial,
        shuffleOptions: shuffle,
        options: choices.map((choice) => ({
          id: newQuestionId(),
          option: choice.option,
          authorNote: byChoice.get(choice.id) ?? '',
          selected: false,
          isTrue: right.has(choice.id),
        })),
      });
    }
    case 'qti-order-interaction': {
      const choices = choicesOf('qti-simple-choice');
      const order = declaration.correct;
      if (order.length !== choices.length) return skip('The correct order does not name every item.');
      const options = order.map((id) => ({ id: newQuestionId(), option: choices.find((choice) => choice.id === id)?.option ?? [] }));
      return done('OrderComponent', { header, options, correctOptions: options.map((option) => option.id), scoreMode: 'partialMatch' });
    }
    case 'qti-match-interaction': {
      const sets = findAll(childrenOf(interaction), 'qti-simple-match-set');
      if (sets.length !== 2) return skip('A match needs two sets.');
      const left = choicesOf('qti-simple-associable-choice', childrenOf(sets[0]));
      const right = choicesOf('qti-simple-associable-choice', childrenOf(sets[1]));
      const pairs = new Map(
        (declaration.correct.length > 0 ? declaration.correct : declaration.mapped).map((pair) => pair.split(/\s+/) as [string, string]),
      );
      // Each item gets its own answer (an answer shared by two items is offered twice); answers no item needs are left out.
      const matched = left.flatMap((choice) => {
        const answer = right.find((candidate) => candidate.id === pairs.get(choice.id));
        return answer
          ? [{ option: { id: newQuestionId(), option: choice.option }, answer: { id: newQuestionId(), option: answer.option } }]
          : [];
      });
      if (matched.length === 0) return skip('No pair is marked correct.');
      if (matched.length < left.length) notes.push('Items without a correct pair were left out.');
      if (right.some((candidate) => ![...pairs.values()].includes(candidate.id)))
        notes.push('Answers that match no item were left out: here each item has exactly its own answer to find.');
      if (declaration.penalties)
        notes.push('Penalties for wrong pairs were dropped: a wrong pair here earns nothing and takes nothing away.');
      return done('MatchQComponent', {
        header,
        shuffleOptions: shuffle,
        options: matched.map((pair) => pair.option),
        PossibleAnswers: matched.map((pair) => pair.answer),
        correctPossibleAnswers: matched.map((pair) => pair.answer.id),
        matchedPossibleAnswers: matched.map(() => ''),
        scoreMode: 'partialMatch',
      });
    }
    case 'qti-graphic-gap-match-interaction': {
      const label = readGraphicGapMatch(interaction, declaration, files.picture);
      if (typeof label === 'string') return skip(label);
      if (declaration.penalties)
        notes.push('Penalties for wrong places were dropped: a wrong place here earns nothing and takes nothing away.');
      return done('LabelQComponent', { header, ...label });
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
      const count = Number(attributes['data-max-files']);
      const max = Number.isInteger(count) && count >= 1 ? Math.min(count, 12) : 1;
      return done('FileUploadEnhanced', { header, max, maxCount: max });
    }
    default:
      return skip('No counterpart here.');
  }
}
