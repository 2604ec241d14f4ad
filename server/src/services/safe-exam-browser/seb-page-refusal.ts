import type DataLoader from 'dataloader';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ATTEMPT_HASH_PATTERN } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { momentLoader } from '../moment-loader';
import { siteBase } from './request-urls';
import { sebRequestPasses } from './seb-check';
import { browserExamKeysOf, type SebRule, type SebTarget } from './seb-rules';
import { sebFileUrl, sebRefusalPage } from './seb-refusal-page';

/** The assessment an applicant page's address names: /apply/{id} or /assessment?hash=. */
function pageTarget(url: URL): SebTarget | null {
  const pathname = url.pathname.toLowerCase().replace(/\/$/, '');
  const applying = /^\/apply\/(\d{1,9})$/.exec(pathname);
  if (applying) return { examId: Number(applying[1]) };
  const hash = url.searchParams.get('hash') ?? '';
  return pathname === '/assessment' && ATTEMPT_HASH_PATTERN.test(hash) ? { hash } : null;
}

const targetKey = (target: SebTarget): string => ('hash' in target ? `h${target.hash}` : `e${target.examId}`);

/**
 * The rules of the pages asked for in one turn of the event loop, read in one query: a room opening the exam
 * page together asked for one rule per page, each a round trip through the pool, and the pages' HTML waited in
 * line for them (bench/RESULTS.md, "The page-file tail").
 */
function ruleLoader(db: Kysely<Database>): DataLoader<SebTarget, SebRule | null, string> {
  return momentLoader(
    async (targets: readonly SebTarget[]) => {
      const hashes = targets.flatMap((target) => ('hash' in target ? [target.hash] : []));
      const examIds = targets.flatMap((target) => ('examId' in target ? [target.examId] : []));
      const columns = ['seb.assessment_id', 'seb.required', 'seb.exam_key_salt', 'assessments.lang'] as const;
      const rules = db.selectFrom('assessment_safe_exam_browser as seb').innerJoin('assessments', 'assessments.id', 'seb.assessment_id');
      const byHash = hashes.length
        ? await rules
            .innerJoin('attempts', 'attempts.assessment_id', 'seb.assessment_id')
            .select([...columns, 'attempts.hash'])
            .where('attempts.hash', 'in', hashes)
            .execute()
        : [];
      const byExam = examIds.length ? await rules.select(columns).where('seb.assessment_id', 'in', examIds).execute() : [];
      const keys = new Map<number, Promise<string[]>>();
      const keysOf = (assessmentId: number): Promise<string[]> => {
        const known = keys.get(assessmentId) ?? browserExamKeysOf(db, assessmentId);
        keys.set(assessmentId, known);
        return known;
      };
      const ruleOf = async (row: (typeof byExam)[number] | undefined): Promise<SebRule | null> =>
        row
          ? {
              assessmentId: row.assessment_id,
              lang: row.lang,
              required: row.required,
              examKeySalt: new Uint8Array(Buffer.from(row.exam_key_salt, 'base64')),
              browserExamKeys: row.required ? await keysOf(row.assessment_id) : [],
            }
          : null;
      return Promise.all(
        targets.map((target) =>
          ruleOf(
            'hash' in target ? byHash.find((row) => row.hash === target.hash) : byExam.find((row) => row.assessment_id === target.examId),
          ),
        ),
      );
    },
    { cacheKeyFn: targetKey },
  );
}

const loaders = new WeakMap<Kysely<Database>, DataLoader<SebTarget, SebRule | null, string>>();

/**
 * The page that replaces an applicant's apply or exam page when its
 * assessment requires Safe Exam Browser and the request has no valid hash
 * (seb-refusal-page.ts); null when the page may be served.
 */
export async function sebPageRefusal(db: Kysely<Database>, request: FastifyRequest, publicUrl: string | null): Promise<string | null> {
  const target = pageTarget(new URL(request.url, 'http://page'));
  if (!target) return null;
  let loader = loaders.get(db);
  if (!loader) loaders.set(db, (loader = ruleLoader(db)));
  const rule = await loader.load(target);
  if (!rule?.required || sebRequestPasses(rule, request, publicUrl)) return null;
  return sebRefusalPage(rule.lang, sebFileUrl(siteBase(request, publicUrl), rule.assessmentId));
}
