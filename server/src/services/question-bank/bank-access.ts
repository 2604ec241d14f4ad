import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema';
import { ADMIN_ROLE_ID, isAdmin } from '../assessment-records';
import type { Caller } from '../authenticate';
import { HttpError } from '../../errors';

/**
 * Who may do what with a bank question (docs/security.md "The question
 * bank"). Administrators: everything. The owner: everything. Anyone else
 * with the `exam` flag, when the question's sharing reaches them (scope
 * 'everyone', or 'subject' and they own a bank question of the same
 * subject): read it without its answer key, and at level 'edit' also edit
 * it with its key. Deleting and sharing stay with the owner and
 * administrators. Each rule is an SQL condition over the alias `b`, so lists,
 * counts and draws filter in the database.
 */
export type BankReader = { readonly everything: true } | { readonly userId: number };

export const EVERY_BANK_QUESTION: BankReader = { everything: true };

export function bankReaderOf(caller: Caller): BankReader {
  return isAdmin(caller) ? EVERY_BANK_QUESTION : { userId: caller.user.id };
}

/**
 * Whose bank access an assessment's draws use: its author's, whoever
 * publishes or edits it, and whatever the sharing becomes later for the
 * applicants who start it. An author who is an administrator, or whose
 * account is gone, reads everything.
 */
export function bankReaderOfAuthor(author: { id: number | null; role_id: number | null }): BankReader {
  return author.id === null || author.role_id === ADMIN_ROLE_ID ? EVERY_BANK_QUESTION : { userId: author.id };
}

export async function assessmentAuthorReader(db: Kysely<Database>, authorId: number | null): Promise<BankReader> {
  if (authorId === null) return EVERY_BANK_QUESTION;
  const author = await db.selectFrom('users').select('role_id').where('id', '=', authorId).executeTakeFirst();
  return bankReaderOfAuthor({ id: author ? authorId : null, role_id: author?.role_id ?? null });
}

const ALL = sql<SqlBool>`true`;

/** The question's sharing reaches this staff member (the owner aside). */
function sharingReaches(userId: number): RawBuilder<SqlBool> {
  return sql<SqlBool>`(b.shared_scope = 'everyone' or (b.shared_scope = 'subject' and b.subject <> '' and exists (select 1 from bank_questions m where m.owner_id = ${userId} and m.subject = b.subject)))`;
}

export function mayRead(reader: BankReader): RawBuilder<SqlBool> {
  if ('everything' in reader) return ALL;
  return sql<SqlBool>`(b.owner_id = ${reader.userId} or ${sharingReaches(reader.userId)})`;
}

/** Edit it, and so see its answer key (in the bank, an export, a copy). */
export function mayEdit(reader: BankReader): RawBuilder<SqlBool> {
  if ('everything' in reader) return ALL;
  return sql<SqlBool>`(b.owner_id = ${reader.userId} or (b.shared_level = 'edit' and ${sharingReaches(reader.userId)}))`;
}

/** Delete it and change its sharing. */
export function mayManage(reader: BankReader): RawBuilder<SqlBool> {
  if ('everything' in reader) return ALL;
  return sql<SqlBool>`(b.owner_id is not null and b.owner_id = ${reader.userId})`;
}

export const BANK_QUESTION_READ_ONLY =
  'You may only read this question: its owner shared it without editing. Duplicate it to make your own copy, or ask its owner to share it for editing.';
export const BANK_QUESTION_NOT_OWNER = 'Only the question’s owner or an administrator may delete it.';
export const BANK_SHARING_NOT_OWNER = 'Only the question’s owner or an administrator may change who it is shared with.';

const refused = (message: string, code: string) => new HttpError(403, message, {}, code);

export const readOnlyRefusal = () => refused(BANK_QUESTION_READ_ONLY, 'bank_question_read_only');
export const deleteRefusal = () => refused(BANK_QUESTION_NOT_OWNER, 'bank_question_not_owner');
export const sharingRefusal = () => refused(BANK_SHARING_NOT_OWNER, 'bank_question_not_owner');
