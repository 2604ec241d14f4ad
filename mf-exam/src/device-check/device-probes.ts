import {
  DEVICE_RECORDING_SECONDS,
  DEVICE_SAMPLE_PATH,
  DEVICE_SAMPLE_UPLOAD_BYTES,
  DEVICE_UPLOAD_PATH,
  judgeBrowser,
  judgeDownload,
  judgeMedia,
  judgeRoundTrip,
  judgeScreen,
  judgeStorage,
  judgeUpload,
  type DeviceCheckResult,
  type MediaTrial,
} from '../../../shared/src/domain/device-check';
import { requestFingerprint } from '@mizan/shared/browser';
import { JOURNAL_PREFIX, type JournalStorage } from '../state/answer-journal';

/**
 * The rehearsal's measurements in the browser: each probe measures one thing
 * and hands the figures to the shared rules (shared/src/domain/device-check.ts),
 * which judge. What a probe touches (fetch, the journal's storage, the media
 * devices, the clock) comes in `DeviceProbeContext`, so tests give fakes.
 */
export interface DeviceProbeContext {
  fetch: typeof fetch;
  /** The answer journal's storage: localStorage in the browser. */
  storage: () => JournalStorage;
  mediaDevices: MediaDevices | undefined;
  recorderAvailable: boolean;
  now: () => number;
  userAgent: string;
  screen: { width: number; height: number };
  apiBase: string;
  /** Who the test upload is for: the attempt once registered, else the assessment. */
  uploadFor: { hash: string } | { examId: string };
}

export function browserProbeContext(uploadFor: DeviceProbeContext['uploadFor']): DeviceProbeContext {
  return {
    fetch: (...args) => fetch(...args),
    storage: () => window.localStorage,
    mediaDevices: navigator.mediaDevices,
    recorderAvailable: typeof MediaRecorder !== 'undefined',
    now: () => performance.now(),
    userAgent: navigator.userAgent,
    // The layout viewport: what the exam is drawn in (a phone's screen.width can count device pixels on old browsers).
    screen: { width: document.documentElement.clientWidth || window.innerWidth, height: window.innerHeight },
    apiBase: '/api/',
    uploadFor,
  };
}

const ROUND_TRIPS = 3;

/** Timed HEAD requests of the known file: the server's answer without its body. */
export async function probeRoundTrip(context: DeviceProbeContext): Promise<DeviceCheckResult<'network'>> {
  const trips: (number | null)[] = [];
  for (let trip = 0; trip < ROUND_TRIPS; trip += 1) {
    const started = context.now();
    try {
      const response = await context.fetch(`${context.apiBase}${DEVICE_SAMPLE_PATH}?trip=${trip}`, { method: 'HEAD', cache: 'no-store' });
      trips.push(response.ok ? context.now() - started : null);
    } catch {
      trips.push(null);
    }
  }
  return judgeRoundTrip(trips);
}

export async function probeDownload(context: DeviceProbeContext): Promise<DeviceCheckResult<'download'>> {
  const started = context.now();
  try {
    const response = await context.fetch(`${context.apiBase}${DEVICE_SAMPLE_PATH}`, { cache: 'no-store' });
    if (!response.ok) return judgeDownload(null);
    const bytes = (await response.arrayBuffer()).byteLength;
    return judgeDownload({ bytes, ms: context.now() - started });
  } catch {
    return judgeDownload(null);
  }
}

/** Writes, reads back and removes an entry beside the answer journal's, as the journal would. */
export function probeStorage(context: DeviceProbeContext): DeviceCheckResult<'storage'> {
  const key = `${JOURNAL_PREFIX}rehearsal`;
  const value = JSON.stringify({ written: Date.now(), filler: 'x'.repeat(2048) });
  try {
    const storage = context.storage();
    storage.setItem(key, value);
    const readBack = storage.getItem(key);
    storage.removeItem(key);
    return judgeStorage(readBack === value);
  } catch {
    return judgeStorage(false);
  }
}

function trialOf(error: unknown): MediaTrial {
  const name = error instanceof Error || (error && typeof error === 'object' && 'name' in error) ? String((error as Error).name) : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'DevicesNotFoundError') return 'missing';
  if (name === 'NotReadableError') return 'silent';
  return 'unsupported';
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Two seconds from the microphone or camera; answers the judged check and the recording to play back. */
export async function probeRecording<Name extends 'microphone' | 'camera'>(
  context: DeviceProbeContext,
  check: Name,
): Promise<{ result: DeviceCheckResult<Name>; recording: Blob | null }> {
  if (!context.mediaDevices?.getUserMedia || !context.recorderAvailable)
    return { result: judgeMedia(check, 'unsupported'), recording: null };
  let stream: MediaStream;
  try {
    stream = await context.mediaDevices.getUserMedia(check === 'camera' ? { video: true, audio: false } : { audio: true });
  } catch (error) {
    return { result: judgeMedia(check, trialOf(error)), recording: null };
  }
  try {
    const recorder = new MediaRecorder(stream);
    const chunks: Blob[] = [];
    recorder.ondataavailable = (event) => event.data.size > 0 && chunks.push(event.data);
    const stopped = new Promise((resolve) => (recorder.onstop = resolve));
    recorder.start();
    await wait(DEVICE_RECORDING_SECONDS * 1000);
    recorder.stop();
    await stopped;
    const recording = new Blob(chunks, { type: recorder.mimeType || (check === 'camera' ? 'video/webm' : 'audio/webm') });
    return { result: judgeMedia(check, recording.size > 0 ? 'recorded' : 'silent'), recording: recording.size > 0 ? recording : null };
  } catch (error) {
    return { result: judgeMedia(check, trialOf(error)), recording: null };
  } finally {
    for (const track of stream.getTracks()) track.stop();
  }
}

function sentenceOf(body: string): string {
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'msg' in parsed && typeof parsed.msg === 'string') return parsed.msg;
  } catch {
    // Not JSON: the status stands for it.
  }
  return '';
}

/** The test file to the server, checked as an exam upload is; the server counts it and drops it. */
export async function probeUpload(context: DeviceProbeContext): Promise<DeviceCheckResult<'upload'>> {
  const target = context.uploadFor;
  const query = 'examId' in target ? `?exam_id=${encodeURIComponent(target.examId)}` : '';
  const headers: Record<string, string> = { 'Content-Type': 'application/octet-stream', 'X-Sign': requestFingerprint() };
  if ('hash' in target) headers['X-Attempt-Hash'] = target.hash;
  const body = new Uint8Array(DEVICE_SAMPLE_UPLOAD_BYTES).map((_, index) => (index * 31) & 0xff);
  const started = context.now();
  try {
    const response = await context.fetch(`${context.apiBase}${DEVICE_UPLOAD_PATH}${query}`, { method: 'POST', headers, body });
    const text = await response.text();
    if (!response.ok) return judgeUpload({ refused: sentenceOf(text) || `HTTP ${response.status}` });
    const received = (JSON.parse(text) as { data?: { received?: number } }).data?.received ?? 0;
    return judgeUpload({ bytes: body.length, ms: context.now() - started, received });
  } catch {
    return judgeUpload(null);
  }
}

export function probeScreen(context: DeviceProbeContext): DeviceCheckResult<'screen'> {
  return judgeScreen(context.screen.width, context.screen.height);
}

export function probeBrowser(context: DeviceProbeContext): DeviceCheckResult<'browser'> {
  return judgeBrowser(context.userAgent);
}
