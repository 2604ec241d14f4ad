import { Alert, Flex, Tag, Typography } from 'antd';
import { RIASEC_CATEGORY_NAMES, RIASEC_WANT } from '@mizan/shared';
import type { AuthoringProps } from '../question-type-ui';
import { optionText } from './categories';

/**
 * RIASEC, answeringMode: nothing to choose. 'أرغب' (I want) is always the
 * option that counts (newQuestion marks it isTrue); choosing it scores the
 * total mark and counts toward the category in the career profile.
 */
export function RiasecAnswerKey({ question, direction }: AuthoringProps<'RIASEC'>) {
  const name = RIASEC_CATEGORY_NAMES[question.cat];
  return (
    <Flex vertical gap="middle" dir={direction}>
      <Alert
        type="info"
        showIcon
        title={
          <bdi>{`Choosing '${RIASEC_WANT}' (I want) counts toward ${name} (${question.cat}) in the career profile. This is fixed: there is no answer to set.`}</bdi>
        }
      />
      <Flex vertical gap={6}>
        {question.options.map((option) => (
          <Flex key={option.id} gap="small" align="center">
            <Tag color={option.isTrue ? 'green' : undefined} style={{ fontSize: 14, paddingInline: 12, marginInlineEnd: 0 }}>
              <span dir="rtl" lang="ar">
                {optionText(option)}
              </span>
            </Tag>
            <Typography.Text type={option.isTrue ? 'success' : 'secondary'}>
              <bdi>{option.isTrue ? `✓ counts toward ${name}` : 'does not count'}</bdi>
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
    </Flex>
  );
}
