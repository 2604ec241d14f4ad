/**
 * The device rehearsal's rules (docs/decisions.md, "Device rehearsal"): what
 * each check measured, whether that passes, warns or fails, and the verdict
 * of a whole rehearsal. Plain functions of numbers and strings: the browser
 * measures, these judge, React only shows the judgement. No zod here: the
 * applicant's page loads this module (shared/src/applicant.ts).
 */

export const DEVICE_CHECK_NAMES = ['network', 'download', 'storage', 'microphone', 'camera', 'upload', 'screen', 'browser'] as const;
export type DeviceCheckName = (typeof DEVICE_CHECK_NAMES)[number];

export const DEVICE_CHECK_OUTCOMES = ['pass', 'warn', 'fail', 'skipped'] as const;
export type DeviceCheckOutcome = (typeof DEVICE_CHECK_OUTCOMES)[number];

/** A rehearsal's verdict as stored; the control room adds 'unchecked' for an attempt that has none. */
export const DEVICE_VERDICTS = ['ready', 'warned', 'failed'] as const;
export type DeviceVerdict = (typeof DEVICE_VERDICTS)[number];
export const ROOM_DEVICE_STATES = [...DEVICE_VERDICTS, 'unchecked'] as const;
export type RoomDeviceState = (typeof ROOM_DEVICE_STATES)[number];

/** Why a check came out as it did: picks the sentence the applicant reads (device-check-words.ts). */
export const DEVICE_CHECK_REASONS = {
  network: ['ok', 'slow', 'unreachable'],
  download: ['ok', 'slow', 'failed'],
  storage: ['ok', 'refused'],
  microphone: ['ok', 'denied', 'missing', 'silent', 'unsupported', 'notNeeded'],
  camera: ['ok', 'denied', 'missing', 'silent', 'unsupported', 'notNeeded'],
  upload: ['ok', 'slow', 'refused', 'failed'],
  screen: ['ok', 'small', 'tooSmall'],
  browser: ['ok', 'old', 'tooOld', 'unknown'],
} as const satisfies Record<DeviceCheckName, readonly string[]>;
export type DeviceCheckReason<Name extends DeviceCheckName = DeviceCheckName> = (typeof DEVICE_CHECK_REASONS)[Name][number];

/** One judged check: `detail` is what was measured, in figures and names only (the same in every language). */
export interface DeviceCheckResult<Name extends DeviceCheckName = DeviceCheckName> {
  check: Name;
  outcome: DeviceCheckOutcome;
  reason: DeviceCheckReason<Name>;
  detail: string;
}

/** The thresholds, in one place so that the decisions and the tests name the same figures. */
export const DEVICE_LIMITS = {
  /** Round trip to the server: a save takes about one; above this saves feel slow, above fail they may time out. */
  roundTripWarnMs: 400,
  roundTripFailMs: 2000,
  /** Kilobits a second: a recorded answer of a minute is about 1 MB. */
  downloadWarnKbps: 1000,
  downloadFailKbps: 150,
  uploadWarnKbps: 500,
  uploadFailKbps: 100,
  /** CSS pixels of the smaller side: the exam is drawn for 360 (a phone held upright); below 320 it no longer fits. */
  screenComfortPx: 360,
  screenMinPx: 320,
  /** The build's browsers (package.json browserslist); below `fail` the page is not known to work, below `pass` it is untested. */
  browsers: {
    Chrome: { pass: 109, fail: 90 },
    Edge: { pass: 109, fail: 90 },
    Firefox: { pass: 115, fail: 91 },
    Safari: { pass: 15, fail: 14 },
    'Samsung Internet': { pass: 20, fail: 15 },
  },
} as const;

/** Where the rehearsal's known file is downloaded from and its test file uploaded to (under /api/; contract-device-checks.ts). */
export const DEVICE_SAMPLE_PATH = 'emp/devicecheck-sample.php';
export const DEVICE_UPLOAD_PATH = 'emp/devicecheck-upload.php';

/** The test file the rehearsal downloads (bytes, GET emp/devicecheck-sample.php) and uploads (bytes, not kept). */
export const DEVICE_SAMPLE_DOWNLOAD_BYTES = 256 * 1024;
export const DEVICE_SAMPLE_UPLOAD_BYTES = 64 * 1024;
/** The largest upload the rehearsal's call accepts. */
export const DEVICE_SAMPLE_UPLOAD_MAX_BYTES = 256 * 1024;
/** Seconds of the microphone and camera recording played back. */
export const DEVICE_RECORDING_SECONDS = 2;

const result = <Name extends DeviceCheckName>(
  check: Name,
  outcome: DeviceCheckOutcome,
  reason: DeviceCheckReason<Name>,
  detail = '',
): DeviceCheckResult<Name> => ({ check, outcome, reason, detail });

/** The median of the round trips measured, or null when none came back. */
export function judgeRoundTrip(roundTripsMs: readonly (number | null)[]): DeviceCheckResult<'network'> {
  const answered = roundTripsMs.filter((ms): ms is number => ms !== null).sort((a, b) => a - b);
  if (answered.length === 0) return result('network', 'fail', 'unreachable');
  const median = Math.round(answered[Math.floor(answered.length / 2)]);
  const detail = `${median} ms`;
  if (median >= DEVICE_LIMITS.roundTripFailMs) return result('network', 'fail', 'slow', detail);
  if (median >= DEVICE_LIMITS.roundTripWarnMs) return result('network', 'warn', 'slow', detail);
  return result('network', 'pass', 'ok', detail);
}

/** Kilobits a second of `bytes` moved in `ms` (at least one millisecond). */
export function kilobitsPerSecond(bytes: number, ms: number): number {
  return Math.round((bytes * 8) / Math.max(ms, 1));
}

function speedText(kbps: number): string {
  return kbps >= 1000 ? `${(kbps / 1000).toFixed(1)} Mbit/s` : `${kbps} kbit/s`;
}

/** The download of the known file: null when it failed or came back short. */
export function judgeDownload(measured: { bytes: number; ms: number } | null): DeviceCheckResult<'download'> {
  if (!measured || measured.bytes < DEVICE_SAMPLE_DOWNLOAD_BYTES) return result('download', 'fail', 'failed');
  const kbps = kilobitsPerSecond(measured.bytes, measured.ms);
  if (kbps < DEVICE_LIMITS.downloadFailKbps) return result('download', 'fail', 'slow', speedText(kbps));
  if (kbps < DEVICE_LIMITS.downloadWarnKbps) return result('download', 'warn', 'slow', speedText(kbps));
  return result('download', 'pass', 'ok', speedText(kbps));
}

/** The upload of the test file: the server's count of bytes received, or why it did not arrive. */
export function judgeUpload(
  measured: { bytes: number; ms: number; received: number } | { refused: string } | null,
): DeviceCheckResult<'upload'> {
  if (!measured) return result('upload', 'fail', 'failed');
  if ('refused' in measured) return result('upload', 'fail', 'refused', measured.refused.slice(0, 100));
  if (measured.received !== measured.bytes) return result('upload', 'fail', 'failed');
  const kbps = kilobitsPerSecond(measured.bytes, measured.ms);
  if (kbps < DEVICE_LIMITS.uploadFailKbps) return result('upload', 'fail', 'slow', speedText(kbps));
  if (kbps < DEVICE_LIMITS.uploadWarnKbps) return result('upload', 'warn', 'slow', speedText(kbps));
  return result('upload', 'pass', 'ok', speedText(kbps));
}

/** Whether the answer journal's storage (localStorage) took, gave back and dropped a test entry. */
export function judgeStorage(worked: boolean): DeviceCheckResult<'storage'> {
  return worked ? result('storage', 'pass', 'ok') : result('storage', 'fail', 'refused');
}

/** What happened when the page asked for the microphone or camera and recorded. */
export type MediaTrial = 'recorded' | 'denied' | 'missing' | 'silent' | 'unsupported' | 'notNeeded';

export function judgeMedia<Name extends 'microphone' | 'camera'>(check: Name, trial: MediaTrial): DeviceCheckResult<Name> {
  if (trial === 'notNeeded') return result(check, 'skipped', 'notNeeded' as DeviceCheckReason<Name>);
  if (trial === 'recorded') return result(check, 'pass', 'ok' as DeviceCheckReason<Name>, `${DEVICE_RECORDING_SECONDS} s`);
  return result(check, 'fail', trial as DeviceCheckReason<Name>);
}

/** The screen (CSS pixels): the smaller side decides, a phone turned sideways still counts as the phone. */
export function judgeScreen(width: number, height: number): DeviceCheckResult<'screen'> {
  const detail = `${Math.round(width)}×${Math.round(height)}`;
  const smaller = Math.min(width, height);
  if (smaller < DEVICE_LIMITS.screenMinPx) return result('screen', 'fail', 'tooSmall', detail);
  if (smaller < DEVICE_LIMITS.screenComfortPx) return result('screen', 'warn', 'small', detail);
  return result('screen', 'pass', 'ok', detail);
}

export type KnownBrowser = keyof typeof DEVICE_LIMITS.browsers;

/** The browser and its major version from a User-Agent string, or null when it is none of the known ones. */
export function browserOf(userAgent: string): { name: KnownBrowser; version: number } | null {
  const patterns: [KnownBrowser, RegExp][] = [
    ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
    ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
    ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
    ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS)\/(\d+)/],
    ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
  ];
  for (const [name, pattern] of patterns) {
    const match = pattern.exec(userAgent);
    if (match) return { name, version: Number(match[1]) };
  }
  return null;
}

export function judgeBrowser(userAgent: string): DeviceCheckResult<'browser'> {
  const browser = browserOf(userAgent);
  // The User-Agent itself is kept with the result on the server; shown here it would only be noise.
  if (!browser) return result('browser', 'warn', 'unknown');
  const detail = `${browser.name} ${browser.version}`;
  const limits = DEVICE_LIMITS.browsers[browser.name];
  if (browser.version < limits.fail) return result('browser', 'fail', 'tooOld', detail);
  if (browser.version < limits.pass) return result('browser', 'warn', 'old', detail);
  return result('browser', 'pass', 'ok', detail);
}

/** A rehearsal's verdict: failed when any check failed, warned when any warned, else ready (skipped checks do not count). */
export function deviceVerdict(outcomes: readonly DeviceCheckOutcome[]): DeviceVerdict {
  if (outcomes.includes('fail')) return 'failed';
  if (outcomes.includes('warn')) return 'warned';
  return 'ready';
}
