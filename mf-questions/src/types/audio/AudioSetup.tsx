import { Typography } from 'antd';
import { RECORDING_MAX_SECONDS } from '../../components/recorder/recording-formats';
import type { AuthoringProps } from '../question-type-ui';

export const AUDIO_SETUP_NOTE = `The applicant records a spoken answer with their microphone (up to ${RECORDING_MAX_SECONDS.audio / 60} minutes), listens to it, and presses Save and Submit. Write the question in the header above.`;

/** Audio, editingMode: nothing beyond the header and the common fields the frame draws. */
export function AudioSetup({ direction }: AuthoringProps<'AudioComponent'>) {
  return (
    <Typography.Text type="secondary" dir={direction}>
      <bdi>{AUDIO_SETUP_NOTE}</bdi>
    </Typography.Text>
  );
}
