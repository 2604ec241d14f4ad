import { Alert, Flex, Typography } from 'antd';
import { BLANK_REQUIRED, type FillTheBlankQuestion } from '@mizan/shared';
import { addBlankAnswer, isAcceptedValue, removeBlankAnswer } from './blanks';
import { TextTagsInput } from './TextTagsInput';

export interface BlankAnswersEditorProps {
  question: FillTheBlankQuestion;
  onChange: (question: FillTheBlankQuestion) => void;
  direction: 'ltr' | 'rtl';
}

/**
 * The blanks in reading order ('Blank 1' is the chip numbered 1 in the text),
 * each with its accepted answers; shared by the setup and answer-key bodies.
 */
export function BlankAnswersEditor({ question, onChange, direction }: BlankAnswersEditorProps) {
  if (question.blanks.length === 0) {
    return (
      <Alert type="info" showIcon title={BLANK_REQUIRED} description={<bdi>Put the cursor in the text and press 'Insert blank'.</bdi>} />
    );
  }
  const words = question.options.map((word) => word.option);
  return (
    <Flex vertical gap="middle">
      {question.blanks.map((blank, index) => {
        const name = `blank ${index + 1}`;
        return (
          <Flex key={blank.id} vertical gap={4} data-testid={`blank-answers-${index + 1}`}>
            <Typography.Text strong>{`Blank ${index + 1}`}</Typography.Text>
            <TextTagsInput
              tags={blank.answers.map((text, at) => ({ key: String(at), text }))}
              onAdd={(text) => onChange(addBlankAnswer(question, blank.id, text))}
              onRemove={(key) => onChange(removeBlankAnswer(question, blank.id, Number(key)))}
              label={`Accepted answers for ${name}`}
              itemName="answer"
              placeholder="Type an accepted answer and press Enter"
              tagColor="green"
              direction={direction}
            />
            {blank.answers.length === 0 && (
              <Typography.Text type="warning" style={{ fontSize: 12 }}>
                No accepted answer yet
              </Typography.Text>
            )}
            {blank.answers.length > 0 && words.length > 0 && !words.some((word) => isAcceptedValue(blank.answers, word)) && (
              <Typography.Text type="warning" style={{ fontSize: 12 }}>
                None of these answers is in the word bank
              </Typography.Text>
            )}
          </Flex>
        );
      })}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        <bdi>Answers are compared trimmed, ignoring case and extra spaces; Arabic-Indic and Latin digits count alike.</bdi>
      </Typography.Text>
    </Flex>
  );
}
