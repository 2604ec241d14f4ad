import { readRubricFields } from '../../../rubrics/read-rubric-fields';
import { scoreManualAnswer } from '../../../scoring/manual';
import { FILE_MAX_INVALID, FILE_TYPE_NOT_ACCEPTED, fileLimitMessage, REPEATED_OPTION } from '../../messages';
import type { UploadedFile } from '../../question';
import { headerRule, totalMarkRule } from '../../question-rules';
import { asRecord, readId, readList, readMediaUrl, readNumber, readString } from '../../read-values';
import { FILE_UPLOAD_DEFAULT_MAX, FILE_UPLOAD_MAX_FILES, FILE_UPLOAD_MIN_FILES, isAcceptedUploadType } from '../../upload-types';
import { hasRepeats } from '../common/list-options';
import type { QuestionTypeDefinition } from '../question-type-definition';
import { fileUploadBasics } from './basics';

function readUploadedFile(value: unknown): UploadedFile {
  const record = asRecord(value);
  return {
    data: readMediaUrl(record.data),
    type: readString(record.type).toLowerCase(),
    name: readString(record.name),
    id: readId(record.id),
  };
}

/** File upload (SPEC §3): 1 to 12 files of accepted types, marked by a teacher; maxCount is always max. */
export const fileUploadType: QuestionTypeDefinition<'FileUploadEnhanced'> = {
  ...fileUploadBasics,
  normalize: (record, common) => {
    const max = Math.trunc(readNumber(record.max, FILE_UPLOAD_DEFAULT_MAX));
    return {
      ...common,
      ...readRubricFields(record),
      files: readList(record.files, readUploadedFile).filter((file) => file.data !== ''),
      max,
      maxCount: max,
    };
  },
  rules: (question) => [
    () => totalMarkRule(question),
    () => headerRule(question),
    () =>
      Number.isInteger(question.max) && question.max >= FILE_UPLOAD_MIN_FILES && question.max <= FILE_UPLOAD_MAX_FILES
        ? null
        : FILE_MAX_INVALID,
  ],
  richTexts: () => [],
  itemLists: () => [],
  applyAnswer: (question, answer) => ({ ...question, files: answer?.files ?? [] }),
  answerFromQuestion: (question) => (question.files.length > 0 ? { type: 'FileUploadEnhanced', files: question.files } : null),
  validateAnswer: (question, answer) => {
    if (answer.files.length > question.max) return fileLimitMessage(question.max);
    if (answer.files.some((file) => !isAcceptedUploadType(file.type))) return FILE_TYPE_NOT_ACCEPTED;
    return hasRepeats(answer.files.map((file) => file.id)) ? REPEATED_OPTION : null;
  },
  withoutAnswerKey: (question) => ({ ...question, files: [] }),
  withRandomItemIds: (question) => question,
  score: (question, answer) => scoreManualAnswer(question, answer, (given) => given.files.length > 0),
};
