import { makeNationalId, type Applicant, type Gender, type RequestOf } from '@mizan/shared';
import { demoApplicants } from '../db/seed-applicants';
import { findApplicant } from '../services/applicant-records';
import { chooseOwnPassword } from './first-sign-in';
import type { TestApp } from './test-app';

let sequence = 500;

/** A national ID no demo applicant holds (sequences from 500 up, the seed's stay below 400; then earlier birth days). */
export function freshSsn(gender: Gender = 'male', birthDate = '2013-03-15', governorate = '12'): string {
  for (;;) {
    const ssn = nextSsn(gender, birthDate, governorate);
    if (!SEEDED_SSNS.has(ssn)) return ssn;
  }
}

const SEEDED_SSNS = new Set(demoApplicants().map((applicant) => applicant.ssn));

function nextSsn(gender: Gender, birthDate: string, governorate: string): string {
  sequence += 1;
  // The ID holds 3 digits of sequence: every 1,000 move the birth day on, so IDs never repeat.
  const [year, month, day] = birthDate.split('-').map(Number);
  const shifted = new Date(Date.UTC(year, month - 1, day - Math.floor(sequence / 1000)));
  return makeNationalId(shifted.toISOString().slice(0, 10), governorate, gender, sequence % 1000, sequence % 10);
}

/** A valid applicant form. */
export function validApplicant(overrides: Partial<RequestOf<'saveApplicant'>> = {}): RequestOf<'saveApplicant'> {
  const gender = (overrides.gender as Gender | undefined) ?? 'male';
  return {
    name: 'Tarek Samir Hosny',
    ssn: freshSsn(gender),
    email: 'tarek.samir@families.example',
    mobile: '01012345678',
    prep_mark: 92.5,
    math: 88,
    english: 90.25,
    std_code: 'STD-T-0001',
    gender,
    school_id: 1,
    career: 'Investigative',
    cmatch: 'High',
    position: 'Grade 10',
    job: 5,
    ...overrides,
  };
}

/** A staff account holding exactly `flags`, signed in with the password it chose; answers its token. */
export async function signInWithFlags(t: TestApp, adminToken: string, userName: string, flags: string[]): Promise<string> {
  const password = 'a-good-password';
  const added = await t.call('addUser', { displayname: `${userName} Staff`, userName, role_id: 3, password }, { token: adminToken });
  if (added.statusCode !== 200) throw new Error(`Could not add ${userName}: ${added.body}`);
  const id = added.json<{ data: { id: number } }>().data.id;
  const updated = await t.call('updateUser', { UserId: id, flags: flags as RequestOf<'updateUser'>['flags'] }, { token: adminToken });
  if (updated.statusCode !== 200) throw new Error(`Could not set the flags of ${userName}: ${updated.body}`);
  return chooseOwnPassword(t, userName, password, `${password}-own`);
}

/** The applicant as stored, unmasked: what the calls mask is checked against this. */
export async function storedApplicant(t: TestApp, id: number): Promise<Applicant> {
  const applicant = await findApplicant(t.database.db, id);
  if (!applicant) throw new Error(`There is no applicant ${id}.`);
  return applicant;
}
