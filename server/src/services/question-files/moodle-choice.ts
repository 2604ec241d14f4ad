import { newQuestionId, richTextFromPlain } from '@mizan/shared';
import { commonFields, shuffleOf, type MoodleReader } from './moodle-common';
import { asList, attributeOf, flagOf, fractionOf, keyOf, plainOf, richOf, valueOf } from './moodle-text';

const percent = (value: number) => `${Math.round(value * 100) / 100}%`;

/**
 * Several right answers that share the marks equally while every wrong one
 * takes all of them (-100 %): the nearest Moodle's core multichoice comes to
 * all or nothing, and how an all-or-nothing MCQ is written (moodle-write.ts).
 */
function isStrict(fractions: readonly number[]): boolean {
  const right = fractions.filter((fraction) => fraction > 0);
  return (
    right.length >= 2 &&
    right.length < fractions.length &&
    right.every((fraction) => Math.abs(fraction - 100 / right.length) < 0.01) &&
    fractions.every((fraction) => fraction > 0 || Math.abs(fraction + 100) < 0.01)
  );
}

/**
 * multichoice (and multichoiceset, all or nothing). A single answer here is
 * right or wrong; several answers score partly, each wrong tick taking back
 * one right tick's share: Moodle's own weights and penalties are named in a
 * note where they differ. Equal shares with every wrong answer at -100 % are
 * read as all or nothing.
 */
export const multichoice: MoodleReader = (question, notes) => {
  const answers = asList(question.answer);
  const single = flagOf(question.single ?? 'true');
  const fractions = answers.map(fractionOf);
  const strict = !single && isStrict(fractions);
  const allOrNothing = strict || attributeOf(question, 'type') === 'multichoiceset' || valueOf(question['@type']) === 'multichoiceset';
  const partial = !single && !allOrNothing;
  const right = fractions.filter((fraction) => fraction > 0);
  const penalties = fractions.filter((fraction) => fraction < 0);
  if (strict)
    notes.push(
      'Any wrong tick took all the marks in Moodle, and each right tick its share; here the question is all or nothing: every right choice and no wrong one.',
    );
  if (single && fractions.some((fraction) => fraction > 0 && fraction < 100))
    notes.push('Partly right answers were dropped: a single-answer question here has only right and wrong options.');
  if (single && penalties.length > 0)
    notes.push(`A wrong choice took ${percent(-Math.min(...penalties))} away in Moodle; here a wrong single answer scores 0.`);
  if (partial && right.length > 0) {
    const share = 100 / right.length;
    if (right.some((fraction) => Math.abs(fraction - share) > 0.01))
      notes.push('Right choices had different weights in Moodle; here each right choice weighs the same.');
    if (penalties.some((fraction) => Math.abs(fraction + share) > 0.01))
      notes.push(
        `Wrong choices took ${penalties.map((fraction) => percent(-fraction)).join(', ')} away in Moodle; here each wrong tick takes away one right choice's share (${percent(share)}).`,
      );
    else if (penalties.length === 0 && right.length < answers.length)
      notes.push(`A wrong tick cost nothing in Moodle; here each wrong tick takes away one right choice's share (${percent(share)}).`);
  }
  const options = answers.map((answer, index) => ({
    id: newQuestionId(),
    option: richOf(answer, notes),
    authorNote: plainOf(answer.feedback),
    selected: false,
    isTrue: allOrNothing || partial ? fractions[index] > 0 : fractions[index] >= 100,
  }));
  return { ...commonFields(question, notes), options, isPartial: partial, shuffleOptions: shuffleOf(question) };
};

export const truefalse: MoodleReader = (question, notes) => {
  const right = asList(question.answer).find((answer) => fractionOf(answer) >= 100);
  if (!right) return 'Neither true nor false is marked right.';
  const isTrue = keyOf(right).toLowerCase() === 'true';
  return {
    ...commonFields(question, notes),
    options: [
      { id: 'True', option: 'True', selected: false, isTrue },
      { id: 'False', option: 'False', selected: false, isTrue: !isTrue },
    ],
  };
};

/**
 * matching (Moodle's own name) or match: a match here pairs each item with
 * its own answer (as many answers as items): an answer shared by two items
 * is offered twice, and Moodle's extra wrong answers are left out with a note.
 */
export const matching: MoodleReader = (question, notes) => {
  const pairs = asList(question.subquestion).map((sub) => {
    const left = richOf(sub, notes);
    return { left, hasLeft: plainOf(sub) !== '' || JSON.stringify(left).includes('"image"'), right: keyOf(asList(sub.answer)[0]) };
  });
  const questions = pairs.filter((pair) => pair.hasLeft && pair.right !== '');
  if (questions.length === 0) return 'It has no pairs to match.';
  const extra = pairs.filter((pair) => !pair.hasLeft && pair.right !== '').map((pair) => `"${pair.right}"`);
  if (extra.length > 0)
    notes.push(`Extra wrong answers were left out (${extra.join(', ')}): here each item has exactly its own answer to find.`);
  const possible = questions.map((pair) => ({ id: newQuestionId(), option: richTextFromPlain(pair.right) }));
  return {
    ...commonFields(question, notes),
    options: questions.map((pair) => ({ id: newQuestionId(), option: pair.left })),
    PossibleAnswers: possible,
    correctPossibleAnswers: possible.map((answer) => answer.id),
    matchedPossibleAnswers: questions.map(() => ''),
    scoreMode: 'partialMatch',
    shuffleOptions: shuffleOf(question),
  };
};

/** The ordering plugin (qtype_ordering): answers in their right order. */
export const ordering: MoodleReader = (question, notes) => {
  const answers = asList(question.answer).sort((a, b) => fractionOf(a) - fractionOf(b));
  if (answers.length < 2) return 'It has fewer than two items to order.';
  if (valueOf(question.selecttype) && valueOf(question.selecttype).toUpperCase() !== 'ALL')
    notes.push('Moodle showed a subset of the items; here every item is shown.');
  const options = answers.map((answer) => ({ id: newQuestionId(), option: richOf(answer, notes) }));
  const exact = valueOf(question.gradingtype).toUpperCase() === 'ALL_OR_NOTHING';
  return {
    ...commonFields(question, notes),
    options,
    correctOptions: options.map((option) => option.id),
    scoreMode: exact ? 'exactMatch' : 'partialMatch',
  };
};
