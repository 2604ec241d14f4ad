/** The answers an applicant gives from the exam view: one per choice, True/False, RIASEC or Order question. */
export function choiceAnswers(questions, variant) {
  return questions.flatMap((question) => {
    const ids = (question.options ?? []).map((option) => option.id);
    switch (question.type) {
      case 'MCQ':
        return [{ questionId: question.id, answer: { type: 'MCQ', selected: [ids[variant % ids.length]] } }];
      case 'TrueOrFalse':
        return [{ questionId: question.id, answer: { type: 'TrueOrFalse', optionId: variant % 2 ? 'True' : 'False' } }];
      case 'RIASEC':
        return [{ questionId: question.id, answer: { type: 'RIASEC', optionId: ids[variant % ids.length] } }];
      case 'OrderComponent':
        return [{ questionId: question.id, answer: { type: 'OrderComponent', order: variant % 2 ? [...ids].reverse() : ids } }];
      default:
        return [];
    }
  });
}
