import { readFileSync } from 'node:fs';
import path from 'node:path';
import { configKey, requestHash, requestHashMatches, sebJson } from './config-key';
import { readPlist } from './plist';

/**
 * Worked values from outside Mizan: Moodle's quizaccess_seb tests
 * (mod/quiz/accessrule/seb/tests/config_key_test.php) give the Config Key
 * of a .seb saved by SEB 2.1.4 for macOS (test-fixtures/, unchanged), and
 * the request hashes are SHA-256 of the URL followed by the key as SEB's
 * developer documentation defines it, computed here with sha256sum.
 */
const MAC_FIXTURE = readFileSync(path.join(__dirname, 'test-fixtures/unencrypted_mac_001.seb'), 'utf8');
const MAC_CONFIG_KEY = '4fa9af8ec8759eb7c680752ef4ee5eaf1a860628608fccae2715d519849f9292';
const MOODLE_ATTEMPT_URL = 'https://example.com/moodle/mod/quiz/attempt.php?attemptid=123&page=4';
/** printf '%s' "$MOODLE_ATTEMPT_URL$MAC_CONFIG_KEY" | sha256sum */
const MAC_CONFIG_KEY_HASH = '46f1fe43259348ea72de014a1442ec62507116466527b5f74696dcc80c46332e';
/** Moodle's test Browser Exam Key: printf browserexamkey | sha256sum */
const BROWSER_EXAM_KEY = '787c3f3d7211ff09ad5ba6a62f67b6a2092eb3080b5b5d29d578f3a3d901cbae';
/** printf '%s' "https://www.example.com/moodle$BROWSER_EXAM_KEY" | sha256sum */
const BROWSER_EXAM_KEY_HASH = '74c3f9b63450186dbc0c9bde69e9ab9072e634050443e3c697947af934138dc0';

describe("Safe Exam Browser's Config Key", () => {
  test("a .seb saved by SEB for macOS has the Config Key Moodle's tests give", () => {
    expect(configKey(readPlist(MAC_FIXTURE))).toBe(MAC_CONFIG_KEY);
  });

  test('originatorVersion is metadata: with or without it the key is the same', () => {
    const settings = readPlist(MAC_FIXTURE);
    const { originatorVersion, ...without } = settings;
    expect(originatorVersion).toBe('SEB_OSX_2.1.4_2B66');
    expect(configKey(without)).toBe(MAC_CONFIG_KEY);
    expect(configKey({ ...settings, originatorVersion: 'SEB_Win_3.0' })).toBe(MAC_CONFIG_KEY);
  });

  test('SEB-JSON: keys sorted without regard to case (the documentation example), nested dicts too, no spaces, no escaping', () => {
    const json = sebJson(readPlist(MAC_FIXTURE));
    expect(json.startsWith('{"additionalResources":[],"allowBrowsingBackForward":false,')).toBe(true);
    expect(json).toContain(
      '"allowDownUploads":false,"allowedDisplayBuiltin":true,"allowedDisplaysMaxNumber":1,"allowFlashFullscreen":false',
    );
    expect(json).toContain('"browserMessagingSocket":"ws:\\localhost:8706"');
    expect(json).toContain('"touchOptimized":false,"URLFilterEnable":false');
    expect(json).toContain('"examKeySalt":"4iLONVAc1yKWLxbe6Vbf2vWYQO6zIRAobKgc3f25LH8=","examSessionClearSessionCookies"');
    expect(json).toContain('"proxies":{"org_safeexambrowser_SEB_AutoConfigurationEnabled":false,');
    expect(json).not.toMatch(/\s"|":\s|originatorVersion/);
  });

  test('the lower-case spelling comes first, and an empty dict is left out', () => {
    expect(sebJson({ allowWLAN: true, allowWlan: false, proxies: {}, list: [{}, { b: 1, A: 2 }] })).toBe(
      '{"allowWlan":false,"allowWLAN":true,"list":[{"A":2,"b":1}]}',
    );
  });
});

describe('the request hashes', () => {
  test('ConfigKeyHash: SHA-256 of the absolute URL, query string included, followed by the Config Key', () => {
    expect(requestHash(MOODLE_ATTEMPT_URL, MAC_CONFIG_KEY)).toBe(MAC_CONFIG_KEY_HASH);
    expect(requestHashMatches(MAC_CONFIG_KEY_HASH, [MOODLE_ATTEMPT_URL], [MAC_CONFIG_KEY])).toBe(true);
  });

  test('RequestHash: the same with a Browser Exam Key', () => {
    expect(requestHash('https://www.example.com/moodle', BROWSER_EXAM_KEY)).toBe(BROWSER_EXAM_KEY_HASH);
    expect(requestHashMatches(BROWSER_EXAM_KEY_HASH.toUpperCase(), ['https://www.example.com/moodle'], [BROWSER_EXAM_KEY])).toBe(true);
  });

  test('the fragment is not part of the URL hashed', () => {
    expect(requestHash(`${MOODLE_ATTEMPT_URL}#question-3`, MAC_CONFIG_KEY)).toBe(MAC_CONFIG_KEY_HASH);
  });

  test('another key, another URL, another query, a missing or malformed header: no match', () => {
    const other = 'a'.repeat(64);
    expect(requestHashMatches(MAC_CONFIG_KEY_HASH, [MOODLE_ATTEMPT_URL], [other])).toBe(false);
    expect(requestHashMatches(MAC_CONFIG_KEY_HASH, ['https://example.com/moodle/mod/quiz/attempt.php'], [MAC_CONFIG_KEY])).toBe(false);
    expect(requestHashMatches(MAC_CONFIG_KEY_HASH, [MOODLE_ATTEMPT_URL.replace('page=4', 'page=5')], [MAC_CONFIG_KEY])).toBe(false);
    expect(requestHashMatches(undefined, [MOODLE_ATTEMPT_URL], [MAC_CONFIG_KEY])).toBe(false);
    expect(requestHashMatches('', [MOODLE_ATTEMPT_URL], [MAC_CONFIG_KEY])).toBe(false);
    expect(requestHashMatches(MAC_CONFIG_KEY_HASH.slice(1), [MOODLE_ATTEMPT_URL], [MAC_CONFIG_KEY])).toBe(false);
    expect(requestHashMatches(`${MAC_CONFIG_KEY_HASH}\u0000`, [MOODLE_ATTEMPT_URL], [MAC_CONFIG_KEY])).toBe(false);
  });

  test('any of several URLs or keys may match (the request behind a proxy; several allowed Browser Exam Keys)', () => {
    expect(requestHashMatches(MAC_CONFIG_KEY_HASH, ['http://10.0.0.5/x', MOODLE_ATTEMPT_URL], ['b'.repeat(64), MAC_CONFIG_KEY])).toBe(true);
  });
});
