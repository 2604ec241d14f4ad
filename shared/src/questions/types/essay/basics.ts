import { ESSAY_DEFAULT_WORD_LIMIT } from '../../defaults';
import { examCommon } from '../../exam-view-parts';
import { newQuestionCommon } from '../../new-question-common';
import { emptyRichText } from '../../rich-text';
import type { QuestionTypeBasics } from '../question-type-definition';

export const essayBasics: QuestionTypeBasics<'EssayComponent'> = {
  info: { type: 'EssayComponent', label: 'Short Answer/Essay', route: '/essay', scoring: 'manual' },
  create: () => ({
    ...newQuestionCommon('EssayComponent'),
    answerPlaceHolder: '',
    stdanswer: emptyRichText(),
    stdanswerTxt: '',
    wordlimit: ESSAY_DEFAULT_WORD_LIMIT,
    allowOverLimit: false,
    count: 0,
    overcount: false,
    showWordCount: false,
    showWordLimit: false,
  }),
  examView: (question) => ({
    ...examCommon<'EssayComponent'>(question),
    answerPlaceHolder: question.answerPlaceHolder,
    wordlimit: question.wordlimit,
    allowOverLimit: question.allowOverLimit,
    showWordCount: question.showWordCount,
    showWordLimit: question.showWordLimit,
  }),
};
