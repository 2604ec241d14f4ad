import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, InputNumber, Radio, Typography } from 'antd';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import { LIMITS, type NumericalQuestion, type NumericalToleranceMode } from '@mizan/shared';
import { LabelledField } from './LabelledField';
import { TOLERANCE_MODE_LABELS, addAnswer, asKeyNumber, canAddRow, removeAnswer, setAnswerField } from './numerical-edits';

export interface AcceptedAnswersEditorProps {
  question: NumericalQuestion;
  onChange: (question: NumericalQuestion) => void;
  direction: 'ltr' | 'rtl';
}

/**
 * The accepted answers of a Numerical question, one card each: the number,
 * how far from it still counts (absolute, or a percentage of the number),
 * the credit it earns and the feedback the applicant reads when it is the
 * one matched. Shared by the setup and answer-key bodies (the key editor of
 * "Correct a key" too). Numbers are typed left to right whatever the page.
 */
export function AcceptedAnswersEditor({ question, onChange, direction }: AcceptedAnswersEditorProps) {
  const id = (answerId: string, field: string) => `numerical-${field}-${question.id}-${answerId}`;
  const baseUnit = question.units[0]?.unit.trim() ?? '';
  const tidyKeyNumber = (answerId: string, field: 'value' | 'tolerance', text: string) => {
    const tidy = asKeyNumber(text);
    if (tidy !== text) onChange(setAnswerField(question, answerId, field, tidy));
  };
  return (
    <Flex vertical gap="middle" dir={direction}>
      <Typography.Text type="secondary">
        <bdi>
          An answer counts when it is within the tolerance of one of these numbers; the applicant gets the best credit among those it
          matches.
          {baseUnit !== '' && ` The numbers are in ${baseUnit}, the first unit.`}
        </bdi>
      </Typography.Text>
      {question.answers.map((answer, index) => {
        const name = `Answer ${index + 1}`;
        return (
          <Card
            key={answer.id}
            size="small"
            title={name}
            data-testid={`numerical-answer-${index + 1}`}
            extra={
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove answer ${index + 1}`}
                onClick={() => onChange(removeAnswer(question, answer.id))}
              />
            }
          >
            <Flex wrap gap="small">
              <LabelledField id={id(answer.id, 'value')} label={`${name}: number`}>
                <Input
                  id={id(answer.id, 'value')}
                  value={answer.value}
                  inputMode="decimal"
                  dir="ltr"
                  maxLength={100}
                  placeholder="3.5"
                  onChange={(event) => onChange(setAnswerField(question, answer.id, 'value', event.target.value))}
                  onBlur={() => tidyKeyNumber(answer.id, 'value', answer.value)}
                />
              </LabelledField>
              <LabelledField id={id(answer.id, 'tolerance')} label={`${name}: tolerance`}>
                <Input
                  id={id(answer.id, 'tolerance')}
                  value={answer.tolerance}
                  inputMode="decimal"
                  dir="ltr"
                  maxLength={100}
                  placeholder="0"
                  // Always a suffix (antd drops focus when one appears): '%' while the tolerance is relative.
                  suffix={<span aria-hidden>{answer.toleranceMode === 'relative' ? '%' : ''}</span>}
                  onChange={(event) => onChange(setAnswerField(question, answer.id, 'tolerance', event.target.value))}
                  onBlur={() => tidyKeyNumber(answer.id, 'tolerance', answer.tolerance)}
                />
              </LabelledField>
              <LabelledField id={id(answer.id, 'credit')} label={`${name}: credit (%)`}>
                <InputNumber<number>
                  id={id(answer.id, 'credit')}
                  min={0}
                  max={100}
                  step={5}
                  value={answer.credit}
                  onChange={(credit) => {
                    if (typeof credit === 'number' && Number.isFinite(credit))
                      onChange(setAnswerField(question, answer.id, 'credit', credit));
                  }}
                  style={{ width: '100%' }}
                />
              </LabelledField>
            </Flex>
            <Radio.Group
              aria-label={`${name}: tolerance is`}
              value={answer.toleranceMode}
              onChange={(event) =>
                onChange(setAnswerField(question, answer.id, 'toleranceMode', event.target.value as NumericalToleranceMode))
              }
              style={{ marginBlock: 8 }}
            >
              {(Object.keys(TOLERANCE_MODE_LABELS) as NumericalToleranceMode[]).map((mode) => (
                <Radio key={mode} value={mode}>
                  <bdi>{TOLERANCE_MODE_LABELS[mode]}</bdi>
                </Radio>
              ))}
            </Radio.Group>
            <LabelledField id={id(answer.id, 'feedback')} label={`${name}: feedback when matched`}>
              <Input
                id={id(answer.id, 'feedback')}
                value={answer.feedback}
                maxLength={LIMITS.note}
                onChange={(event) => onChange(setAnswerField(question, answer.id, 'feedback', event.target.value))}
              />
            </LabelledField>
          </Card>
        );
      })}
      {question.answers.length === 0 && (
        <Typography.Text type="warning">
          <bdi>No accepted answer yet</bdi>
        </Typography.Text>
      )}
      <div>
        <Button icon={<PlusOutlined />} onClick={() => onChange(addAnswer(question))} disabled={!canAddRow(question.answers)}>
          Add answer
        </Button>
      </div>
    </Flex>
  );
}
