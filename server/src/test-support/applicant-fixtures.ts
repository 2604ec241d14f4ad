import type { InjectOptions } from 'fastify';
import {
  interviewFormSize,
  interviewQuestionKeys,
  makeNationalId,
  rawCalls,
  type Applicant,
  type ApplicantCallName,
  type ApplicantRawCallName,
  type Gender,
  type MeritCallName,
  type RequestOf,
} from '@mizan/shared';
import { SEED_SCHOOLS } from '../db/seed';
import { apiUrl } from '../routes/register-contract';
import { demoApplicants } from '../db/seed-applicants';
import { findApplicant } from '../services/applicant-records';
import { chooseOwnPassword } from './first-sign-in';
import { SIGN, type TestApp } from './test-app';

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

/** A valid payload for each applicant and merit list call, for a seeded demo applicant. */
export function applicantSamples(
  applicantId: number,
  job: number | null,
  assessmentId: number,
): { [Name in ApplicantCallName | MeritCallName]: RequestOf<Name> } {
  return {
    listApplicants: { search: 'a', sort: 'name', order: 'desc' },
    applicantInterview: { appId: applicantId },
    submitInterview: {
      applicant_id: applicantId,
      ...Object.fromEntries(interviewQuestionKeys(interviewFormSize(job)).map((key) => [key, 4])),
    },
    saveApplicant: {
      name: 'Access Walker',
      ssn: makeNationalId('2011-02-03', '21', 'female', 987),
      email: 'walker@example.com',
      mobile: '01122334455',
      prep_mark: 91,
      math: 88.5,
      english: 79,
      std_code: 'ACC-1',
      gender: 'female',
      school_id: 1,
    },
    getApplicant: { applicant_id: applicantId, spe_only: false },
    setCompetent: { id: applicantId, status: 'No' },
    setEnrolled: { id: applicantId, status: 'Yes' },
    revealApplicant: { applicant_id: applicantId, field: 'ssn' },
    applicantHistory: { applicant_id: applicantId },
    applyOptions: {},
    meritList: { school_id: 1 },
    getMeritSettings: {},
    saveMeritSettings: { weights: { prep: 2, math: 1, english: 1, interview: 1, cmatch: 0 }, seats: [{ school_id: 1, seats: 3 }] },
    fillScores: { assessment_id: assessmentId, field: 'math' },
  };
}

/** The applicant import (a one-row CSV) and export. */
export function applicantFileSamples(): { [Name in ApplicantRawCallName]: InjectOptions } {
  const csv = (ssn: string) =>
    Buffer.from(
      `Name,SSN(ID),Email,Mobile,Gender,School,Prep. Score,Math. Score,Eng. Score,Unified Code\r\nRaw Sample,${ssn},raw@example.com,01099887766,female,${SEED_SCHOOLS[0]},90,91,92,RAW-1\r\n`,
    );
  const headers = { 'content-type': 'text/csv', 'x-sign': SIGN };
  return {
    importApplicantsPreview: {
      method: 'POST',
      url: apiUrl(rawCalls.importApplicantsPreview),
      headers,
      payload: csv(makeNationalId('2012-09-09', '02', 'female', 111)),
    },
    importApplicants: {
      method: 'POST',
      url: apiUrl(rawCalls.importApplicants),
      headers,
      payload: csv(makeNationalId('2012-09-09', '02', 'female', 222)),
    },
    exportApplicants: { method: 'GET', url: `${apiUrl(rawCalls.exportApplicants)}?format=xlsx&gender=female` },
    applicantTemplate: { method: 'GET', url: `${apiUrl(rawCalls.applicantTemplate)}?format=csv` },
  };
}
