import { RecorderPanel } from '../../components/recorder/RecorderPanel';
import { RECORDING_MAX_SECONDS } from '../../components/recorder/recording-formats';
import type { ExamProps } from '../question-type-ui';

/**
 * Video, examMode: like Audio (SPEC §4) with the camera too and a live,
 * muted preview while recording; the recording is uploaded through the
 * media call and the answer keeps its URL.
 */
export function VideoExam({ question, answer, onAnswer, disabled, direction }: ExamProps<'VideoComponent'>) {
  return (
    <RecorderPanel
      kind="video"
      questionId={question.id}
      savedUrl={answer?.mediaUrl ?? null}
      onSaved={(mediaUrl) => onAnswer({ type: 'VideoComponent', mediaUrl })}
      disabled={disabled}
      direction={direction}
      maxSeconds={RECORDING_MAX_SECONDS.video}
    />
  );
}
