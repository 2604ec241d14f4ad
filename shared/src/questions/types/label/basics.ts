import { DEFAULT_SCORE_MODE } from '../../defaults';
import { examCommon } from '../../exam-view-parts';
import { newQuestionCommon } from '../../new-question-common';
import type { QuestionTypeBasics } from '../question-type-definition';

export const labelBasics: QuestionTypeBasics<'LabelQComponent'> = {
  info: { type: 'LabelQComponent', label: 'Label', route: '/Label', scoring: 'auto' },
  create: () => ({
    ...newQuestionCommon('LabelQComponent'),
    image: '',
    labels: [],
    options: [],
    correctOptions: [],
    placedOptions: [],
    scoreMode: DEFAULT_SCORE_MODE,
  }),
  // Labels lose their places (their spots) and spots their captions; spots are always shuffled, or their order would pair them with the labels.
  examView: (question, { always, maybeShuffle }) => ({
    ...examCommon<'LabelQComponent'>(question),
    image: question.image,
    labels: maybeShuffle(
      question.labels.map((label) => ({ id: label.id, value: label.value })),
      'labels',
    ),
    options: always(
      question.options.map((spot) => ({ id: spot.id, top: spot.top, left: spot.left })),
      'spots',
    ),
  }),
};
