import { mediaKindOf } from '@mizan/shared';

export type RecorderKind = 'audio' | 'video';

/**
 * The formats the recorders ask for, best first; each is one the media call
 * accepts (WebM or MP4). Chrome, Edge and Firefox record WebM/Opus; Safari
 * records MP4.
 */
export const RECORDING_TYPES: Record<RecorderKind, readonly string[]> = {
  audio: ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'],
  video: ['video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4'],
};

/** Recordings stop by themselves after this long (ours; well inside the media call's size limits). */
export const RECORDING_MAX_SECONDS: Record<RecorderKind, number> = {
  audio: 15 * 60,
  video: 5 * 60,
};

/** What the recorder asks the browser for: about 1 MB a minute of audio; about 11 MB a minute of video. */
export const RECORDING_BITS_PER_SECOND: Record<RecorderKind, { audio: number; video?: number }> = {
  audio: { audio: 128_000 },
  video: { audio: 128_000, video: 1_500_000 },
};

/** The first format of `kind` this browser's MediaRecorder can make, or null. */
export function pickRecordingType(kind: RecorderKind): string | null {
  if (typeof MediaRecorder === 'undefined' || typeof MediaRecorder.isTypeSupported !== 'function') return null;
  return RECORDING_TYPES[kind].find((type) => MediaRecorder.isTypeSupported(type)) ?? null;
}

/** The type to upload a recording as: what the recorder says it made when the media call takes it, else what we asked for. */
export function recordedType(reported: string, asked: string): string {
  return reported && mediaKindOf(reported) ? reported : asked;
}

/** 'recording.webm' / 'recording.mp4' for a recording of `type`. */
export function recordingFileName(questionId: string, type: string): string {
  const extension = type.includes('mp4') ? 'mp4' : 'webm';
  return `recording-${questionId}.${extension}`;
}

/** 75 → '1:15'. */
export function formatDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}
