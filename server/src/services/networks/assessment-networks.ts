import type { Kysely } from 'kysely';
import { NETWORK_REFUSAL_CODES, networkInvalidMessage, networksSavedMessage } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import { editableAssessment, visibleAssessment } from '../assessment-access';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import { readNetwork } from './network-text';

/** The assessment's networks as written (normalised), in order; empty: anywhere. */
export async function networksOf(db: Kysely<Database>, assessmentId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('assessment_networks')
    .select('cidr')
    .where('assessment_id', '=', assessmentId)
    .orderBy('position')
    .execute();
  return rows.map((row) => row.cidr);
}

/** admin/getnetworks.php: staff who may see the assessment. */
export async function getAssessmentNetworks(db: Kysely<Database>, caller: Caller, id: number) {
  await visibleAssessment(db, caller, id);
  return { id, networks: await networksOf(db, id) };
}

/** The written list read into normalised CIDR text, duplicates dropped; the first range that is not one refused (400, stable code). */
function readNetworks(written: readonly string[]): string[] {
  const cidrs: string[] = [];
  for (const text of written) {
    if (text.trim() === '') continue;
    const network = readNetwork(text);
    if (!network) throw new HttpError(400, networkInvalidMessage(text), {}, NETWORK_REFUSAL_CODES.invalid);
    if (!cidrs.includes(network.cidr)) cidrs.push(network.cidr);
  }
  return cidrs;
}

/** admin/setnetworks.php: staff who may edit the assessment (as admin/updateexam.php); audited with the old and new lists. */
export async function setAssessmentNetworks(db: Kysely<Database>, caller: Caller, request: { id: number; networks: string[] }) {
  const networks = readNetworks(request.networks);
  return db.transaction().execute(async (transaction) => {
    await editableAssessment(transaction, caller, request.id);
    const before = await networksOf(transaction, request.id);
    await transaction.deleteFrom('assessment_networks').where('assessment_id', '=', request.id).execute();
    if (networks.length > 0) {
      await transaction
        .insertInto('assessment_networks')
        .values(networks.map((cidr, position) => ({ assessment_id: request.id, position, cidr })))
        .execute();
    }
    if (before.join(' ') !== networks.join(' ')) {
      await writeAudit(transaction, {
        actorUserId: caller.user.id,
        action: 'assessment.networks',
        subjectType: 'assessment',
        subjectId: request.id,
        details: { networks: { from: before, to: networks } },
      });
    }
    return { data: { id: request.id, networks }, msg: networksSavedMessage(networks.length) };
  });
}
