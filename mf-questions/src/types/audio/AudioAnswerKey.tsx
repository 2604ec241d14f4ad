import { Typography } from 'antd';
import type { AuthoringProps } from '../question-type-ui';

export const AUDIO_GRADED_BY_HAND =
  'Audio answers are graded by hand: a teacher listens to the recording and gives the mark. There is no correct answer to set.';

/** Audio, answeringMode: there is no answer key. */
export function AudioAnswerKey({ direction }: AuthoringProps<'AudioComponent'>) {
  return (
    <Typography.Text type="secondary" dir={direction}>
      <bdi>{AUDIO_GRADED_BY_HAND}</bdi>
    </Typography.Text>
  );
}
