import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState, type ComponentType } from 'react';
import type { QuestionAnswerOf, QuestionOf, QuestionType } from '@mizan/shared';
import type { AuthoringProps, ExamProps, ExamQuestionOf, ReviewProps } from '../question-type-ui';

type Direction = 'ltr' | 'rtl';

/**
 * Renders a type's Setup or AnswerKey the way the frame does: the question
 * held in state, so each edit is seen by the next. `changes` records every
 * question handed to onChange; `latest()` is the last one.
 */
export function renderAuthoring<Type extends QuestionType>(
  Body: ComponentType<AuthoringProps<Type>>,
  initial: QuestionOf<Type>,
  direction: Direction = 'ltr',
) {
  const changes: QuestionOf<Type>[] = [];
  function Host() {
    const [question, setQuestion] = useState(initial);
    return (
      <ConfigProvider direction={direction}>
        <Body
          question={question}
          direction={direction}
          onChange={(next) => {
            changes.push(next);
            setQuestion(next);
          }}
        />
      </ConfigProvider>
    );
  }
  const user = userEvent.setup();
  const view = render(<Host />);
  return { ...view, user, changes, latest: () => changes[changes.length - 1] ?? initial };
}

/** Renders a type's Exam with the answer held in state, as the exam screen does; `answers` records each onAnswer. */
export function renderExam<Type extends QuestionType>(
  Body: ComponentType<ExamProps<Type>>,
  question: ExamQuestionOf<Type>,
  options: { answer?: QuestionAnswerOf<Type> | null; disabled?: boolean; direction?: Direction } = {},
) {
  const answers: QuestionAnswerOf<Type>[] = [];
  const direction = options.direction ?? 'ltr';
  function Host() {
    const [answer, setAnswer] = useState<QuestionAnswerOf<Type> | null>(options.answer ?? null);
    return (
      <ConfigProvider direction={direction}>
        <Body
          question={question}
          answer={answer}
          disabled={options.disabled ?? false}
          direction={direction}
          onAnswer={(next) => {
            answers.push(next);
            setAnswer(next);
          }}
        />
      </ConfigProvider>
    );
  }
  const user = userEvent.setup();
  const view = render(<Host />);
  return { ...view, user, answers, lastAnswer: () => answers[answers.length - 1] };
}

export function renderReview<Type extends QuestionType>(
  Body: ComponentType<ReviewProps<Type>>,
  question: QuestionOf<Type>,
  answer: QuestionAnswerOf<Type> | null,
  direction: Direction = 'ltr',
) {
  return render(
    <ConfigProvider direction={direction}>
      <Body question={question} answer={answer} direction={direction} />
    </ConfigProvider>,
  );
}

/** The text of every element in the document, for checking that no answer key leaked into an exam view. */
export function pageText(): string {
  return document.body.textContent ?? '';
}
