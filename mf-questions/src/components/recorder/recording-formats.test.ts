import {
  deviceBusyMessage,
  deviceFailedMessage,
  deviceNotFoundMessage,
  mediaAccessMessage,
  permissionDeniedMessage,
} from './recorder-messages';
import { formatDuration, pickRecordingType, recordedType, recordingFileName } from './recording-formats';
import { installFakeMedia, mediaError } from './test-support/fake-media';

describe('recording formats', () => {
  it('picks nothing without MediaRecorder, and the first supported format otherwise', () => {
    expect(pickRecordingType('audio')).toBeNull();
    const media = installFakeMedia({ supported: ['audio/mp4', 'video/mp4', 'video/webm'] });
    try {
      expect(pickRecordingType('audio')).toBe('audio/mp4');
      expect(pickRecordingType('video')).toBe('video/webm');
    } finally {
      media.restore();
    }
  });

  it('uploads as what the recorder reports when the media call takes it, else as what was asked', () => {
    expect(recordedType('audio/webm;codecs=opus', 'audio/webm')).toBe('audio/webm;codecs=opus');
    expect(recordedType('', 'audio/mp4')).toBe('audio/mp4');
    expect(recordedType('video/x-matroska;codecs=avc1', 'video/webm')).toBe('video/webm');
  });

  it('names the file by its container', () => {
    expect(recordingFileName('Q1', 'audio/mp4')).toBe('recording-Q1.mp4');
    expect(recordingFileName('Q1', 'video/webm;codecs=vp9,opus')).toBe('recording-Q1.webm');
  });

  it('formats the timer as m:ss', () => {
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(75.9)).toBe('1:15');
    expect(formatDuration(15 * 60)).toBe('15:00');
  });

  it.each([
    ['NotAllowedError', permissionDeniedMessage('audio')],
    ['SecurityError', permissionDeniedMessage('audio')],
    ['NotFoundError', deviceNotFoundMessage('audio')],
    ['NotReadableError', deviceBusyMessage('audio')],
    ['SomethingElse', deviceFailedMessage('audio')],
  ])('getUserMedia failing with %s gets its own sentence', (name, message) => {
    expect(mediaAccessMessage('audio', mediaError(name))).toBe(message);
  });
});
