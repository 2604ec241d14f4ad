import { Typography } from 'antd';
import type { AuthoringProps } from '../question-type-ui';

export const VIDEO_GRADED_BY_HAND =
  'Video answers are graded by hand: a teacher watches the recording and gives the mark. There is no correct answer to set.';

/** Video, answeringMode: there is no answer key. */
export function VideoAnswerKey({ direction }: AuthoringProps<'VideoComponent'>) {
  return (
    <Typography.Text type="secondary" dir={direction}>
      <bdi>{VIDEO_GRADED_BY_HAND}</bdi>
    </Typography.Text>
  );
}
