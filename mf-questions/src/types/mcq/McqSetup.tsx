import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Switch, Typography } from 'antd';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import { MIN_OPTIONS, OPTIONS_TOO_FEW } from '@mizan/shared';
import { RichTextEditor } from '../../components/rich-text/RichTextEditor';
import type { AuthoringProps } from '../question-type-ui';
import { addOption, canAddOption, removeOption, setAuthorNote, setOptionText } from './options';

/**
 * MCQ, editingMode: the options (rich text each), an author's note per option
 * (staff only: toExamView drops it), add and remove, and the partial-credit
 * switch (SPEC §4). Removing below two options is allowed; the save check
 * reports "Options mustn't be less than two options", and so does the hint here.
 */
export function McqSetup({ question, onChange, direction }: AuthoringProps<'MCQ'>) {
  return (
    <Flex vertical gap="middle" dir={direction}>
      <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
        <Switch checked={question.isPartial} onChange={(isPartial) => onChange({ ...question, isPartial })} />
        <span>Partial credit</span>
      </label>
      <Typography.Text type="secondary">
        <bdi>
          {question.isPartial
            ? 'Each correct option ticked earns its share of the mark; each wrong one ticked takes a share away (never below 0).'
            : 'The full mark only when exactly the correct options are ticked, else 0.'}
        </bdi>
      </Typography.Text>

      {question.options.map((option, index) => {
        const name = `Option ${index + 1}`;
        return (
          <Card
            key={option.id}
            size="small"
            title={name}
            extra={
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`Remove option ${index + 1}`}
                onClick={() => onChange(removeOption(question, option.id))}
              />
            }
          >
            <Flex vertical gap="small">
              <RichTextEditor
                value={option.option}
                onChange={(text) => onChange(setOptionText(question, option.id, text))}
                direction={direction}
                placeholder={name}
                ariaLabel={name}
              />
              <Input
                value={option.authorNote}
                onChange={(event) => onChange(setAuthorNote(question, option.id, event.target.value))}
                placeholder="Author note (staff only)"
                aria-label={`Author note for option ${index + 1}`}
              />
            </Flex>
          </Card>
        );
      })}

      {question.options.length < MIN_OPTIONS && <Alert type="warning" showIcon title={OPTIONS_TOO_FEW} />}

      <div>
        <Button icon={<PlusOutlined />} onClick={() => onChange(addOption(question))} disabled={!canAddOption(question)}>
          Add option
        </Button>
      </div>
    </Flex>
  );
}
