import { Typography } from 'antd';
import { applicantText, isMediaUrl } from '@mizan/shared';
import { MediaPlayback } from '../../components/recorder/RecorderPanel';
import type { ReviewProps } from '../question-type-ui';

/** Audio, grading modes: the applicant's recording to listen to (graded by hand). */
export function AudioReview({ question, answer, direction }: ReviewProps<'AudioComponent'>) {
  // Answers carry the URL; a question that holds its answer (the seed's way) has it in mediaBlobUrl.
  const url = answer?.mediaUrl || question.mediaBlobUrl;
  return (
    <div dir={direction}>
      {url && isMediaUrl(url) ? (
        <MediaPlayback kind="audio" src={url} label="The applicant's recording" deletedText={applicantText(direction).mediaDeleted} />
      ) : (
        <Typography.Text type="secondary">{applicantText(direction).recorder.nothingSaved}</Typography.Text>
      )}
    </div>
  );
}
