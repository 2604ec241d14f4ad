import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ATTEMPT_HASH_PATTERN } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { siteBase } from './request-urls';
import { sebRefusalOf } from './seb-check';
import type { SebTarget } from './seb-rules';
import { sebFileUrl, sebRefusalPage } from './seb-refusal-page';

/** The assessment an applicant page's address names: /apply/{id} or /assessment?hash=. */
function pageTarget(url: URL): SebTarget | null {
  const pathname = url.pathname.toLowerCase().replace(/\/$/, '');
  const applying = /^\/apply\/(\d{1,9})$/.exec(pathname);
  if (applying) return { examId: Number(applying[1]) };
  const hash = url.searchParams.get('hash') ?? '';
  return pathname === '/assessment' && ATTEMPT_HASH_PATTERN.test(hash) ? { hash } : null;
}

/**
 * The page that replaces an applicant's apply or exam page when its
 * assessment requires Safe Exam Browser and the request has no valid hash
 * (seb-refusal-page.ts); null when the page may be served.
 */
export async function sebPageRefusal(db: Kysely<Database>, request: FastifyRequest, publicUrl: string | null): Promise<string | null> {
  const target = pageTarget(new URL(request.url, 'http://page'));
  if (!target) return null;
  const refusal = await sebRefusalOf(db, target, request, publicUrl);
  if (!refusal) return null;
  return sebRefusalPage(refusal.lang, sebFileUrl(siteBase(request, publicUrl), refusal.assessmentId));
}
