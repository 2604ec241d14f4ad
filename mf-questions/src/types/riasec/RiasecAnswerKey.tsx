import { Alert, Flex, Tag } from 'antd';
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
        title={`Choosing '${RIASEC_WANT}' (I want) counts toward ${name} (${question.cat}) in the career profile. This is fixed: there is no answer to set.`}
      />
      <Flex gap="small" dir="rtl" lang="ar" wrap="wrap">
        {question.options.map((option) => (
          <Tag key={option.id} color={option.isTrue ? 'green' : undefined} style={{ fontSize: 14, paddingInline: 12 }}>
            <span lang="ar">{optionText(option)}</span>
            {option.isTrue && <span dir={direction} lang="en">{` ✓ counts toward ${name}`}</span>}
          </Tag>
        ))}
      </Flex>
    </Flex>
  );
}
