import { readRubricFields } from '../../../rubrics/read-rubric-fields';
import { headerRule, totalMarkRule } from '../../question-rules';
import { readRecording, scoreRecording, withRecording } from '../common/recording';
import type { QuestionTypeDefinition } from '../question-type-definition';
import { videoBasics } from './basics';

/** Video (SPEC §3): the applicant records a video; a teacher marks it. */
export const videoType: QuestionTypeDefinition<'VideoComponent'> = {
  ...videoBasics,
  normalize: (record, common) => ({ ...common, ...readRecording(record), ...readRubricFields(record) }),
  rules: (question) => [() => headerRule(question), () => totalMarkRule(question)],
  richTexts: () => [],
  itemLists: () => [],
  applyAnswer: (question, answer) => withRecording(question, answer?.mediaUrl ?? ''),
  answerFromQuestion: (question) => (question.mediaBlobUrl === '' ? null : { type: 'VideoComponent', mediaUrl: question.mediaBlobUrl }),
  validateAnswer: () => null,
  withoutAnswerKey: (question) => ({ ...question, mediaBlobUrl: '', isRecording: false }),
  withRandomItemIds: (question) => question,
  score: scoreRecording,
};
