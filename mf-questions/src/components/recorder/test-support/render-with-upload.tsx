import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfigProvider } from 'antd';
import { useState, type ComponentType } from 'react';
import type { MediaUpload, QuestionAnswerOf, QuestionType } from '@mizan/shared';
import type { ExamProps, ExamQuestionOf } from '../../../types/question-type-ui';
import { MediaUploadProvider } from '../../media/MediaUploadContext';

/**
 * Renders a type's Exam as the exam screen does (the answer held in state,
 * every onAnswer recorded) under a MediaUploadProvider with the test's upload.
 */
export function renderExamWithUpload<Type extends QuestionType>(
  Body: ComponentType<ExamProps<Type>>,
  question: ExamQuestionOf<Type>,
  upload: MediaUpload,
  options: { answer?: QuestionAnswerOf<Type> | null; disabled?: boolean; direction?: 'ltr' | 'rtl'; applyAccept?: boolean } = {},
) {
  const answers: QuestionAnswerOf<Type>[] = [];
  const direction = options.direction ?? 'ltr';
  function Host() {
    const [answer, setAnswer] = useState<QuestionAnswerOf<Type> | null>(options.answer ?? null);
    return (
      <ConfigProvider direction={direction}>
        <MediaUploadProvider upload={upload}>
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
        </MediaUploadProvider>
      </ConfigProvider>
    );
  }
  const user = userEvent.setup({ applyAccept: options.applyAccept ?? false });
  const view = render(<Host />);
  return { ...view, user, answers, lastAnswer: () => answers[answers.length - 1] };
}
