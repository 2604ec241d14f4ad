import { APPLICANT_TEXT_EN, SAVE_AND_SUBMIT, START_RECORDING, STOP_RECORDING } from '@mizan/shared';
import type { RecorderKind } from './recording-formats';

export { SAVE_AND_SUBMIT, START_RECORDING, STOP_RECORDING };
/** ours */
export const TRY_AGAIN = APPLICANT_TEXT_EN.tryAgain;

const DEVICES: Record<RecorderKind, string> = { audio: 'microphone', video: 'camera and microphone' };

/** ours: every sentence below; SPEC asks for "a clear message when denied or unsupported". */
export function recordingUnsupportedMessage(kind: RecorderKind): string {
  return `This browser cannot record ${kind === 'audio' ? 'audio' : 'video'}. Please open this page in a recent Chrome, Edge, Firefox or Safari.`;
}

export const RECORDING_FORMAT_UNSUPPORTED =
  'This browser cannot record in a format the school accepts (WebM or MP4). Please open this page in a recent Chrome, Edge, Firefox or Safari.';

export const RECORDING_NEEDS_SECURE_PAGE = 'Recording needs a secure connection: open this page with an https:// address.';

export function permissionDeniedMessage(kind: RecorderKind): string {
  return `The browser was not allowed to use your ${DEVICES[kind]}. Allow it for this site (the ${kind === 'audio' ? 'microphone' : 'camera'} icon in the address bar or the site settings), then press ${START_RECORDING} again.`;
}

export function deviceNotFoundMessage(kind: RecorderKind): string {
  return `No ${DEVICES[kind]} was found. Connect one, then press ${START_RECORDING} again.`;
}

export function deviceBusyMessage(kind: RecorderKind): string {
  return `Your ${DEVICES[kind]} could not be started: another program may be using it. Close that program, then press ${START_RECORDING} again.`;
}

export function deviceFailedMessage(kind: RecorderKind): string {
  return `Your ${DEVICES[kind]} could not be started. Press ${START_RECORDING} to try again; if it keeps failing, try another browser.`;
}

export const NOTHING_RECORDED = `Nothing was recorded. Press ${START_RECORDING} and speak, then ${STOP_RECORDING}.`;

export const RECORDING_INTERRUPTED = `The recording stopped because of a problem with the device. What was recorded so far is kept; you can record again.`;

export function saveFailedMessage(reason: string): string {
  return `Your recording was not saved: ${reason} Your recording is still here; press ${TRY_AGAIN}.`;
}

/** The sentence for a getUserMedia failure (DOMException names from the Media Capture spec). */
export function mediaAccessMessage(kind: RecorderKind, error: unknown): string {
  const name =
    error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error)
      ? String((error as { name: unknown }).name)
      : '';
  switch (name) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return permissionDeniedMessage(kind);
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return deviceNotFoundMessage(kind);
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return deviceBusyMessage(kind);
    default:
      return deviceFailedMessage(kind);
  }
}
