import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { SEB_CONFIG_KEY_HASH_HEADER, SEB_REFUSAL_CODES, SEB_REQUEST_HASH_HEADER, sebRefusalMessage } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { configKey, requestHashMatches } from './config-key';
import { requestUrls, siteBase } from './request-urls';
import { sebRuleOf, type SebRule, type SebTarget } from './seb-rules';
import { sebSettings } from './seb-settings';

export type SebRequest = Pick<FastifyRequest, 'protocol' | 'host' | 'url' | 'headers'>;

const headerOf = (request: SebRequest, name: string): string | undefined => {
  const value = request.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** The Config Key of the .seb Mizan makes for the rule's assessment on this site. */
export function assessmentConfigKey(rule: Pick<SebRule, 'assessmentId' | 'examKeySalt'>, base: string): string {
  return configKey(sebSettings({ base, assessmentId: rule.assessmentId, examKeySalt: rule.examKeySalt }));
}

/**
 * Whether the request comes from Safe Exam Browser running the assessment's
 * own settings: X-SafeExamBrowser-ConfigKeyHash is the hash of the
 * request's absolute URL with the Config Key of the .seb Mizan makes and,
 * when staff allowed Browser Exam Keys, X-SafeExamBrowser-RequestHash is
 * the hash of the URL with one of them too (the right SEB build as well
 * as the right settings, as Moodle's quizaccess_seb asks of both).
 */
export function sebRequestPasses(rule: SebRule, request: SebRequest, publicUrl: string | null): boolean {
  const urls = requestUrls(request, publicUrl);
  const key = assessmentConfigKey(rule, siteBase(request, publicUrl));
  if (!requestHashMatches(headerOf(request, SEB_CONFIG_KEY_HASH_HEADER), urls, [key])) return false;
  if (rule.browserExamKeys.length === 0) return true;
  return requestHashMatches(headerOf(request, SEB_REQUEST_HASH_HEADER), urls, rule.browserExamKeys);
}

/**
 * The rule that refuses this request: the assessment requires SEB and the
 * request does not pass; null when the request may go on.
 */
export async function sebRefusalOf(
  db: Kysely<Database>,
  target: SebTarget,
  request: SebRequest,
  publicUrl: string | null,
): Promise<SebRule | null> {
  const rule = await sebRuleOf(db, target);
  if (!rule?.required || sebRequestPasses(rule, request, publicUrl)) return null;
  return rule;
}

/**
 * Refuse an applicant's exam call of an assessment that requires Safe Exam
 * Browser when it does not carry a valid hash: 403 'seb_required' with the
 * sentence in the assessment's language. Asked before the attempt's own
 * rules, so a refused call changes nothing.
 */
export async function checkExamCallSafeExamBrowser(
  db: Kysely<Database>,
  target: SebTarget,
  request: SebRequest,
  publicUrl: string | null,
): Promise<void> {
  const refusal = await sebRefusalOf(db, target, request, publicUrl);
  if (refusal) throw new HttpError(403, sebRefusalMessage(refusal.lang), {}, SEB_REFUSAL_CODES.required);
}
