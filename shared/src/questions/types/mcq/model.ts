import type { ExamChoiceOption, ExamQuestionCommon } from '../../exam-question';
import type { ChoiceOption, QuestionCommon } from '../../question';

export interface McqQuestion extends QuestionCommon<'MCQ'> {
  /** Partial credit (SPEC §4) instead of all-or-nothing. */
  isPartial: boolean;
  options: ChoiceOption[];
}

/**
 * What an applicant submits for one question. Answers are saved per
 * (attempt, question id) apart from the attempt's question snapshot
 * (ARCHITECTURE §8), so a question is never rewritten by an applicant and
 * the answer key never has to travel to them. The seed instead wrote the
 * answer into the question; `applyAnswer` does that for grading views:
 *
 * | type               | answer field               | seed field in the question                    |
 * |--------------------|----------------------------|-----------------------------------------------|
 * | MCQ                | selected (option ids)      | options[].selected                            |
 * | TrueOrFalse        | optionId ('True'/'False')  | options[].selected                            |
 * | RIASEC             | optionId                   | options[].selected                            |
 * | FillTheBlank       | blanks ({blankId, value})  | blanks[].value (ours)                         |
 * | OrderComponent     | order (option ids)         | options, reordered                            |
 * | MatchQComponent    | matches ({optionId, possibleAnswerId}) | matchedPossibleAnswers (ours)     |
 * | LabelQComponent    | placements ({labelId, optionId})       | placedOptions (ours)              |
 * | EssayComponent     | text (rich text)           | stdanswer, stdanswerTxt, count, overcount     |
 * | AudioComponent     | mediaUrl                   | mediaBlobUrl (showRecordingOpt false)         |
 * | VideoComponent     | mediaUrl                   | mediaBlobUrl (showRecordingOpt false)         |
 * | FileUploadEnhanced | files                      | files                                         |
 * | ImageHighlight     | drawingUrl                 | qstImageAfterDrawing                          |
 * | Numerical          | value, unit (as typed)     | value, unit (ours)                            |
 */
export interface McqAnswer {
  type: 'MCQ';
  /** Ids of the ticked options, each once. */
  selected: string[];
}

export interface ExamMcqQuestion extends ExamQuestionCommon<'MCQ'> {
  options: ExamChoiceOption[];
}
