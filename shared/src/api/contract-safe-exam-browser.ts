import { z } from 'zod';
import { BROWSER_EXAM_KEY_PATTERN } from '../domain/safe-exam-browser';
import { PUBLIC, requiresAnyFlag, requiresFlag } from './access';
import { call, type CallSpec, type RawCallSpec } from './call-spec';
import { answer } from './envelope';
import { ASSESSMENT_ID_REQUIRED, positiveId } from './request-ids';

/**
 * Safe Exam Browser (ours; docs/decisions.md, "Safe Exam Browser"): per
 * assessment, whether its applicant pages and calls require SEB with the
 * assessment's own settings (the Config Key of the .seb Mizan makes), and
 * which Browser Exam Keys staff allow beside it. Spread into `contract`
 * and `rawCalls` in contract.ts.
 */

export const SEB_BROWSER_EXAM_KEYS_MAX = 20;

export const SEB_REFUSAL_CODES = {
  required: 'seb_required',
  keyInvalid: 'seb_browser_exam_key_invalid',
  notRequired: 'seb_not_required',
} as const;

export const SEB_KEYS_NOT_A_LIST = 'Send browserExamKeys as a list of Browser Exam Keys (64 hexadecimal characters each).';
export const SEB_KEYS_TOO_MANY = `An assessment may allow at most ${SEB_BROWSER_EXAM_KEYS_MAX} Browser Exam Keys.`;
export const SEB_REQUIRED_NOT_YES_NO = 'Send required as true or false.';
export const SEB_NOT_REQUIRED_MESSAGE = 'This assessment does not require Safe Exam Browser.';
export const sebKeyInvalidMessage = (written: string) =>
  `"${written}" is not a Browser Exam Key: paste the 64 hexadecimal characters Safe Exam Browser shows.`;
export const sebSavedMessage = (required: boolean, keys: number) =>
  !required
    ? 'Applicants may now use any browser.'
    : `Applicants now need Safe Exam Browser with this assessment's settings${
        keys === 0 ? '' : ` and ${keys === 1 ? 'the allowed Browser Exam Key' : `one of the ${keys} allowed Browser Exam Keys`}`
      }.`;

export const sebSettingsSchema = z.object({
  id: z.number(),
  required: z.boolean(),
  browserExamKeys: z.array(z.string()),
  /** The Config Key of the assessment's .seb on this site (as the request reached it); null until the setting is first saved. */
  configKey: z.string().nullable(),
});
export type SebSettings = z.output<typeof sebSettingsSchema>;

export const setSebSettingsSchema = z.object({
  id: positiveId(ASSESSMENT_ID_REQUIRED),
  required: z.boolean({ error: SEB_REQUIRED_NOT_YES_NO }),
  browserExamKeys: z
    .array(z.string({ error: SEB_KEYS_NOT_A_LIST }).max(100, SEB_KEYS_NOT_A_LIST), { error: SEB_KEYS_NOT_A_LIST })
    .max(SEB_BROWSER_EXAM_KEYS_MAX, SEB_KEYS_TOO_MANY)
    .default([]),
});

/** A written Browser Exam Key read as SEB writes it (trimmed, lower case), or null when it is not one. */
export function readBrowserExamKey(written: string): string | null {
  const key = written.trim();
  return BROWSER_EXAM_KEY_PATTERN.test(key) ? key.toLowerCase() : null;
}

export const safeExamBrowserCalls = {
  getSebSettings: call({
    method: 'POST',
    path: 'admin/getsebsettings.php',
    access: requiresAnyFlag('exam', 'ans'),
    request: z.object({ id: positiveId(ASSESSMENT_ID_REQUIRED) }),
    response: answer(sebSettingsSchema),
    summary:
      "Ours: whether the assessment requires Safe Exam Browser, the Browser Exam Keys allowed beside its own settings, and its .seb file's Config Key on this site",
    ours: true,
  }),
  setSebSettings: call({
    method: 'POST',
    path: 'admin/setsebsettings.php',
    access: requiresFlag('exam'),
    request: setSebSettingsSchema,
    response: z.object({ data: sebSettingsSchema, msg: z.string() }),
    summary:
      `Ours: require Safe Exam Browser (or not) and set the allowed Browser Exam Keys (at most ${SEB_BROWSER_EXAM_KEYS_MAX}; ` +
      `a key that is not 64 hex characters answers 400 '${SEB_REFUSAL_CODES.keyInvalid}'), by staff who may edit the assessment; audited. ` +
      'While required, every applicant page and exam call of the assessment (register, open, save, submit, upload) without a valid ' +
      `X-SafeExamBrowser-ConfigKeyHash (or X-SafeExamBrowser-RequestHash for an allowed key) answers 403 '${SEB_REFUSAL_CODES.required}' ` +
      "in the assessment's language",
    ours: true,
  }),
} satisfies Record<string, CallSpec>;

export const sebConfigQuerySchema = z.object({ id: positiveId(ASSESSMENT_ID_REQUIRED) });

export const safeExamBrowserRawCalls = {
  getSebConfig: {
    method: 'GET',
    path: 'admin/getsebconfig.php',
    access: requiresAnyFlag('exam', 'ans'),
    summary:
      "Ours: ?id= the assessment's Safe Exam Browser settings file (.seb, an unencrypted XML property list): starts at the apply link, " +
      'quits at /seb/quit, stays on this site, sends the Config Key and Browser Exam Key hashes; for staff who may see the assessment',
    ours: true,
  },
  getPublicSebConfig: {
    method: 'GET',
    path: 'emp/sebconfig.php',
    access: PUBLIC,
    summary:
      "Ours: ?id= the same .seb file for applicants, linked from the page that asks them to open the exam in Safe Exam Browser; 404 '" +
      `${SEB_REFUSAL_CODES.notRequired}' unless the assessment requires Safe Exam Browser`,
    ours: true,
  },
} as const satisfies Record<string, RawCallSpec>;

export type SafeExamBrowserCallName = keyof typeof safeExamBrowserCalls;
export type SafeExamBrowserRawCallName = keyof typeof safeExamBrowserRawCalls;
