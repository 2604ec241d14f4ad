import { act, screen } from '@testing-library/react';
import { newQuestion, toExamView } from '@mizan/shared';
import {
  SAVE_AND_SUBMIT,
  START_RECORDING,
  STOP_RECORDING,
  permissionDeniedMessage,
  recordingUnsupportedMessage,
} from '../../components/recorder/recorder-messages';
import { controllableUpload, installFakeMedia, mediaError, type FakeMedia } from '../../components/recorder/test-support/fake-media';
import { renderExamWithUpload } from '../../components/recorder/test-support/render-with-upload';
import type { ExamQuestionOf } from '../question-type-ui';
import { VideoExam } from './VideoExam';

function videoQuestion(): ExamQuestionOf<'VideoComponent'> {
  const view = toExamView({ ...newQuestion('VideoComponent'), id: 'VideoQ0001' }, 'attempt-1');
  if (view.type !== 'VideoComponent') throw new Error('not a video question');
  return view;
}

/** antd puts the icon's label before the text: match the text at the end. */
const button = (label: string) => screen.queryByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });

let media: FakeMedia;
afterEach(() => media?.restore());

describe('Video exam: the recorder with the camera', () => {
  it('asks for camera and microphone, shows a muted live preview while recording, plays back, saves { type, mediaUrl }', async () => {
    media = installFakeMedia();
    const { upload, calls } = controllableUpload();
    const { answers, container } = renderExamWithUpload(VideoExam, videoQuestion(), upload);
    expect(screen.queryByTestId('camera-preview')).not.toBeInTheDocument();

    await act(async () => button(START_RECORDING)!.click());
    expect(media.getUserMedia).toHaveBeenCalledWith(expect.objectContaining({ audio: true, video: expect.anything() }));
    expect(media.recorders[0].options).toMatchObject({ mimeType: 'video/webm;codecs=vp9,opus', videoBitsPerSecond: 1_500_000 });
    const preview = screen.getByTestId('camera-preview') as HTMLVideoElement;
    expect(preview.muted).toBe(true);
    expect(preview.srcObject).toBe(media.streams[0]);
    expect(screen.getByTestId('recording-timer')).toHaveTextContent('0:00 / 5:00');

    act(() => button(STOP_RECORDING)!.click());
    expect(screen.queryByTestId('camera-preview')).not.toBeInTheDocument();
    expect(media.streams[0].tracks.map((track) => [track.kind, track.stopped])).toEqual([
      ['audio', true],
      ['video', true],
    ]);
    const playback = screen.getByLabelText('Your recording (not saved yet)');
    expect(playback.tagName).toBe('VIDEO');
    expect(playback).toHaveAttribute('controls');

    act(() => button(SAVE_AND_SUBMIT)!.click());
    expect(calls[0].name).toBe('recording-VideoQ0001.webm');
    expect(calls[0].blob.type).toBe('video/webm;codecs=vp9,opus');
    await act(async () => calls[0].resolve({ url: '/api/media/videovideovideovideovideovideovi' }));
    expect(answers).toEqual([{ type: 'VideoComponent', mediaUrl: '/api/media/videovideovideovideovideovideovi' }]);
    expect(container.querySelector('[data-phase]')).toHaveAttribute('data-phase', 'saved');
    expect(button(START_RECORDING)).not.toBeInTheDocument();
    expect(button(SAVE_AND_SUBMIT)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your saved recording').tagName).toBe('VIDEO');
  });

  it.each([
    [['video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4'], 'video/webm;codecs=vp9,opus'],
    [['video/webm', 'video/mp4'], 'video/webm'],
    [['video/mp4'], 'video/mp4'],
  ])('picks the first supported format of %j: %s', async (supported, chosen) => {
    media = installFakeMedia({ supported });
    renderExamWithUpload(VideoExam, videoQuestion(), controllableUpload().upload);
    await act(async () => button(START_RECORDING)!.click());
    expect(media.recorders[0].options.mimeType).toBe(chosen);
  });

  it('says clearly when the camera is denied', async () => {
    media = installFakeMedia();
    media.getUserMedia.mockRejectedValueOnce(mediaError('NotAllowedError'));
    renderExamWithUpload(VideoExam, videoQuestion(), controllableUpload().upload);
    await act(async () => button(START_RECORDING)!.click());
    expect(screen.getByRole('alert')).toHaveTextContent(permissionDeniedMessage('video'));
    expect(permissionDeniedMessage('video')).toContain('camera and microphone');
    expect(screen.queryByTestId('camera-preview')).not.toBeInTheDocument();
  });

  it('says the browser cannot record video when there is no MediaRecorder', () => {
    media = installFakeMedia();
    (globalThis as { MediaRecorder?: unknown }).MediaRecorder = undefined;
    renderExamWithUpload(VideoExam, videoQuestion(), controllableUpload().upload);
    expect(screen.getByRole('alert')).toHaveTextContent(recordingUnsupportedMessage('video'));
    expect(recordingUnsupportedMessage('video')).toContain('cannot record video');
  });
});
