import {
  DEVICE_CHECK_REASONS,
  DEVICE_SAMPLE_DOWNLOAD_BYTES,
  browserOf,
  deviceVerdict,
  judgeBrowser,
  judgeDownload,
  judgeMedia,
  judgeRoundTrip,
  judgeScreen,
  judgeStorage,
  judgeUpload,
  type DeviceCheckName,
} from './device-check';
import { deviceCheckSentence } from './device-check-words';

const UA = {
  chromeAndroid: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
  oldChrome: 'Mozilla/5.0 (Windows NT 6.1) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.130 Safari/537.36',
  chrome100: 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/100.0.4896.60 Safari/537.36',
  edge: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.70',
  firefox: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  oldSafari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_13_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/13.1.2 Safari/605.1.15',
  samsung:
    'Mozilla/5.0 (Linux; Android 13; SM-A536B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36',
  chromeIos:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/126.0.6478.153 Mobile/15E148 Safari/604.1',
};

describe('the device rehearsal rules', () => {
  test('the round trip: the median of those that came back; slow warns, very slow or none fails', () => {
    expect(judgeRoundTrip([40, 900, 60])).toMatchObject({ outcome: 'pass', reason: 'ok', detail: '60 ms' });
    expect(judgeRoundTrip([500, 450, null])).toMatchObject({ outcome: 'warn', reason: 'slow' });
    expect(judgeRoundTrip([2500, 3000, 2100])).toMatchObject({ outcome: 'fail', reason: 'slow', detail: '2500 ms' });
    expect(judgeRoundTrip([null, null])).toMatchObject({ outcome: 'fail', reason: 'unreachable', detail: '' });
  });

  test('the download: the whole known file, by its speed', () => {
    // 256 KB in 1 s is about 2.1 Mbit/s.
    expect(judgeDownload({ bytes: DEVICE_SAMPLE_DOWNLOAD_BYTES, ms: 1000 })).toMatchObject({ outcome: 'pass', detail: '2.1 Mbit/s' });
    expect(judgeDownload({ bytes: DEVICE_SAMPLE_DOWNLOAD_BYTES, ms: 4000 })).toMatchObject({ outcome: 'warn', detail: '524 kbit/s' });
    expect(judgeDownload({ bytes: DEVICE_SAMPLE_DOWNLOAD_BYTES, ms: 20_000 })).toMatchObject({ outcome: 'fail', reason: 'slow' });
    expect(judgeDownload({ bytes: 1000, ms: 10 })).toMatchObject({ outcome: 'fail', reason: 'failed' });
    expect(judgeDownload(null)).toMatchObject({ outcome: 'fail', reason: 'failed' });
  });

  test("the upload: every byte counted by the server, by its speed; the server's refusal is kept as said", () => {
    expect(judgeUpload({ bytes: 65536, ms: 200, received: 65536 })).toMatchObject({ outcome: 'pass', detail: '2.6 Mbit/s' });
    expect(judgeUpload({ bytes: 65536, ms: 2000, received: 65536 })).toMatchObject({ outcome: 'warn', detail: '262 kbit/s' });
    expect(judgeUpload({ bytes: 65536, ms: 9000, received: 65536 })).toMatchObject({ outcome: 'fail', reason: 'slow' });
    expect(judgeUpload({ bytes: 65536, ms: 200, received: 100 })).toMatchObject({ outcome: 'fail', reason: 'failed' });
    expect(judgeUpload({ refused: 'This exam can only be taken from the school network.' })).toMatchObject({
      outcome: 'fail',
      reason: 'refused',
      detail: 'This exam can only be taken from the school network.',
    });
    expect(judgeUpload(null)).toMatchObject({ outcome: 'fail', reason: 'failed' });
  });

  test('storage passes or fails', () => {
    expect(judgeStorage(true).outcome).toBe('pass');
    expect(judgeStorage(false)).toMatchObject({ outcome: 'fail', reason: 'refused' });
  });

  test('microphone and camera: not needed is skipped, a recording passes, anything else fails with its reason', () => {
    expect(judgeMedia('microphone', 'notNeeded')).toMatchObject({ outcome: 'skipped', reason: 'notNeeded' });
    expect(judgeMedia('camera', 'recorded')).toMatchObject({ check: 'camera', outcome: 'pass', detail: '2 s' });
    for (const trial of ['denied', 'missing', 'silent', 'unsupported'] as const) {
      expect(judgeMedia('microphone', trial)).toMatchObject({ outcome: 'fail', reason: trial });
    }
  });

  test('the screen: the smaller side decides, so a phone on its side is still the phone', () => {
    expect(judgeScreen(390, 844)).toMatchObject({ outcome: 'pass', detail: '390×844' });
    expect(judgeScreen(844, 390)).toMatchObject({ outcome: 'pass' });
    expect(judgeScreen(340, 640)).toMatchObject({ outcome: 'warn', reason: 'small' });
    expect(judgeScreen(300, 500)).toMatchObject({ outcome: 'fail', reason: 'tooSmall' });
  });

  test('the browser and its version from the User-Agent', () => {
    expect(browserOf(UA.chromeAndroid)).toEqual({ name: 'Chrome', version: 131 });
    expect(browserOf(UA.edge)).toEqual({ name: 'Edge', version: 131 });
    expect(browserOf(UA.firefox)).toEqual({ name: 'Firefox', version: 133 });
    expect(browserOf(UA.iphone)).toEqual({ name: 'Safari', version: 17 });
    expect(browserOf(UA.samsung)).toEqual({ name: 'Samsung Internet', version: 24 });
    expect(browserOf(UA.chromeIos)).toEqual({ name: 'Chrome', version: 126 });
    expect(
      browserOf('Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36'),
    ).toEqual({
      name: 'Chrome',
      version: 131,
    });
    expect(browserOf('curl/8.5.0')).toBeNull();
    expect(judgeBrowser(UA.chromeAndroid)).toMatchObject({ outcome: 'pass', detail: 'Chrome 131' });
    expect(judgeBrowser(UA.chrome100)).toMatchObject({ outcome: 'warn', reason: 'old' });
    expect(judgeBrowser(UA.oldChrome)).toMatchObject({ outcome: 'fail', reason: 'tooOld', detail: 'Chrome 79' });
    expect(judgeBrowser(UA.oldSafari)).toMatchObject({ outcome: 'fail', reason: 'tooOld', detail: 'Safari 13' });
    expect(judgeBrowser('curl/8.5.0')).toMatchObject({ outcome: 'warn', reason: 'unknown' });
  });

  test('the verdict: failed over warned over ready; skipped counts for nothing', () => {
    expect(deviceVerdict(['pass', 'skipped', 'pass'])).toBe('ready');
    expect(deviceVerdict(['pass', 'warn', 'skipped'])).toBe('warned');
    expect(deviceVerdict(['warn', 'fail', 'pass'])).toBe('failed');
  });

  test('every way every check can come out has a sentence in English and in Arabic', () => {
    for (const [check, reasons] of Object.entries(DEVICE_CHECK_REASONS) as [DeviceCheckName, readonly string[]][]) {
      for (const reason of reasons) {
        expect(deviceCheckSentence('En', check, reason as never)).toMatch(/\w/);
        expect(deviceCheckSentence('Ar', check, reason as never)).toMatch(/[\u0600-\u06ff]/);
      }
    }
  });
});
