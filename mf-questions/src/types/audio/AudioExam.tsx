import { RecorderPanel } from '../../components/recorder/RecorderPanel';
import { RECORDING_MAX_SECONDS } from '../../components/recorder/recording-formats';
import type { ExamProps } from '../question-type-ui';

/**
 * Audio, examMode (SPEC §4): Start Recording, Stop Recording, listen, Save
 * and Submit; the recording is uploaded through the media call and the
 * answer keeps its URL. Once saved, the buttons are gone and it plays back.
 */
export function AudioExam({ question, answer, onAnswer, disabled, direction }: ExamProps<'AudioComponent'>) {
  return (
    <RecorderPanel
      kind="audio"
      questionId={question.id}
      savedUrl={answer?.mediaUrl ?? null}
      onSaved={(mediaUrl) => onAnswer({ type: 'AudioComponent', mediaUrl })}
      disabled={disabled}
      direction={direction}
      maxSeconds={RECORDING_MAX_SECONDS.audio}
    />
  );
}
