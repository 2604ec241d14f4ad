import { Flex, Typography } from 'antd';
import { applicantText, isImageSource, isMediaUrl } from '@mizan/shared';
import { useMediaDeleted } from '../../components/media/useMediaDeleted';
import type { ReviewProps } from '../question-type-ui';
import { HighlightFrame } from './HighlightFrame';

/**
 * ImageHighlight, grading modes: the question's picture with the applicant's
 * drawing over it (the answer's drawingUrl, or the seed's
 * qstImageAfterDrawing), and a link to open the drawing at full size. Graded
 * by hand in the score panel of the frame.
 */
export function ImageHighlightReview({ question, answer, direction }: ReviewProps<'ImageHighlight'>) {
  const drawing = answer?.drawingUrl || question.qstImageAfterDrawing;
  // A drawing deleted under the retention rule fails to load: the link is asked why, and the frame says so.
  const { deleted, probe } = useMediaDeleted(drawing);
  const shown = drawing !== '' && isImageSource(drawing) && !deleted;
  return (
    <Flex vertical gap="small" dir={direction}>
      {deleted && (
        <Typography.Text type="secondary" role="note">
          {applicantText(direction).mediaDeleted}
        </Typography.Text>
      )}
      {!shown && !deleted && <Typography.Text type="secondary">No drawing</Typography.Text>}
      <HighlightFrame image={question.qst_image} alt="The question's picture">
        {shown && (
          <img
            src={drawing}
            alt="The applicant's drawing"
            onError={probe}
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'contain' }}
          />
        )}
      </HighlightFrame>
      {shown && isMediaUrl(drawing) && (
        <Typography.Link href={drawing} target="_blank" rel="noopener noreferrer">
          Open the drawing at full size
        </Typography.Link>
      )}
      <Typography.Text type="secondary">Graded by hand.</Typography.Text>
    </Flex>
  );
}
