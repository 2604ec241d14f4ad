import { newQuestionId } from '@mizan/shared';
import { QUESTION_FILE_NOT_MOODLE } from '@mizan/shared';
import { badRequest } from '../../errors';
import { blankContent, type GapPart } from './blank-content';
import { CALCULATED_NO_COUNTERPART, NO_FULLY_RIGHT_ANSWER, PARTLY_RIGHT_BLANKS_DROPPED } from './import-notes';
import { pictureSize } from './picture-size';
import { readCloze } from './moodle-cloze';
import { asElement, asList, attributeOf, flagOf, fractionOf, htmlOf, markOf, plainOf, valueOf, type MoodleElement } from './moodle-text';
import { draftOf, skippedItem, type ReadItem } from './read-item';
import { parseXmlObject } from './xml-document';

const LISTS = new Set(['question', 'answer', 'subquestion', 'tag', 'file', 'selectoption', 'dragbox', 'drag', 'drop']);

/** Why a Moodle type is not imported. */
const NO_COUNTERPART: Record<string, string> = {
  calculated: CALCULATED_NO_COUNTERPART,
  calculatedsimple: CALCULATED_NO_COUNTERPART,
  calculatedmulti: CALCULATED_NO_COUNTERPART,
  description: 'A description is text without a question; nothing to answer.',
  random: "A random slot is Moodle's own draw, not a question.",
  randomsamatch: 'A random short-answer matching question is built from other questions per attempt; no counterpart here.',
  ddmarker: 'Drag markers are marked by areas of any shape; the Label question here needs a spot per label.',
};

/** The category path as tags and a subject: '$course$/top/Science/Physics' is subject Physics, tag Science. */
function categoryContext(path: string): { tags: string[]; subject: string } {
  const segments = path
    .split('/')
    .map((segment) => segment.trim())
    .filter(
      (segment) => segment !== '' && !/^\$\w+\$$/.test(segment) && segment.toLowerCase() !== 'top' && !/^default for /i.test(segment),
    );
  const subject = segments.pop() ?? '';
  return { tags: segments.slice(-5).map((tag) => tag.slice(0, 40)), subject: subject.slice(0, 100) };
}

function tagsOf(question: MoodleElement): string[] {
  return asList(asElement(question.tags).tag)
    .map((tag) => valueOf(tag).trim().slice(0, 40))
    .filter((tag) => tag !== '');
}

function common(question: MoodleElement, notes: string[]) {
  return {
    header: htmlOf(question.questiontext, notes),
    totalMark: markOf(question.defaultgrade),
  };
}

type Reader = (question: MoodleElement, notes: string[]) => Record<string, unknown> | string;

const multichoice: Reader = (question, notes) => {
  const answers = asList(question.answer);
  const single = flagOf(question.single ?? 'true');
  const allOrNothing = valueOf(question['@type']) === 'multichoiceset' || attributeOf(question, 'type') === 'multichoiceset';
  const fractions = answers.map(fractionOf);
  const partial = !single && !allOrNothing;
  if (single && fractions.some((fraction) => fraction > 0 && fraction < 100))
    notes.push('Partly right answers were dropped: a single-answer question here has only right and wrong options.');
  const options = answers.map((answer, index) => ({
    id: newQuestionId(),
    option: htmlOf(answer, notes),
    authorNote: plainOf(answer.feedback),
    selected: false,
    isTrue: allOrNothing || partial ? fractions[index] > 0 : fractions[index] >= 100,
  }));
  return { ...common(question, notes), options, isPartial: partial, shuffleOptions: flagOf(question.shuffleanswers ?? 'true') };
};

const truefalse: Reader = (question, notes) => {
  const right = asList(question.answer).find((answer) => fractionOf(answer) >= 100);
  const isTrue = plainOf(right).toLowerCase() === 'true';
  if (!right) return 'Neither true nor false is marked right.';
  return {
    ...common(question, notes),
    options: [
      { id: 'True', option: 'True', selected: false, isTrue },
      { id: 'False', option: 'False', selected: false, isTrue: !isTrue },
    ],
  };
};

function gapQuestion(header: string, parts: GapPart[], words: string[], fields: Record<string, unknown>) {
  const { content, blanks } = blankContent(parts);
  return { ...fields, header, content, blanks, options: words.map((option) => ({ id: newQuestionId(), option })) };
}

const shortanswer: Reader = (question, notes) => {
  const answers = asList(question.answer);
  const right = answers
    .filter((answer) => fractionOf(answer) >= 100)
    .map(plainOf)
    .filter((text) => text !== '');
  if (right.length === 0) return NO_FULLY_RIGHT_ANSWER;
  if (answers.some((answer) => fractionOf(answer) > 0 && fractionOf(answer) < 100)) notes.push(PARTLY_RIGHT_BLANKS_DROPPED);
  if (right.some((text) => text.includes('*'))) notes.push('The * wildcard is taken as a plain character here.');
  if (flagOf(question.usecase)) notes.push('Answers were case-sensitive; blanks here ignore case.');
  return gapQuestion(htmlOf(question.questiontext, notes), [{ answers: right }], [], { totalMark: markOf(question.defaultgrade) });
};

const numerical: Reader = (question, notes) => {
  const right = asList(question.answer).filter((answer) => fractionOf(answer) >= 100);
  if (right.length === 0) return NO_FULLY_RIGHT_ANSWER;
  if (right.some((answer) => Number(valueOf(answer.tolerance) || 0) !== 0))
    return 'The answer is accepted within a tolerance, which a blank here cannot do (it compares text).';
  if (asList(question.units).length > 0 || asElement(question.units).unit) notes.push('Units were dropped: type the number alone.');
  return gapQuestion(htmlOf(question.questiontext, notes), [{ answers: right.map(plainOf) }], [], {
    totalMark: markOf(question.defaultgrade),
  });
};

const multianswer: Reader = (question, notes) => {
  const cloze = readCloze(htmlOf(question.questiontext, notes));
  notes.push(...cloze.notes);
  if (cloze.problem) return cloze.problem;
  return gapQuestion(plainOf(question.name) || 'Fill in the blanks.', cloze.parts, cloze.choices ?? [], {
    totalMark: markOf(question.defaultgrade),
  });
};

/** gapselect and ddwtos: `[[n]]` in the text is the n-th choice, which is right there. */
const gapChoices: Reader = (question, notes) => {
  const choices = asList(question.selectoption ?? question.dragbox);
  const words = choices.map(plainOf);
  const groups = new Set(choices.map((choice) => valueOf(choice.group)));
  if (groups.size > 1) notes.push(`The choices were in ${groups.size} groups; here one word bank serves every blank.`);
  const html = htmlOf(question.questiontext, notes);
  const parts: GapPart[] = [];
  let last = 0;
  for (const match of html.matchAll(/\[\[(\d+)\]\]/g)) {
    const word = words[Number(match[1]) - 1];
    if (word === undefined || word === '') return `Gap [[${match[1]}]] names a choice the file does not have.`;
    parts.push(html.slice(last, match.index), { answers: [word] });
    last = (match.index ?? 0) + match[0].length;
  }
  parts.push(html.slice(last));
  if (parts.length === 1) return 'The text has no gaps.';
  return gapQuestion(plainOf(question.name) || 'Fill in the blanks.', parts, [...new Set(words.filter((word) => word !== ''))], {
    totalMark: markOf(question.defaultgrade),
  });
};

/**
 * A match here pairs each item with its own answer (as many answers as
 * items): an answer shared by two items is offered twice, and Moodle's
 * extra wrong answers are left out with a note.
 */
const matching: Reader = (question, notes) => {
  const pairs = asList(question.subquestion).map((sub) => ({
    left: htmlOf(sub, notes),
    leftText: plainOf(sub),
    right: plainOf(asList(sub.answer)[0]),
  }));
  const questions = pairs.filter((pair) => (pair.leftText !== '' || /<img/i.test(pair.left)) && pair.right !== '');
  if (questions.length === 0) return 'It has no pairs to match.';
  if (questions.length < pairs.length) notes.push('Extra wrong answers were left out: here each item has exactly its own answer to find.');
  const possible = questions.map((pair) => ({ id: newQuestionId(), option: pair.right }));
  return {
    ...common(question, notes),
    options: questions.map((pair) => ({ id: newQuestionId(), option: pair.left })),
    PossibleAnswers: possible,
    correctPossibleAnswers: possible.map((answer) => answer.id),
    matchedPossibleAnswers: questions.map(() => ''),
    scoreMode: 'partialMatch',
    shuffleOptions: flagOf(question.shuffleanswers ?? 'true'),
  };
};

/** The ordering plugin (qtype_ordering): answers in their right order. */
const ordering: Reader = (question, notes) => {
  const answers = asList(question.answer).sort((a, b) => fractionOf(a) - fractionOf(b));
  if (answers.length < 2) return 'It has fewer than two items to order.';
  if (valueOf(question.selecttype) && valueOf(question.selecttype).toUpperCase() !== 'ALL')
    notes.push('Moodle showed a subset of the items; here every item is shown.');
  const options = answers.map((answer) => ({ id: newQuestionId(), option: htmlOf(answer, notes) }));
  const exact = valueOf(question.gradingtype).toUpperCase() === 'ALL_OR_NOTHING';
  return {
    ...common(question, notes),
    options,
    correctOptions: options.map((option) => option.id),
    scoreMode: exact ? 'exactMatch' : 'partialMatch',
  };
};

const essay: Reader = (question, notes) => {
  const format = valueOf(question.responseformat) || 'editor';
  const attachments = Number(valueOf(question.attachments) || 0);
  if (format === 'noinline') {
    if (attachments === 0) return 'It asks for no text and no file.';
    const max = attachments < 0 ? 12 : Math.min(12, attachments);
    if (attachments < 0 || attachments > 12) notes.push('At most 12 files here.');
    return { ...common(question, notes), max, maxCount: max };
  }
  if (attachments !== 0) notes.push('Attachments were dropped: an essay here is text only.');
  const limit = Number(valueOf(question.maxwordlimit) || 0);
  return {
    ...common(question, notes),
    ...(limit > 0 ? { wordlimit: limit, showWordLimit: true } : {}),
    answerPlaceHolder: plainOf(question.responsetemplate).slice(0, 200),
  };
};

const PICTURE_TYPES: Record<string, string> = { png: 'image/png', gif: 'image/gif', jpg: 'image/jpeg', jpeg: 'image/jpeg' };

/**
 * ddimageortext → Label: each drop zone is a spot and gets the label its
 * right choice names (a choice used twice becomes two labels); the zones'
 * pixels become percentages of the background's size. Picture choices have
 * no counterpart (labels are words).
 */
const dragOntoImage: Reader = (question, notes) => {
  const background = asList(question.file).find((file) => attributeOf(file, 'encoding') === 'base64');
  const type = PICTURE_TYPES[attributeOf(background, 'name').split('.').pop()?.toLowerCase() ?? ''];
  if (!background || !type) return 'Its background is not a PNG, GIF or JPEG picture in the file.';
  const data = String(background['#text'] ?? '').replace(/\s+/g, '');
  const size = pictureSize(Buffer.from(data, 'base64'));
  if (!size || size.width === 0 || size.height === 0) return 'The size of its background picture cannot be read.';
  const drags = asList(question.drag);
  if (drags.some((drag) => asList(drag.file).length > 0)) return 'Its choices are pictures; labels here are words.';
  const textOf = (no: string) => plainOf(drags.find((drag) => valueOf(drag.no) === no));
  const drops = asList(question.drop).filter((drop) => textOf(valueOf(drop.choice)) !== '');
  if (drops.length === 0) return 'No drop zone names a choice.';
  const used = new Set(drops.map((drop) => valueOf(drop.choice)));
  if (drags.some((drag) => !used.has(valueOf(drag.no))))
    notes.push('Choices that belong nowhere were left out: here each label has its own spot.');
  const percent = (pixels: unknown, whole: number) =>
    Math.max(0, Math.min(100, Math.round((Number(valueOf(pixels)) / whole) * 10000) / 100));
  const spots = drops.map((drop) => ({
    id: newQuestionId(),
    value: '',
    top: percent(drop.ytop, size.height),
    left: percent(drop.xleft, size.width),
  }));
  const labels = drops.map((drop, index) => ({
    id: newQuestionId(),
    value: textOf(valueOf(drop.choice)),
    top: spots[index].top,
    left: spots[index].left,
  }));
  return {
    ...common(question, notes),
    image: `data:${type};base64,${data}`,
    labels,
    options: spots,
    correctOptions: spots.map((spot) => spot.id),
    placedOptions: spots.map(() => ''),
    scoreMode: 'partialMatch',
  };
};

const READERS: Record<
  string,
  { type: Parameters<typeof draftOf>[0] | ((question: MoodleElement) => Parameters<typeof draftOf>[0]); read: Reader }
> = {
  multichoice: { type: 'MCQ', read: multichoice },
  multichoiceset: {
    type: 'MCQ',
    read: (question, notes) => multichoice({ ...question, single: 'false', '@type': 'multichoiceset' }, notes),
  },
  truefalse: { type: 'TrueOrFalse', read: truefalse },
  shortanswer: { type: 'FillTheBlank', read: shortanswer },
  numerical: { type: 'FillTheBlank', read: numerical },
  multianswer: { type: 'FillTheBlank', read: multianswer },
  gapselect: { type: 'FillTheBlank', read: gapChoices },
  ddwtos: { type: 'FillTheBlank', read: gapChoices },
  match: { type: 'MatchQComponent', read: matching },
  ordering: { type: 'OrderComponent', read: ordering },
  ddimageortext: { type: 'LabelQComponent', read: dragOntoImage },
  essay: { type: (question) => (valueOf(question.responseformat) === 'noinline' ? 'FileUploadEnhanced' : 'EssayComponent'), read: essay },
};

/** The questions of a Moodle XML file, in file order, each mapped or skipped with its reason. */
export function readMoodleXml(text: string): ReadItem[] {
  const document = parseXmlObject(text, LISTS);
  if (!('quiz' in document)) throw badRequest(QUESTION_FILE_NOT_MOODLE);
  let context = { tags: [] as string[], subject: '' };
  const items: ReadItem[] = [];
  for (const question of asList(asElement(document.quiz).question)) {
    const kind = attributeOf(question, 'type');
    if (kind === 'category') {
      context = categoryContext(valueOf(question.category));
      continue;
    }
    const name = plainOf(question.name).slice(0, 200) || `Question ${items.length + 1}`;
    const tags = [...new Set([...context.tags, ...tagsOf(question)])].slice(0, 20);
    const itemContext = { tags, subject: context.subject };
    const reader = READERS[kind];
    if (!reader) {
      items.push(
        skippedItem(name, kind, NO_COUNTERPART[kind] ?? `The Moodle question type "${kind}" has no counterpart here.`, itemContext),
      );
      continue;
    }
    const notes: string[] = [];
    const read = reader.read(question, notes);
    if (typeof read === 'string') {
      items.push({ ...skippedItem(name, kind, read, itemContext), notes });
      continue;
    }
    const type = typeof reader.type === 'function' ? reader.type(question) : reader.type;
    items.push({ name, sourceType: kind, draft: draftOf(type, read), notes: [...new Set(notes)], ...itemContext });
  }
  return items;
}
