/**
 * The media quotas (ours; docs/media.md, "Quotas"): how much an applicant's
 * attempt, all attempts of one assessment together, and one staff member
 * may keep uploaded. The server refuses an upload past one with 413 and the
 * sentence below; the applicant's page translates it (`readMediaQuotaMessage`
 * gives the page back the quota and its size).
 */
export type MediaQuotaScope = 'attempt' | 'assessment' | 'staff';

const MB = 1024 * 1024;
const GB = 1024 * MB;

/** 524288000 → '500 MB'; 53687091200 → '50 GB'; 1.5 GB → '1.5 GB'. */
export function quotaSizeInWords(bytes: number): string {
  if (bytes >= GB) return `${Number((bytes / GB).toFixed(1))} GB`;
  return `${Math.max(1, Math.round(bytes / MB))} MB`;
}

const SENTENCES: Record<MediaQuotaScope, (size: string) => string> = {
  attempt: (size) =>
    `This file would take your uploads for this assessment past their limit of ${size}, so it was not kept. Ask the staff in the exam room for help.`,
  assessment: (size) =>
    `This assessment's uploaded files have reached the school's limit of ${size}, so this file was not kept. Ask the staff in the exam room for help.`,
  staff: (size) =>
    `This file would take your uploads past your limit of ${size}, so it was not kept. An administrator can raise the limit (MEDIA_QUOTA_STAFF_MB).`,
};

/** The sentence for a quota of this size in words (the applicant's page's English). */
export function mediaQuotaSentence(scope: MediaQuotaScope, size: string): string {
  return SENTENCES[scope](size);
}

/** The 413's sentence for an upload past a quota of `limitBytes`. */
export function mediaQuotaMessage(scope: MediaQuotaScope, limitBytes: number): string {
  return mediaQuotaSentence(scope, quotaSizeInWords(limitBytes));
}

const SIZE = /(\d+(?:\.\d+)? [MG]B)/.source;
const PATTERNS = (Object.keys(SENTENCES) as MediaQuotaScope[]).map((scope) => ({
  scope,
  pattern: new RegExp(
    `^${SENTENCES[scope]('\u0000')
      .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
      .replace('\u0000', SIZE)}$`,
  ),
}));

/** A quota sentence read back: which quota, and its size as written ('500 MB'); null for any other sentence. */
export function readMediaQuotaMessage(message: string): { scope: MediaQuotaScope; size: string } | null {
  for (const { scope, pattern } of PATTERNS) {
    const match = pattern.exec(message);
    if (match) return { scope, size: match[1] };
  }
  return null;
}

/** The refusal's stable name beside its sentence (`{ msg, code }`). */
export const MEDIA_QUOTA_CODES: Record<MediaQuotaScope, string> = {
  attempt: 'media_quota_attempt',
  assessment: 'media_quota_assessment',
  staff: 'media_quota_staff',
};
