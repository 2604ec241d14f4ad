import { readRubricFields } from '../../../rubrics/read-rubric-fields';
import { headerRule, totalMarkRule } from '../../question-rules';
import { readRecording, scoreRecording, withRecording } from '../common/recording';
import type { QuestionTypeDefinition } from '../question-type-definition';
import { audioBasics } from './basics';

/** Audio (SPEC §3): the applicant records their voice; a teacher marks it. */
export const audioType: QuestionTypeDefinition<'AudioComponent'> = {
  ...audioBasics,
  normalize: (record, common) => ({ ...common, ...readRecording(record), ...readRubricFields(record) }),
  rules: (question) => [() => totalMarkRule(question), () => headerRule(question)],
  richTexts: () => [],
  itemLists: () => [],
  applyAnswer: (question, answer) => withRecording(question, answer?.mediaUrl ?? ''),
  answerFromQuestion: (question) => (question.mediaBlobUrl === '' ? null : { type: 'AudioComponent', mediaUrl: question.mediaBlobUrl }),
  validateAnswer: () => null,
  withoutAnswerKey: (question) => ({ ...question, mediaBlobUrl: '', isRecording: false }),
  withRandomItemIds: (question) => question,
  score: scoreRecording,
};
