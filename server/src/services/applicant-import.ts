import type { Kysely } from 'kysely';
import type { ImportPreview } from '@mizan/shared';
import type { Database } from '../db/schema';
import { badRequest, conflict } from '../errors';
import { checkImport, type ImportContext } from './applicant-files';
import { schoolsByLowerName } from './applicant-import-checks';
import { listSchools } from './applicant-records';
import { writeAudit } from './audit';
import type { Caller } from './authenticate';
import { isUniqueViolation } from './db-errors';

export const IMPORT_RACED =
  'Another applicant with one of these national IDs was added meanwhile; nothing was imported. Check the file again.';

export function importRefusedMessage(invalid: number): string {
  return `${invalid} row${invalid === 1 ? ' has' : 's have'} problems, so nothing was imported. Fix ${invalid === 1 ? 'it' : 'them'} and try again, or choose to drop the rows with problems.`;
}

const INSERT_CHUNK = 500;
const LOOKUP_CHUNK = 5000;

/** What the import needs from the database to check rows. */
async function importContext(db: Kysely<Database>): Promise<ImportContext> {
  const schools = await listSchools(db);
  return {
    schoolsByName: schoolsByLowerName(schools),
    schoolIds: new Set(schools.map((school) => school.id)),
    async existing(ssns) {
      const holders = new Map<string, { id: number; name: string }>();
      for (let start = 0; start < ssns.length; start += LOOKUP_CHUNK) {
        const chunk = ssns.slice(start, start + LOOKUP_CHUNK);
        const rows = await db.selectFrom('applicants').select(['id', 'name', 'ssn']).where('ssn', 'in', chunk).execute();
        for (const row of rows) holders.set(row.ssn, { id: row.id, name: row.name });
      }
      return holders;
    },
  };
}

/** Every row of the file checked; nothing saved. */
export async function previewImport(db: Kysely<Database>, file: Buffer): Promise<ImportPreview> {
  return (await checkImport(file, await importContext(db))).preview;
}

/**
 * The file's applicants added in one transaction (all or none), each with
 * its own audit entry and one for the import. Rows with problems refuse the
 * whole file unless `dropInvalid` leaves them out.
 */
export async function importApplicants(
  db: Kysely<Database>,
  actor: Caller,
  file: Buffer,
  dropInvalid: boolean,
): Promise<{ imported: number; dropped: number }> {
  const { rows } = await checkImport(file, await importContext(db));
  const clean = rows.flatMap((row) => (row.applicant ? [{ fields: row.applicant, accessCode: row.accessCode }] : []));
  const dropped = rows.length - clean.length;
  if (dropped > 0 && !dropInvalid) throw badRequest(importRefusedMessage(dropped));
  try {
    await db.transaction().execute(async (transaction) => {
      for (let start = 0; start < clean.length; start += INSERT_CHUNK) {
        const chunk = clean.slice(start, start + INSERT_CHUNK);
        const inserted = await transaction
          .insertInto('applicants')
          .values(
            chunk.map(({ fields: applicant, accessCode }) => ({
              ...applicant,
              career: applicant.career ?? '',
              cmatch: applicant.cmatch ?? '',
              position: applicant.position ?? '',
              job: applicant.job ?? null,
              ...(accessCode ? { access_code: accessCode } : {}),
              created_by: actor.user.id,
            })),
          )
          .returning(['id'])
          .execute();
        await transaction
          .insertInto('audit_log')
          .values(
            inserted.map((row, index) => ({
              actor_user_id: actor.user.id,
              action: 'applicant.add',
              subject_type: 'applicant',
              subject_id: String(row.id),
              // Never the access code: the log is read by more people than may see codes.
              details: JSON.stringify({ ...chunk[index].fields, via: 'import' }),
            })),
          )
          .execute();
      }
      await writeAudit(transaction, {
        actorUserId: actor.user.id,
        action: 'applicant.import',
        subjectType: 'applicant',
        subjectId: null,
        details: { imported: clean.length, dropped },
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(IMPORT_RACED);
    throw error;
  }
  return { imported: clean.length, dropped };
}
