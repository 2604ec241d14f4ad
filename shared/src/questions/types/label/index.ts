import { scoreLabel } from '../../../scoring/label';
import { CORRECT_ANSWER_REQUIRED, HEADER_AND_OPTIONS_REQUIRED, IMAGE_REQUIRED, REPEATED_OPTION, UNKNOWN_OPTION } from '../../messages';
import type { ImageSpot, LabelQuestion } from '../../question';
import { totalMarkRule } from '../../question-rules';
import { randomItemIdList } from '../../random-item-id-list';
import {
  asRecord,
  clampPercent,
  readId,
  readIdList,
  readImage,
  readList,
  readPositionalIds,
  readScoreMode,
  readString,
} from '../../read-values';
import { isEmptyRichText } from '../../rich-text';
import { byId, hasRepeats, unknownIn } from '../common/list-options';
import type { QuestionRule, QuestionTypeDefinition } from '../question-type-definition';
import { labelBasics } from './basics';

/** A label or spot; top and left are clamped to 0..100 (percentages). */
function readSpot(value: unknown): ImageSpot {
  const record = asRecord(value);
  return { id: readId(record.id), value: readString(record.value), top: clampPercent(record.top), left: clampPercent(record.left) };
}

function labelRules(question: LabelQuestion): QuestionRule[] {
  const spotIds = question.options.map((spot) => spot.id);
  return [
    () => totalMarkRule(question),
    () =>
      isEmptyRichText(question.header) || question.labels.length === 0 || question.labels.some((label) => label.value.trim() === '')
        ? HEADER_AND_OPTIONS_REQUIRED
        : null,
    () => (question.image === '' ? IMAGE_REQUIRED : null),
    // ours: every label has its own spot, and the spot exists.
    () =>
      question.correctOptions.length === question.labels.length &&
      new Set(question.correctOptions).size === question.correctOptions.length &&
      question.correctOptions.every((id) => spotIds.includes(id))
        ? null
        : CORRECT_ANSWER_REQUIRED,
  ];
}

/** Label (ours, SPEC §3 names it): labels dragged onto their spots on a picture. */
export const labelType: QuestionTypeDefinition<'LabelQComponent'> = {
  ...labelBasics,
  normalize: (record, common) => ({
    ...common,
    image: readImage(record.image),
    labels: readList(record.labels, readSpot),
    options: readList(record.options, readSpot),
    correctOptions: readIdList(record.correctOptions),
    placedOptions: readPositionalIds(record.placedOptions),
    scoreMode: readScoreMode(record.scoreMode),
  }),
  rules: labelRules,
  richTexts: () => [],
  itemLists: (question) => [question.labels, question.options],
  applyAnswer: (question, answer) => {
    const placements = new Map(answer ? answer.placements.map((placement) => [placement.labelId, placement.optionId]) : []);
    return { ...question, placedOptions: question.labels.map((label) => placements.get(label.id) ?? '') };
  },
  answerFromQuestion: (question) => {
    const placements = question.labels
      .map((label, index) => ({ labelId: label.id, optionId: question.placedOptions[index] ?? '' }))
      .filter((placement) => placement.optionId !== '');
    return placements.length > 0 ? { type: 'LabelQComponent', placements } : null;
  },
  validateAnswer: (question, answer) => {
    const labelIds = answer.placements.map((placement) => placement.labelId);
    const spotIds = answer.placements.map((placement) => placement.optionId);
    if (
      unknownIn(
        labelIds,
        question.labels.map((label) => label.id),
      ) !== null
    )
      return UNKNOWN_OPTION;
    if (
      unknownIn(
        spotIds,
        question.options.map((spot) => spot.id),
      ) !== null
    )
      return UNKNOWN_OPTION;
    return hasRepeats(labelIds) || hasRepeats(spotIds) ? REPEATED_OPTION : null;
  },
  // Label texts lose the places the author put them: those are their spots.
  withoutAnswerKey: (question) => ({
    ...question,
    labels: byId(question.labels).map((spot) => ({ ...spot, top: 0, left: 0 })),
    options: question.options.map((spot) => ({ ...spot, value: '' })),
    correctOptions: [],
    placedOptions: [],
  }),
  withRandomItemIds: (question) => {
    const spots = randomItemIdList(question.options);
    return {
      ...question,
      labels: randomItemIdList(question.labels).items,
      options: spots.items,
      correctOptions: question.correctOptions.map(spots.idOf),
      placedOptions: question.placedOptions.map(spots.idOf),
    };
  },
  score: scoreLabel,
};
