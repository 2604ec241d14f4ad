import { Typography } from 'antd';
import type { AuthoringProps } from '../question-type-ui';

export const FILES_GRADED_BY_HAND =
  'Uploaded files are graded by hand: a teacher opens the files and gives the mark. There is no correct answer to set.';

/** FileUploadEnhanced, answeringMode: there is no answer key. */
export function FileUploadAnswerKey({ direction }: AuthoringProps<'FileUploadEnhanced'>) {
  return (
    <Typography.Text type="secondary" dir={direction}>
      <bdi>{FILES_GRADED_BY_HAND}</bdi>
    </Typography.Text>
  );
}
