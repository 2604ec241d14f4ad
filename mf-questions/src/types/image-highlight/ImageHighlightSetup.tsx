import { Alert, Flex, Typography } from 'antd';
import Input from 'antd/es/input';
import { IMAGE_REQUIRED, LIMITS } from '@mizan/shared';
import { ImageSourceInput } from '../../components/image/ImageSourceInput';
import type { AuthoringProps } from '../question-type-ui';

/**
 * ImageHighlight, editingMode: the picture the applicant draws on (uploaded
 * from the PC, image types only, or from a URL) and the author's note for
 * graders (staff only: toExamView drops it).
 */
export function ImageHighlightSetup({ question, onChange, direction }: AuthoringProps<'ImageHighlight'>) {
  return (
    <Flex vertical gap="middle" dir={direction}>
      <ImageSourceInput
        label="Picture to draw on"
        value={question.qst_image}
        onChange={(url) => onChange({ ...question, qst_image: url })}
      />
      {question.qst_image === '' && <Alert type="warning" showIcon title={IMAGE_REQUIRED} />}
      <Flex vertical gap={4}>
        <Typography.Text strong>Author note</Typography.Text>
        <Typography.Text type="secondary">For graders only: what a good drawing shows. Applicants never see it.</Typography.Text>
        <Input.TextArea
          aria-label="Author note"
          value={question.authorNote}
          onChange={(event) => onChange({ ...question, authorNote: event.target.value.slice(0, LIMITS.note) })}
          rows={3}
          maxLength={LIMITS.note}
          dir={direction}
        />
      </Flex>
    </Flex>
  );
}
