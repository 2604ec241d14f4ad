import type { TrueFalseOptionId, TrueOrFalseQuestion } from '@mizan/shared';

/** The option the author marked correct, or null before they chose. */
export function correctOptionOf(question: TrueOrFalseQuestion): TrueFalseOptionId | null {
  const correct = question.options.filter((option) => option.isTrue);
  return correct.length === 1 ? correct[0].id : null;
}

/** The question with `id` as its one correct option and the "correct answer chosen" flag set. */
export function withCorrectOption(question: TrueOrFalseQuestion, id: TrueFalseOptionId): TrueOrFalseQuestion {
  const [truth, falsehood] = question.options;
  return {
    ...question,
    options: [
      { ...truth, isTrue: id === 'True' },
      { ...falsehood, isTrue: id === 'False' },
    ],
    correctAnswerChosen: true,
  };
}
