import { AudioOutlined, CheckCircleFilled, CloudUploadOutlined, StopOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Typography } from 'antd';
import Progress from 'antd/es/progress';
import { useEffect, useRef, useState } from 'react';
import { applicantText, isMediaUrl } from '@mizan/shared';
import { useMediaDeleted } from '../media/useMediaDeleted';
import { formatDuration, type RecorderKind } from './recording-formats';
import { useRecorder } from './useRecorder';

export interface RecorderPanelProps {
  kind: RecorderKind;
  questionId: string;
  /** The saved recording's URL (the applicant's answer), or '' / null while there is none. */
  savedUrl: string | null;
  onSaved: (mediaUrl: string) => void;
  disabled: boolean;
  direction: 'ltr' | 'rtl';
  maxSeconds: number;
}

/** A recording played back: <audio> or <video>, with controls. */
export function MediaPlayback({ kind, src, label, deletedText }: { kind: RecorderKind; src: string; label: string; deletedText: string }) {
  const { deleted, probe } = useMediaDeleted(src);
  if (deleted) {
    return (
      <Typography.Text type="secondary" role="note">
        {deletedText}
      </Typography.Text>
    );
  }
  return kind === 'audio' ? (
    <audio controls src={src} aria-label={label} preload="metadata" onError={probe} style={{ width: '100%', maxWidth: 480 }} />
  ) : (
    <video
      controls
      src={src}
      aria-label={label}
      preload="metadata"
      playsInline
      onError={probe}
      style={{ width: '100%', maxWidth: 480, background: '#000', borderRadius: 6 }}
    />
  );
}

/** The live camera while recording video (muted, so the applicant does not hear themselves). */
function LivePreview({ stream, label }: { stream: MediaStream; label: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.srcObject = stream;
  }, [stream]);
  return (
    <video
      ref={ref}
      muted
      autoPlay
      playsInline
      aria-label={label}
      data-testid="camera-preview"
      style={{ width: '100%', maxWidth: 480, background: '#000', borderRadius: 6, transform: 'scaleX(-1)' }}
    />
  );
}

/**
 * The applicant's recorder (AudioComponent and VideoComponent in examMode):
 * Start Recording, Stop Recording, playback, Save and Submit with a progress
 * bar and Try again; once saved, the buttons are gone and the saved
 * recording plays back (SPEC §4).
 */
export function RecorderPanel({ kind, questionId, savedUrl, onSaved, disabled, direction, maxSeconds }: RecorderPanelProps) {
  // Shown as saved at once, before the answer comes back through the props.
  const [justSaved, setJustSaved] = useState<string | null>(null);
  const text = applicantText(direction);
  const words = text.recorder;
  const recorder = useRecorder({
    kind,
    questionId,
    maxSeconds,
    onSaved: (url) => {
      setJustSaved(url);
      onSaved(url);
    },
  });
  // The host cleared the answer (a preview's "Clear sample answer"): start over.
  const previousSavedUrl = useRef(savedUrl);
  useEffect(() => {
    if (previousSavedUrl.current && !savedUrl) setJustSaved(null);
    previousSavedUrl.current = savedUrl;
  }, [savedUrl]);
  // Keyboard focus follows the next step: Stop while recording, Save and Submit once stopped.
  const stopButton = useRef<HTMLButtonElement>(null);
  const saveButton = useRef<HTMLButtonElement>(null);
  const phaseNow = recorder.phase;
  useEffect(() => {
    if (phaseNow === 'recording') stopButton.current?.focus();
    if (phaseNow === 'stopped') saveButton.current?.focus();
  }, [phaseNow]);
  const candidate = savedUrl || justSaved;
  const saved = candidate && isMediaUrl(candidate) ? candidate : null;

  if (saved) {
    return (
      <Flex vertical gap={8} dir={direction} data-phase="saved">
        <Typography.Text type="success">
          <CheckCircleFilled /> <bdi>{words.saved}</bdi>
        </Typography.Text>
        <MediaPlayback kind={kind} src={saved} label={words.savedRecording} deletedText={text.mediaDeleted} />
      </Flex>
    );
  }
  if (disabled) {
    return (
      <Typography.Text type="secondary" dir={direction}>
        {words.nothingSaved}
      </Typography.Text>
    );
  }
  if (recorder.unsupported) {
    return <Alert type="warning" showIcon role="alert" title={<bdi>{recorder.unsupported}</bdi>} />;
  }

  const { phase, problem, canRetry, recording, progress, stream, elapsedSeconds } = recorder;
  const busy = phase === 'starting' || phase === 'saving';
  return (
    <Flex vertical gap={12} dir={direction} data-phase={phase} data-mime-type={recorder.mimeType ?? ''}>
      {problem && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={<bdi>{problem}</bdi>}
          action={
            canRetry ? (
              <Button size="small" onClick={() => void recorder.save()}>
                {text.tryAgain}
              </Button>
            ) : undefined
          }
        />
      )}
      <Flex gap={8} wrap align="center">
        {phase === 'recording' ? (
          <Button key="stop" ref={stopButton} danger icon={<StopOutlined />} onClick={recorder.stop}>
            {words.stop}
          </Button>
        ) : (
          <Button
            key="start"
            icon={kind === 'audio' ? <AudioOutlined /> : <VideoCameraOutlined />}
            onClick={() => void recorder.start()}
            disabled={busy}
            loading={phase === 'starting'}
          >
            {words.start}
          </Button>
        )}
        {(phase === 'stopped' || phase === 'saving') && (
          <Button
            ref={saveButton}
            type="primary"
            icon={<CloudUploadOutlined />}
            onClick={() => void recorder.save()}
            loading={phase === 'saving'}
          >
            {words.saveAndSubmit}
          </Button>
        )}
        {phase === 'recording' && (
          <Typography.Text role="timer" aria-label={words.time} data-testid="recording-timer">
            <span aria-hidden style={{ color: '#cf1322' }}>
              ●{' '}
            </span>
            <bdi>
              {formatDuration(elapsedSeconds)} / {formatDuration(maxSeconds)}
            </bdi>
          </Typography.Text>
        )}
      </Flex>
      {phase === 'recording' && kind === 'video' && stream && <LivePreview stream={stream} label={words.cameraPreview} />}
      {(phase === 'stopped' || phase === 'saving') && recording && (
        <>
          <MediaPlayback kind={kind} src={recording.url} label={words.unsavedRecording} deletedText={text.mediaDeleted} />
          <Typography.Text type="secondary">
            <bdi>{words.listenBeforeSaving}</bdi>
          </Typography.Text>
        </>
      )}
      {phase === 'saving' && <Progress percent={progress} status="active" aria-label={words.saving} />}
    </Flex>
  );
}
