import { Flex, Typography } from 'antd';
import { applicantText } from '@mizan/shared';
import type { ReviewProps } from '../question-type-ui';
import { UploadedFileLink } from './UploadedFileLink';

export const NO_FILES = 'No files were uploaded.';

/** FileUploadEnhanced, grading modes: the applicant's files as links, pictures as thumbnails (graded by hand). */
export function FileUploadReview({ question, answer, direction }: ReviewProps<'FileUploadEnhanced'>) {
  // Answers carry the files; a question that holds its answer (the seed's way) has them in `files`.
  const files = answer?.files ?? question.files;
  if (files.length === 0) {
    return (
      <Typography.Text type="secondary" dir={direction}>
        {NO_FILES}
      </Typography.Text>
    );
  }
  return (
    <Flex vertical gap={8} dir={direction} role="list" aria-label="The applicant's files">
      {files.map((file) => (
        <div role="listitem" key={file.id}>
          <UploadedFileLink file={file} deletedText={applicantText(direction).mediaDeleted} />
        </div>
      ))}
    </Flex>
  );
}
