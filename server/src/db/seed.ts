import { sql, type Kysely } from 'kysely';
import { DEFAULT_FLAGS_BY_ROLE, ROLE_NAMES, type RoleId } from '@mizan/shared';
import { hashPassword, randomPassword } from '../services/passwords';
import type { Database } from './schema';
import { seedDemoApplicants } from './seed-applicants';
import { seedDemoAssessments } from './seed-assessments';
import { seedDemoAttempts } from './seed-attempts';
import { seedStarterBank } from './seed-question-bank';

/** Lists a school group starts with; staff can add more later. */
export const SEED_SCHOOLS = [
  'Al Noor International School',
  'Dar Al Hekma Secondary School',
  'Al Amal STEM School',
  'Riverside Language School',
  'مدرسة الرواد الثانوية',
];
export const SEED_POSITIONS = [
  'Mathematics Teacher',
  'Science Teacher',
  'English Teacher',
  'Arabic Teacher',
  'Social Worker',
  'Administrative Assistant',
  'معلم تربية إسلامية',
];
export const SEED_SUBJECTS = ['Mathematics', 'Physics', 'Chemistry', 'Biology', 'English', 'Computer Science', 'اللغة العربية'];
export const SEED_GRADES = ['Grade 7', 'Grade 8', 'Grade 9', 'Grade 10', 'Grade 11', 'Grade 12'];
export const SEED_GROUPS = ['Group A', 'Group B', 'Science Stream', 'Arts Stream', 'المجموعة الأولى'];

export interface SeedOptions {
  /** The admin's password; a random one is made (and reported) when null. */
  adminPassword: string | null;
  /** Also add the demo teacher and grader accounts and the demo applicants. */
  seedDemo: boolean;
  /** With the demo, also the starter question bank (seed-question-bank.ts); on unless false. */
  starterBank?: boolean;
}

export interface SeededAccount {
  username: string;
  displayname: string;
  email: string | null;
  roleId: RoleId;
  password: string;
}

export type SeedResult =
  | { seeded: false }
  | {
      seeded: true;
      admin: SeededAccount & { passwordGenerated: boolean };
      demoAccounts: SeededAccount[];
    };

const SEED_LOCK = 'mizan-first-start-seed';

/**
 * First start: the admin account, the lookup lists and, unless turned off,
 * the demo accounts (ARCHITECTURE §7). It runs once: a database that has
 * any user is left alone, so deleting a demo account does not bring it back,
 * and an advisory lock makes API nodes starting together seed only once.
 */
export async function seedDatabase(db: Kysely<Database>, options: SeedOptions): Promise<SeedResult> {
  if (await hasUsers(db)) return { seeded: false };

  const admin: SeededAccount & { passwordGenerated: boolean } = {
    username: 'admin',
    displayname: 'Administrator',
    email: null,
    roleId: 1,
    password: options.adminPassword ?? randomPassword(16),
    passwordGenerated: options.adminPassword === null,
  };
  const demoAccounts: SeededAccount[] = options.seedDemo
    ? [
        { username: 'teacher', displayname: 'Salma Hassan', email: 'teacher@mizan.example', roleId: 2, password: randomPassword(12) },
        { username: 'grader', displayname: 'Omar Farouk', email: 'grader@mizan.example', roleId: 3, password: randomPassword(12) },
      ]
    : [];
  const accounts = [admin, ...demoAccounts];
  const hashes = await Promise.all(accounts.map((account) => hashPassword(account.password)));

  const seeded = await db.transaction().execute(async (transaction) => {
    await sql`select pg_advisory_xact_lock(hashtext(${SEED_LOCK}))`.execute(transaction);
    if (await hasUsers(transaction)) return false;
    await transaction
      .insertInto('users')
      .values(
        accounts.map((account, index) => ({
          username: account.username,
          displayname: account.displayname,
          email: account.email,
          password_hash: hashes[index],
          role_id: account.roleId,
          flags: [...DEFAULT_FLAGS_BY_ROLE[account.roleId]],
          // A printed random password is only a way in: the first admin chooses their own. ADMIN_PASSWORD and the demo accounts' count as chosen.
          must_change_password: account === admin && admin.passwordGenerated,
        })),
      )
      .execute();
    const lists = [
      ['schools', SEED_SCHOOLS],
      ['positions', SEED_POSITIONS],
      ['subjects', SEED_SUBJECTS],
      ['grades', SEED_GRADES],
      ['groups', SEED_GROUPS],
    ] as const;
    for (const [table, names] of lists) {
      await transaction
        .insertInto(table)
        .values(names.map((name) => ({ name })))
        .onConflict((conflict) => conflict.column('name').doNothing())
        .execute();
    }
    if (options.seedDemo) {
      const admin = await transaction.selectFrom('users').select('id').where('username', '=', 'admin').executeTakeFirst();
      await seedDemoApplicants(transaction, admin?.id ?? null);
      await seedDemoAssessments(transaction, admin?.id ?? null);
      await seedDemoAttempts(transaction);
      if (options.starterBank !== false) await seedStarterBank(transaction, admin?.id ?? null);
    }
    return true;
  });
  return seeded ? { seeded: true, admin, demoAccounts } : { seeded: false };
}

async function hasUsers(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  return row !== undefined;
}

/** A line per account for the console and for `<dataDir>/demo-accounts.txt`. */
export function describeAccount(account: SeededAccount): string {
  return `${account.username} / ${account.password}  (${ROLE_NAMES[account.roleId]}${account.email ? `, ${account.email}` : ''})`;
}
