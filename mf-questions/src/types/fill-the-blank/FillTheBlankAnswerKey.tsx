import { Divider, Flex, Tag, Typography } from 'antd';
import { RichTextView } from '../../components/rich-text/RichTextView';
import type { AuthoringProps } from '../question-type-ui';
import { BlankAnswersEditor } from './BlankAnswersEditor';

/**
 * FillTheBlank, answeringMode: the text with each blank showing its accepted
 * answers, and the same per-blank answers editor as the setup (the accepted
 * answers are this type's key).
 */
export function FillTheBlankAnswerKey({ question, onChange, direction }: AuthoringProps<'FillTheBlank'>) {
  const numberOf = (blankId: string) => question.blanks.findIndex((blank) => blank.id === blankId) + 1;
  const answersOf = (blankId: string) => question.blanks.find((blank) => blank.id === blankId)?.answers ?? [];
  return (
    <Flex vertical gap="middle" dir={direction}>
      <RichTextView
        value={question.content}
        direction={direction}
        renderBlank={(blankId) => {
          const answers = answersOf(blankId);
          return (
            <Tag color={answers.length > 0 ? 'green' : 'warning'} style={{ marginInline: 2 }}>
              <bdi>{answers.length > 0 ? answers.join(' / ') : '?'}</bdi>
              <span style={{ marginInlineStart: 4, fontSize: 11, opacity: 0.7 }}>{`#${numberOf(blankId)}`}</span>
            </Tag>
          );
        }}
      />
      <Divider plain titlePlacement="start" style={{ margin: 0 }}>
        Accepted answers
      </Divider>
      <BlankAnswersEditor question={question} onChange={onChange} direction={direction} />
      {question.options.length > 0 && (
        <Typography.Text type="secondary">
          <bdi>{`Word bank: ${question.options.map((word) => word.option).join(', ')}`}</bdi>
        </Typography.Text>
      )}
    </Flex>
  );
}
