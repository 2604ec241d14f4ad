import type { Kysely } from 'kysely';
import { MESSAGE_ALREADY_SENT, MESSAGE_BEING_SENT, MESSAGE_REFUSAL_CODES, NO_SUCH_MESSAGE } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { HttpError } from '../../errors';
import type { Clock } from '../clock';
import { writeAudit } from '../audit';

/**
 * Send a failed (or waiting) message again now: back to 'waiting', due now,
 * with a fresh set of tries, to the applicant's current e-mail address or
 * mobile (staff may have corrected it since). A sent or sending message is
 * refused: retrying must never send one twice.
 */
export async function retryMessage(db: Kysely<Database>, clock: Clock, actorUserId: number, id: number): Promise<void> {
  await db.transaction().execute(async (transaction) => {
    const message = await transaction
      .selectFrom('message_outbox as m')
      .leftJoin('applicants as a', 'a.id', 'm.applicant_id')
      .select(['m.state', 'm.channel', 'm.recipient', 'm.provider_answer', 'a.email', 'a.mobile'])
      .where('m.id', '=', id)
      .forUpdate('m')
      .executeTakeFirst();
    if (!message) throw new HttpError(404, NO_SUCH_MESSAGE, {}, MESSAGE_REFUSAL_CODES.messageNotFound);
    if (message.state === 'sent') throw new HttpError(409, MESSAGE_ALREADY_SENT, {}, MESSAGE_REFUSAL_CODES.alreadySent);
    if (message.state === 'sending') throw new HttpError(409, MESSAGE_BEING_SENT, {}, MESSAGE_REFUSAL_CODES.beingSent);
    const current = (message.channel === 'email' ? message.email : message.mobile)?.trim();
    const recipient = current ? current : message.recipient;
    await transaction
      .updateTable('message_outbox')
      .set({ state: 'waiting', attempts: 0, next_attempt_at: clock.now(), lease_until: null, recipient })
      .where('id', '=', id)
      .execute();
    await writeAudit(transaction, {
      actorUserId,
      action: 'message.retry',
      subjectType: 'message',
      subjectId: id,
      details: { from: message.state, lastAnswer: message.provider_answer, recipient: { from: message.recipient, to: recipient } },
    });
  });
}
