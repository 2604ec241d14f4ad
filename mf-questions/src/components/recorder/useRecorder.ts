import { useCallback, useEffect, useRef, useState } from 'react';
import { MEDIA_MAX_BYTES, mediaTooLargeMessage } from '@mizan/shared';
import { useMediaUpload } from '../media/MediaUploadContext';
import {
  NOTHING_RECORDED,
  RECORDING_FORMAT_UNSUPPORTED,
  RECORDING_INTERRUPTED,
  RECORDING_NEEDS_SECURE_PAGE,
  mediaAccessMessage,
  recordingUnsupportedMessage,
  saveFailedMessage,
} from './recorder-messages';
import { RECORDING_BITS_PER_SECOND, pickRecordingType, recordedType, recordingFileName, type RecorderKind } from './recording-formats';

/**
 * SPEC §4: idle → recording (Start Recording) → stopped (Stop Recording) →
 * saved (Save and Submit). 'starting' waits for the browser's permission;
 * 'saving' is the upload. From 'stopped' the applicant may record again
 * (the new recording replaces the old) or save; a failed save returns to
 * 'stopped' with the recording kept, so Try again sends the same bytes.
 */
export type RecorderPhase = 'idle' | 'starting' | 'recording' | 'stopped' | 'saving' | 'saved';

export interface Recording {
  blob: Blob;
  /** An object URL for playback before saving. */
  url: string;
  type: string;
}

export interface UseRecorderOptions {
  kind: RecorderKind;
  questionId: string;
  maxSeconds: number;
  /** Called with the uploaded recording's URL once Save and Submit succeeded. */
  onSaved: (mediaUrl: string) => void;
}

export interface RecorderControls {
  phase: RecorderPhase;
  /** Why recording cannot happen at all in this browser (no buttons are shown), or null. */
  unsupported: string | null;
  /** The last problem (permission denied, upload failed, …), or null. */
  problem: string | null;
  /** True when `problem` is a failed save that Try again can repeat. */
  canRetry: boolean;
  elapsedSeconds: number;
  /** The live camera/microphone stream while recording (the video preview). */
  stream: MediaStream | null;
  recording: Recording | null;
  /** Upload progress, 0 to 100. */
  progress: number;
  /** The format chosen for this browser, or null when none is supported. */
  mimeType: string | null;
  start: () => Promise<void>;
  stop: () => void;
  save: () => Promise<void>;
}

function unsupportedReason(kind: RecorderKind): string | null {
  if (typeof window !== 'undefined' && window.isSecureContext === false) return RECORDING_NEEDS_SECURE_PAGE;
  if (
    typeof navigator === 'undefined' ||
    typeof navigator.mediaDevices?.getUserMedia !== 'function' ||
    typeof MediaRecorder === 'undefined'
  ) {
    return recordingUnsupportedMessage(kind);
  }
  return pickRecordingType(kind) ? null : RECORDING_FORMAT_UNSUPPORTED;
}

function stopTracks(stream: MediaStream | null): void {
  stream?.getTracks().forEach((track) => track.stop());
}

/** The recorder state machine behind AudioExam and VideoExam (MediaRecorder + the media upload). */
export function useRecorder({ kind, questionId, maxSeconds, onSaved }: UseRecorderOptions): RecorderControls {
  const upload = useMediaUpload();
  const [unsupported] = useState(() => unsupportedReason(kind));
  const [mimeType] = useState(() => pickRecordingType(kind));
  const [phase, setPhase] = useState<RecorderPhase>('idle');
  const [problem, setProblem] = useState<string | null>(null);
  const [canRetry, setCanRetry] = useState(false);
  const [elapsedSeconds, setElapsedSeconds] = useState(0);
  const [stream, setStream] = useState<MediaStream | null>(null);
  const [recording, setRecording] = useState<Recording | null>(null);
  const [progress, setProgress] = useState(0);

  const mounted = useRef(true);
  const recorderRef = useRef<MediaRecorder | null>(null);
  const streamRef = useRef<MediaStream | null>(null);
  const timerRef = useRef<ReturnType<typeof setInterval> | null>(null);
  const recordingRef = useRef<Recording | null>(null);
  const onSavedRef = useRef(onSaved);
  onSavedRef.current = onSaved;

  const clearTimer = () => {
    if (timerRef.current !== null) clearInterval(timerRef.current);
    timerRef.current = null;
  };

  const keepRecording = (next: Recording | null) => {
    if (recordingRef.current) URL.revokeObjectURL(recordingRef.current.url);
    recordingRef.current = next;
    setRecording(next);
  };

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimer();
      const recorder = recorderRef.current;
      if (recorder && recorder.state !== 'inactive') {
        recorder.ondataavailable = null;
        recorder.onstop = null;
        recorder.stop();
      }
      stopTracks(streamRef.current);
      if (recordingRef.current) URL.revokeObjectURL(recordingRef.current.url);
    };
  }, []);

  const stop = useCallback(() => {
    clearTimer();
    const recorder = recorderRef.current;
    if (recorder && recorder.state !== 'inactive') recorder.stop();
  }, []);

  const start = useCallback(async () => {
    if (unsupported || !mimeType) return;
    setProblem(null);
    setCanRetry(false);
    setPhase('starting');
    let media: MediaStream;
    try {
      media = await navigator.mediaDevices.getUserMedia(
        kind === 'audio' ? { audio: true } : { audio: true, video: { width: { ideal: 640 }, height: { ideal: 480 } } },
      );
    } catch (error) {
      if (!mounted.current) return;
      setProblem(mediaAccessMessage(kind, error));
      setPhase(recordingRef.current ? 'stopped' : 'idle');
      return;
    }
    if (!mounted.current) {
      stopTracks(media);
      return;
    }

    let recorder: MediaRecorder;
    const bits = RECORDING_BITS_PER_SECOND[kind];
    try {
      recorder = new MediaRecorder(media, {
        mimeType,
        audioBitsPerSecond: bits.audio,
        ...(bits.video ? { videoBitsPerSecond: bits.video } : {}),
      });
    } catch {
      stopTracks(media);
      setProblem(RECORDING_FORMAT_UNSUPPORTED);
      setPhase(recordingRef.current ? 'stopped' : 'idle');
      return;
    }

    const chunks: Blob[] = [];
    let bytes = 0;
    const limit = MEDIA_MAX_BYTES[kind];
    recorder.ondataavailable = (event: BlobEvent) => {
      if (event.data.size === 0) return;
      chunks.push(event.data);
      bytes += event.data.size;
      // Stop well before the media call's limit, so what was recorded can still be saved.
      if (bytes > limit * 0.95) stop();
    };
    recorder.onerror = () => {
      if (mounted.current) setProblem(RECORDING_INTERRUPTED);
      stop();
    };
    recorder.onstop = () => {
      clearTimer();
      stopTracks(media);
      streamRef.current = null;
      if (!mounted.current) return;
      setStream(null);
      const type = recordedType(recorder.mimeType, mimeType);
      const blob = new Blob(chunks, { type });
      if (blob.size === 0) {
        setProblem(NOTHING_RECORDED);
        keepRecording(null);
        setPhase('idle');
        return;
      }
      keepRecording({ blob, url: URL.createObjectURL(blob), type });
      setPhase('stopped');
    };

    recorderRef.current = recorder;
    streamRef.current = media;
    setStream(media);
    recorder.start(1000);
    const startedAt = Date.now();
    setElapsedSeconds(0);
    setPhase('recording');
    timerRef.current = setInterval(() => {
      const seconds = Math.floor((Date.now() - startedAt) / 1000);
      setElapsedSeconds(seconds);
      if (seconds >= maxSeconds) stop();
    }, 250);
  }, [kind, maxSeconds, mimeType, stop, unsupported]);

  const save = useCallback(async () => {
    const current = recordingRef.current;
    if (!current) return;
    if (current.blob.size > MEDIA_MAX_BYTES[kind]) {
      setProblem(mediaTooLargeMessage(kind));
      return;
    }
    setProblem(null);
    setCanRetry(false);
    setProgress(0);
    setPhase('saving');
    try {
      const { url } = await upload(current.blob, recordingFileName(questionId, current.type), {
        onProgress: (fraction) => {
          if (mounted.current) setProgress(Math.round(fraction * 100));
        },
      });
      if (!mounted.current) return;
      setProgress(100);
      setPhase('saved');
      onSavedRef.current(url);
    } catch (error) {
      if (!mounted.current) return;
      setProblem(saveFailedMessage(error instanceof Error && error.message ? error.message : 'the upload failed.'));
      setCanRetry(true);
      setPhase('stopped');
    }
  }, [kind, questionId, upload]);

  return { phase, unsupported, problem, canRetry, elapsedSeconds, stream, recording, progress, mimeType, start, stop, save };
}
