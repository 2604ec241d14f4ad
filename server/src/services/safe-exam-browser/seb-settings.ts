import type { PlistDict } from './plist';

/** Where the applicant's Safe Exam Browser goes when the exam is over: a page saying SEB may be closed. */
export const SEB_QUIT_PATH = '/seb/quit';

export interface SebConfigSource {
  /** The site's address as the applicant reaches it: PUBLIC_URL, else the request's own origin. */
  base: string;
  assessmentId: number;
  /** The assessment's own 32 random bytes, so its Browser Exam Key differs from every other assessment's. */
  examKeySalt: Uint8Array;
}

/**
 * The .seb configuration of an assessment: SEB starts at its apply link and
 * may only go to pages of this site; the kiosk stays locked (no other
 * applications, no screen sharing, mirroring, virtual machine, printing
 * screens, spell check or dictionary); the Browser Exam Key and Config Key
 * go with every request (sendBrowserExamKey), the exam site opened in
 * SEB's classic web view that sends them (browserWindowWebView 2). The
 * microphone and camera are allowed because audio and video questions
 * record in the page; uploads are allowed for file questions. Every value
 * is fixed for the assessment and site, so the Config Key computed from
 * these settings at any time equals the one SEB computes from the file.
 */
export function sebSettings({ base, assessmentId, examKeySalt }: SebConfigSource): PlistDict {
  const site = new URL(base);
  const sitePath = site.pathname.replace(/\/$/, '');
  return {
    originatorVersion: 'Mizan',
    sebConfigPurpose: 0,
    sebMode: 0,
    startURL: `${base}/apply/${assessmentId}`,
    quitURL: `${base}${SEB_QUIT_PATH}`,
    quitURLConfirm: true,
    allowQuit: true,
    sendBrowserExamKey: true,
    browserWindowWebView: 2,
    examKeySalt,
    URLFilterEnable: true,
    URLFilterEnableContentFilter: false,
    URLFilterRules: [{ action: 1, active: true, expression: `${site.host}${sitePath}/*`, regex: false }],
    allowPreferencesWindow: false,
    allowSwitchToApplications: false,
    allowScreenSharing: false,
    allowDisplayMirroring: false,
    allowedDisplaysMaxNumber: 1,
    allowVirtualMachine: false,
    allowSpellCheck: false,
    allowDictionaryLookup: false,
    allowDictation: false,
    allowSiri: false,
    allowBrowsingBackForward: false,
    allowAudioCapture: true,
    allowVideoCapture: true,
    allowDownUploads: true,
    allowPDFPlugIn: false,
    browserViewMode: 0,
    browserWindowAllowReload: true,
    showReloadWarning: true,
    newBrowserWindowByLinkPolicy: 0,
    newBrowserWindowByScriptPolicy: 0,
    enablePrintScreen: false,
    enableRightMouse: false,
    enablePrivateClipboard: true,
    enableAltTab: false,
    killExplorerShell: false,
    createNewDesktop: true,
    removeBrowserProfile: true,
  };
}
