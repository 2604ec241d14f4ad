import type { Kysely } from 'kysely';
import type { BankSharing } from '@mizan/shared';
import type { Database } from '../../db/schema';
import { notFound } from '../../errors';
import { writeAudit } from '../audit';
import type { Caller } from '../authenticate';
import { bankReaderOf, mayManage, mayRead, sharingRefusal } from './bank-access';
import { BANK_QUESTION_NOT_FOUND, findEntry } from './question-bank';

export const BANK_SHARING_SAVED = 'Sharing saved.';

/**
 * admin/sharebankquestion.php: the owner or an administrator sets who else
 * may read or edit a bank question. Anyone else who may read it is refused
 * (403); one who may not read it is told it is not there (404). The version
 * does not change: the question itself did not.
 */
export async function shareBankQuestion(db: Kysely<Database>, caller: Caller, id: number, sharing: BankSharing) {
  const reader = bankReaderOf(caller);
  await db.transaction().execute(async (transaction) => {
    const row = await transaction
      .selectFrom('bank_questions as b')
      .select(['b.question_key', 'b.shared_scope', 'b.shared_level', mayManage(reader).as('may_manage')])
      .where('b.id', '=', id)
      .where(mayRead(reader))
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(BANK_QUESTION_NOT_FOUND);
    if (!row.may_manage) throw sharingRefusal();
    await transaction
      .updateTable('bank_questions')
      .set({ shared_scope: sharing.scope, shared_level: sharing.level })
      .where('id', '=', id)
      .execute();
    await writeAudit(transaction, {
      actorUserId: caller.user.id,
      action: 'bank-question.share',
      subjectType: 'bank-question',
      subjectId: id,
      details: {
        questionId: row.question_key,
        scope: { from: row.shared_scope, to: sharing.scope },
        level: { from: row.shared_level, to: sharing.level },
      },
    });
  });
  return { data: await findEntry(db, caller, id), msg: BANK_SHARING_SAVED };
}
