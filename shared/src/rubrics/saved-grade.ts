import type { Grade } from '../federation/question-components';
import type { Question } from '../questions/question';

/** The grade a grading sheet's question holds: its score, feedback and, when marked by rubric, the chosen levels. */
export function savedGrade(question: Question): Grade {
  const choices = 'rubricChoice' in question ? question.rubricChoice : undefined;
  return choices && choices.length > 0
    ? { score: question.score, feedback: question.feedback, rubric: choices }
    : { score: question.score, feedback: question.feedback };
}
