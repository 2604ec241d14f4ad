import { act, screen, waitFor } from '@testing-library/react';
import { APPLICANT_TEXT_AR, APPLICANT_TEXT_EN, newQuestion, toExamView } from '@mizan/shared';
import {
  NOTHING_RECORDED,
  RECORDING_FORMAT_UNSUPPORTED,
  SAVE_AND_SUBMIT,
  START_RECORDING,
  STOP_RECORDING,
  TRY_AGAIN,
  deviceNotFoundMessage,
  permissionDeniedMessage,
  recordingUnsupportedMessage,
  saveFailedMessage,
} from '../../components/recorder/recorder-messages';
import {
  blobText,
  controllableUpload,
  installFakeMedia,
  mediaError,
  type FakeMedia,
} from '../../components/recorder/test-support/fake-media';
import { renderExamWithUpload } from '../../components/recorder/test-support/render-with-upload';
import type { ExamQuestionOf } from '../question-type-ui';
import { AudioExam } from './AudioExam';

const { saved: SAVED_NOTE, nothingSaved: NOTHING_SAVED } = APPLICANT_TEXT_EN.recorder;

function audioQuestion(): ExamQuestionOf<'AudioComponent'> {
  const view = toExamView({ ...newQuestion('AudioComponent'), id: 'AudioQ0001' }, 'attempt-1');
  if (view.type !== 'AudioComponent') throw new Error('not an audio question');
  return view;
}

/** antd puts the icon's label before the text ('audio Start Recording'): match the text at the end. */
const button = (label: string) => screen.queryByRole('button', { name: new RegExp(`(^|\\s)${label}$`) });

let media: FakeMedia;
afterEach(() => {
  media?.restore();
  jest.useRealTimers();
});

describe('Audio exam: the recorder (SPEC §4 idle → recording → stopped → saved)', () => {
  it('speaks Arabic in an Arabic assessment, through recording, playback, saving and saved', async () => {
    media = installFakeMedia();
    const arabic = APPLICANT_TEXT_AR.recorder;
    const { upload, calls } = controllableUpload();
    renderExamWithUpload(AudioExam, audioQuestion(), upload, { direction: 'rtl' });
    await act(async () => button(arabic.start)!.click());
    expect(screen.getByRole('timer', { name: arabic.time })).toBeInTheDocument();
    act(() => button(arabic.stop)!.click());
    expect(screen.getByLabelText(arabic.unsavedRecording)).toBeInTheDocument();
    expect(screen.getByText(arabic.listenBeforeSaving)).toBeInTheDocument();
    act(() => button(arabic.saveAndSubmit)!.click());
    expect(screen.getByRole('progressbar', { name: arabic.saving })).toBeInTheDocument();
    await act(async () => calls[0].resolve({ url: '/api/media/abcdefabcdefabcdefabcdefabcdefab' }));
    expect(screen.getByText(arabic.saved)).toBeInTheDocument();
    expect(screen.getByLabelText(arabic.savedRecording)).toBeInTheDocument();
    expect(screen.queryByText(/Recording|recording|Save/)).toBeNull();
  });

  it('records, times, plays back, uploads with progress, answers { type, mediaUrl } and then hides the buttons', async () => {
    media = installFakeMedia();
    jest.useFakeTimers();
    const { upload, calls } = controllableUpload();
    const { answers, container } = renderExamWithUpload(AudioExam, audioQuestion(), upload);

    // idle
    expect(button(START_RECORDING)).toBeInTheDocument();
    expect(button(STOP_RECORDING)).not.toBeInTheDocument();
    expect(button(SAVE_AND_SUBMIT)).not.toBeInTheDocument();
    expect(container.querySelector('[data-phase]')).toHaveAttribute('data-phase', 'idle');

    // recording
    await act(async () => button(START_RECORDING)!.click());
    expect(media.getUserMedia).toHaveBeenCalledWith({ audio: true });
    expect(media.recorders).toHaveLength(1);
    expect(media.recorders[0].options.mimeType).toBe('audio/webm;codecs=opus');
    expect(media.recorders[0].state).toBe('recording');
    expect(button(STOP_RECORDING)).toBeInTheDocument();
    expect(button(STOP_RECORDING)).toHaveFocus();
    expect(button(START_RECORDING)).not.toBeInTheDocument();
    expect(screen.getByTestId('recording-timer')).toHaveTextContent('0:00 / 15:00');
    act(() => jest.advanceTimersByTime(3_100));
    expect(screen.getByTestId('recording-timer')).toHaveTextContent('0:03 / 15:00');
    expect(answers).toEqual([]);

    // stopped: the recording plays back before it is saved
    act(() => button(STOP_RECORDING)!.click());
    expect(container.querySelector('[data-phase]')).toHaveAttribute('data-phase', 'stopped');
    expect(media.streams[0].tracks.every((track) => track.stopped)).toBe(true);
    const playback = screen.getByLabelText('Your recording (not saved yet)');
    expect(playback.tagName).toBe('AUDIO');
    expect(playback).toHaveAttribute('src', 'blob:http://localhost/recording-1');
    expect(playback).toHaveAttribute('controls');
    expect(button(START_RECORDING)).toBeInTheDocument();
    expect(button(SAVE_AND_SUBMIT)).toBeInTheDocument();
    expect(screen.queryByTestId('recording-timer')).not.toBeInTheDocument();
    // Keyboard focus moves to the next step.
    expect(button(SAVE_AND_SUBMIT)).toHaveFocus();

    // saving, with progress
    act(() => button(SAVE_AND_SUBMIT)!.click());
    expect(upload).toHaveBeenCalledTimes(1);
    expect(calls[0].name).toBe('recording-AudioQ0001.webm');
    expect(calls[0].blob.type).toBe('audio/webm;codecs=opus');
    expect(calls[0].blob.size).toBe('fake recording bytes'.length);
    act(() => calls[0].onProgress?.(0.4));
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(answers).toEqual([]);

    // saved
    await act(async () => calls[0].resolve({ url: '/api/media/abcdefabcdefabcdefabcdefabcdefab' }));
    expect(answers).toEqual([{ type: 'AudioComponent', mediaUrl: '/api/media/abcdefabcdefabcdefabcdefabcdefab' }]);
    expect(container.querySelector('[data-phase]')).toHaveAttribute('data-phase', 'saved');
    expect(button(START_RECORDING)).not.toBeInTheDocument();
    expect(button(STOP_RECORDING)).not.toBeInTheDocument();
    expect(button(SAVE_AND_SUBMIT)).not.toBeInTheDocument();
    expect(screen.getByText(SAVED_NOTE)).toBeInTheDocument();
    expect(screen.getByLabelText('Your saved recording')).toHaveAttribute('src', '/api/media/abcdefabcdefabcdefabcdefabcdefab');
  });

  it('stops by itself at the longest recording allowed', async () => {
    media = installFakeMedia();
    jest.useFakeTimers();
    renderExamWithUpload(AudioExam, audioQuestion(), controllableUpload().upload);
    await act(async () => button(START_RECORDING)!.click());
    act(() => jest.advanceTimersByTime(15 * 60 * 1000 - 1_000));
    expect(media.recorders[0].state).toBe('recording');
    act(() => jest.advanceTimersByTime(1_500));
    expect(media.recorders[0].state).toBe('inactive');
    expect(button(SAVE_AND_SUBMIT)).toBeInTheDocument();
  });

  it('recording again replaces the first recording (and frees it)', async () => {
    media = installFakeMedia();
    const { upload, calls } = controllableUpload();
    renderExamWithUpload(AudioExam, audioQuestion(), upload);
    await act(async () => button(START_RECORDING)!.click());
    act(() => button(STOP_RECORDING)!.click());
    await act(async () => button(START_RECORDING)!.click());
    media.recorders[1].bytes = 'second take';
    act(() => button(STOP_RECORDING)!.click());
    expect(URL.revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/recording-1');
    expect(screen.getByLabelText('Your recording (not saved yet)')).toHaveAttribute('src', 'blob:http://localhost/recording-2');
    act(() => button(SAVE_AND_SUBMIT)!.click());
    expect(await blobText(calls[0].blob)).toBe('second take');
  });

  it('a failed save keeps the recording, says why, and Try again sends the same recording', async () => {
    media = installFakeMedia();
    const { upload, calls } = controllableUpload();
    const { answers } = renderExamWithUpload(AudioExam, audioQuestion(), upload);
    await act(async () => button(START_RECORDING)!.click());
    act(() => button(STOP_RECORDING)!.click());
    act(() => button(SAVE_AND_SUBMIT)!.click());
    await act(async () => calls[0].reject(new Error('The server could not be reached.')));

    expect(screen.getByRole('alert')).toHaveTextContent(saveFailedMessage('The server could not be reached.'));
    expect(answers).toEqual([]);
    expect(screen.getByLabelText('Your recording (not saved yet)')).toBeInTheDocument();
    expect(button(SAVE_AND_SUBMIT)).toBeInTheDocument();

    act(() => button(TRY_AGAIN)!.click());
    expect(calls).toHaveLength(2);
    expect(calls[1].blob).toBe(calls[0].blob);
    await act(async () => calls[1].resolve({ url: '/api/media/second-try-second-try-second-try1' }));
    expect(answers).toEqual([{ type: 'AudioComponent', mediaUrl: '/api/media/second-try-second-try-second-try1' }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says clearly when the microphone is denied, and Start Recording asks again', async () => {
    media = installFakeMedia();
    media.getUserMedia.mockRejectedValueOnce(mediaError('NotAllowedError'));
    renderExamWithUpload(AudioExam, audioQuestion(), controllableUpload().upload);
    await act(async () => button(START_RECORDING)!.click());
    expect(screen.getByRole('alert')).toHaveTextContent(permissionDeniedMessage('audio'));
    expect(permissionDeniedMessage('audio')).toContain('microphone');
    expect(media.recorders).toHaveLength(0);
    expect(button(STOP_RECORDING)).not.toBeInTheDocument();

    await act(async () => button(START_RECORDING)!.click());
    expect(media.getUserMedia).toHaveBeenCalledTimes(2);
    expect(button(STOP_RECORDING)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when there is no microphone', async () => {
    media = installFakeMedia();
    media.getUserMedia.mockRejectedValueOnce(mediaError('NotFoundError'));
    renderExamWithUpload(AudioExam, audioQuestion(), controllableUpload().upload);
    await act(async () => button(START_RECORDING)!.click());
    expect(screen.getByRole('alert')).toHaveTextContent(deviceNotFoundMessage('audio'));
  });

  it('says the browser cannot record when getUserMedia or MediaRecorder is missing, and offers no buttons', () => {
    media = installFakeMedia();
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    const first = renderExamWithUpload(AudioExam, audioQuestion(), controllableUpload().upload);
    expect(screen.getByRole('alert')).toHaveTextContent(recordingUnsupportedMessage('audio'));
    expect(button(START_RECORDING)).not.toBeInTheDocument();
    first.unmount();
    media.restore();

    media = installFakeMedia();
    (globalThis as { MediaRecorder?: unknown }).MediaRecorder = undefined;
    renderExamWithUpload(AudioExam, audioQuestion(), controllableUpload().upload);
    expect(screen.getByRole('alert')).toHaveTextContent(recordingUnsupportedMessage('audio'));
    expect(button(START_RECORDING)).not.toBeInTheDocument();
  });

  it('says so when the browser records none of the accepted formats', () => {
    media = installFakeMedia({ supported: ['audio/ogg;codecs=opus'] });
    renderExamWithUpload(AudioExam, audioQuestion(), controllableUpload().upload);
    expect(screen.getByRole('alert')).toHaveTextContent(RECORDING_FORMAT_UNSUPPORTED);
    expect(button(START_RECORDING)).not.toBeInTheDocument();
  });

  it.each([
    [['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4'], 'audio/webm;codecs=opus', 'recording-AudioQ0001.webm'],
    [['audio/webm', 'audio/mp4'], 'audio/webm', 'recording-AudioQ0001.webm'],
    [['audio/mp4'], 'audio/mp4', 'recording-AudioQ0001.mp4'],
  ])('picks the first format the browser supports (%j → %s) and uploads it as such', async (supported, chosen, fileName) => {
    media = installFakeMedia({ supported });
    const { upload, calls } = controllableUpload();
    const { container } = renderExamWithUpload(AudioExam, audioQuestion(), upload);
    expect(container.querySelector('[data-mime-type]')).toHaveAttribute('data-mime-type', chosen);
    await act(async () => button(START_RECORDING)!.click());
    expect(media.recorders[0].options.mimeType).toBe(chosen);
    act(() => button(STOP_RECORDING)!.click());
    act(() => button(SAVE_AND_SUBMIT)!.click());
    expect(calls[0].blob.type).toBe(chosen);
    expect(calls[0].name).toBe(fileName);
  });

  it('an empty recording is not offered for saving', async () => {
    media = installFakeMedia();
    renderExamWithUpload(AudioExam, audioQuestion(), controllableUpload().upload);
    await act(async () => button(START_RECORDING)!.click());
    media.recorders[0].bytes = '';
    act(() => button(STOP_RECORDING)!.click());
    expect(screen.getByRole('alert')).toHaveTextContent(NOTHING_RECORDED);
    expect(button(SAVE_AND_SUBMIT)).not.toBeInTheDocument();
  });

  it('leaving the question while recording releases the microphone', async () => {
    media = installFakeMedia();
    const { unmount } = renderExamWithUpload(AudioExam, audioQuestion(), controllableUpload().upload);
    await act(async () => button(START_RECORDING)!.click());
    unmount();
    expect(media.streams[0].tracks.every((track) => track.stopped)).toBe(true);
    expect(media.recorders[0].state).toBe('inactive');
  });

  it('with a saved answer: no recording buttons, the saved audio plays back', () => {
    media = installFakeMedia();
    renderExamWithUpload(AudioExam, audioQuestion(), controllableUpload().upload, {
      answer: { type: 'AudioComponent', mediaUrl: '/api/media/saved-before-saved-before-saved-be' },
    });
    expect(button(START_RECORDING)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Your saved recording')).toHaveAttribute('src', '/api/media/saved-before-saved-before-saved-be');
  });

  it('read-only without an answer says nothing was saved', () => {
    media = installFakeMedia();
    renderExamWithUpload(AudioExam, audioQuestion(), controllableUpload().upload, { disabled: true });
    expect(screen.getByText(NOTHING_SAVED)).toBeInTheDocument();
    expect(button(START_RECORDING)).not.toBeInTheDocument();
  });

  it('right to left for Arabic assessments', async () => {
    media = installFakeMedia();
    const { container } = renderExamWithUpload(AudioExam, audioQuestion(), controllableUpload().upload, { direction: 'rtl' });
    expect(container.querySelector('[data-phase]')).toHaveAttribute('dir', 'rtl');
    await act(async () => button(APPLICANT_TEXT_AR.recorder.start)!.click());
    await waitFor(() => expect(container.querySelector('[data-phase]')).toHaveAttribute('dir', 'rtl'));
  });
});
