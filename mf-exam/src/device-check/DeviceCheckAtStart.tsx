import type { ExamNoticeProps } from '../components/exam-page-slots';
import { DeviceCheckOffer } from './DeviceCheckOffer';

/**
 * "Check this device" offered again above the first question: with the
 * attempt known, the result is kept at once, and the microphone and camera
 * are asked for when this attempt's own questions record.
 */
export function DeviceCheckAtStart({ snapshot }: ExamNoticeProps) {
  if (!snapshot.inExam || !snapshot.exam) return null;
  const { exam } = snapshot.exam;
  const types = new Set(exam.questions.map((question) => question.type));
  return (
    <DeviceCheckOffer
      lang={exam.lang}
      examId={String(exam.id)}
      hash={snapshot.hash}
      needs={{ microphone: types.has('AudioComponent'), camera: types.has('VideoComponent') }}
    />
  );
}
