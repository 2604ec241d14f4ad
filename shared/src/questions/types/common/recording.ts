import { scoreManualAnswer } from '../../../scoring/manual';
import type { AudioAnswer, VideoAnswer } from '../../answer';
import { isMediaUrl } from '../../media-url';
import type { AudioQuestion, VideoQuestion } from '../../question';
import { readBoolean, readMediaUrl } from '../../read-values';
import type { ScoreResult } from '../../../scoring/score-result';

/** What Video and Audio share: a recording the applicant makes (an uploaded media URL), marked by a teacher. */

export const NEW_RECORDING = { mediaBlobUrl: '', isRecording: false, showRecordingOpt: true };

export function readRecording(record: Record<string, unknown>): typeof NEW_RECORDING {
  return {
    mediaBlobUrl: readMediaUrl(record.mediaBlobUrl),
    isRecording: readBoolean(record.isRecording),
    showRecordingOpt: readBoolean(record.showRecordingOpt, true),
  };
}

/** The question holding the recording at `url` ('' for none: the recording buttons show again). */
export function withRecording<Question extends VideoQuestion | AudioQuestion>(question: Question, url: string): Question {
  return { ...question, mediaBlobUrl: url, isRecording: false, showRecordingOpt: url === '' };
}

export function scoreRecording(question: VideoQuestion | AudioQuestion, answer: VideoAnswer | AudioAnswer | null): ScoreResult {
  return scoreManualAnswer(question, answer, (given) => isMediaUrl(given.mediaUrl));
}
