import { Typography } from 'antd';
import { RECORDING_MAX_SECONDS } from '../../components/recorder/recording-formats';
import type { AuthoringProps } from '../question-type-ui';

export const VIDEO_SETUP_NOTE = `The applicant records a video answer with their camera and microphone (up to ${RECORDING_MAX_SECONDS.video / 60} minutes), watches it, and presses Save and Submit. Write the question in the header above.`;

/** Video, editingMode: nothing beyond the header and the common fields the frame draws. */
export function VideoSetup({ direction }: AuthoringProps<'VideoComponent'>) {
  return (
    <Typography.Text type="secondary" dir={direction}>
      <bdi>{VIDEO_SETUP_NOTE}</bdi>
    </Typography.Text>
  );
}
