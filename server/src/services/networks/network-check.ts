import type { Kysely } from 'kysely';
import { NETWORK_REFUSAL_CODES, networkRefusalMessage, type AssessmentLang } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { addressInNetworks, readNetwork, type Network } from './network-text';

/** Which assessment an applicant's call is about: by its id (registering) or by the attempt hash it carries. */
export type ExamCallTarget = { examId: number } | { hash: string };

/**
 * Refuse an applicant's exam call whose address (request.ip, which Fastify
 * reads from X-Forwarded-For only through the proxies TRUST_PROXY names) is
 * outside the assessment's networks: 403 with a sentence in the
 * assessment's language and a stable code. Asked before the attempt policy,
 * so a refused call changes nothing (not even the lazy submission of an
 * expired attempt). No networks, or no such assessment or attempt: the call
 * goes on to its own rules.
 */
export async function checkExamCallNetwork(db: Kysely<Database>, target: ExamCallTarget, ip: string): Promise<void> {
  const rows = await networkRows(db, target);
  if (rows.length === 0) return;
  const networks = rows.map((row) => readNetwork(row.cidr)).filter((network): network is Network => network !== null);
  if (addressInNetworks(ip, networks)) return;
  throw new HttpError(403, networkRefusalMessage(rows[0].lang, ip), {}, NETWORK_REFUSAL_CODES.notAllowed);
}

function networkRows(db: Kysely<Database>, target: ExamCallTarget): Promise<{ cidr: string; lang: AssessmentLang }[]> {
  const query = db
    .selectFrom('assessment_networks')
    .innerJoin('assessments', 'assessments.id', 'assessment_networks.assessment_id')
    .select(['assessment_networks.cidr', 'assessments.lang']);
  if ('examId' in target) return query.where('assessment_networks.assessment_id', '=', target.examId).execute();
  return query
    .innerJoin('attempts', 'attempts.assessment_id', 'assessment_networks.assessment_id')
    .where('attempts.hash', '=', target.hash)
    .execute();
}
