import { Flex, Tag, Typography } from 'antd';
import Select from 'antd/es/select';
import type { RiasecCategory } from '@mizan/shared';
import type { AuthoringProps } from '../question-type-ui';
import { CATEGORY_OPTIONS, optionText } from './categories';

/**
 * RIASEC, editingMode: the statement is the question header (drawn by the
 * frame); the body picks its category. The two options are fixed ('أرغب',
 * 'لا أرغب', from newQuestion) and shown right to left, not edited.
 */
export function RiasecSetup({ question, onChange, direction }: AuthoringProps<'RIASEC'>) {
  return (
    <Flex vertical gap="middle" dir={direction}>
      <Typography.Text type="secondary">
        <bdi>The statement is the question header above.</bdi>
      </Typography.Text>
      <Flex vertical gap={4}>
        <label htmlFor={`riasec-category-${question.id}`}>Category</label>
        <Select<RiasecCategory>
          id={`riasec-category-${question.id}`}
          value={question.cat}
          options={CATEGORY_OPTIONS}
          onChange={(cat) => onChange({ ...question, cat })}
          style={{ maxWidth: 320 }}
        />
      </Flex>
      <Flex vertical gap={4}>
        <span>Options (fixed)</span>
        <Flex gap="small" dir="rtl" lang="ar" justify="flex-start" wrap="wrap">
          {question.options.map((option) => (
            <Tag key={option.id} style={{ fontSize: 14, paddingInline: 12 }}>
              {optionText(option)}
            </Tag>
          ))}
        </Flex>
      </Flex>
    </Flex>
  );
}
