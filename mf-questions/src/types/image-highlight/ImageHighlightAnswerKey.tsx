import { Alert, Flex, Typography } from 'antd';
import type { AuthoringProps } from '../question-type-ui';
import { HighlightFrame } from './HighlightFrame';

/**
 * ImageHighlight, answeringMode: there is no key to set. Drawings are graded
 * by hand; the author's note (staff only) tells graders what to look for.
 */
export function ImageHighlightAnswerKey({ question, direction }: AuthoringProps<'ImageHighlight'>) {
  return (
    <Flex vertical gap="small" dir={direction}>
      <Alert
        type="info"
        showIcon
        title="Drawings are graded by hand"
        description="There is no answer to set here: a teacher looks at each applicant's drawing and gives the score in grading mode."
      />
      {question.authorNote.trim() !== '' ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', margin: 0 }}>
          <Typography.Text strong>Author note: </Typography.Text>
          {question.authorNote}
        </Typography.Paragraph>
      ) : (
        <Typography.Text type="secondary">No author note. Add one in Question setup to guide graders.</Typography.Text>
      )}
      <HighlightFrame image={question.qst_image} alt="The picture to draw on" maxWidth={360} />
    </Flex>
  );
}
