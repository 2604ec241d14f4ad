import type { Kysely } from 'kysely';
import { GOVERNORATES, interviewFormSize, interviewQuestionKeys, makeNationalId, parentScore, type Gender } from '@mizan/shared';
import type { Database } from './schema';

/**
 * Demo applicants for a living first start (ARCHITECTURE §7, unless
 * SEED_DEMO=0): Arabic and English names, national IDs that pass every check
 * and agree with the gender, the seeded schools, some enrolled, some with an
 * interview. Deterministic (a fixed pseudo-random sequence), so two starts
 * make the same people, and idempotent: an SSN already present is skipped.
 */
const NAMES: ReadonlyArray<readonly [string, Gender]> = [
  ['أحمد محمد علي', 'male'],
  ['مريم أحمد حسين', 'female'],
  ['Omar Khaled Mansour', 'male'],
  ['Farida Ahmed Naguib', 'female'],
  ['محمود حسن إبراهيم', 'male'],
  ['فاطمة محمود السيد', 'female'],
  ['Youssef Tarek Hamdy', 'male'],
  ['Nour Mostafa Kamel', 'female'],
  ['يوسف خالد عبد الله', 'male'],
  ['نور الهدى عادل', 'female'],
  ['Adam Sherif Nabil', 'male'],
  ['Salma Hesham Ragab', 'female'],
  ['عمر طارق سليمان', 'male'],
  ['جنى ياسر فهمي', 'female'],
  ['Ali Hassan Fathy', 'male'],
  ['Habiba Sameh Adel', 'female'],
  ['مصطفى أشرف كمال', 'male'],
  ['سلمى عمرو نبيل', 'female'],
  ['Hamza Waleed Saad', 'male'],
  ['Jana Yasser Hafez', 'female'],
  ['كريم وائل فؤاد', 'male'],
  ['ليلى شريف زكي', 'female'],
  ['Ziad Ayman Lotfy', 'male'],
  ['Malak Hazem Ezzat', 'female'],
  ['زياد هشام منصور', 'male'],
  ['حبيبة مصطفى رمضان', 'female'],
  ['Karim Ehab Salem', 'male'],
  ['Laila Sherif Wahba', 'female'],
  ['آدم سامح رشدي', 'male'],
  ['رقية إيهاب صبري', 'female'],
  ['Seif Amr Zaki', 'male'],
  ['Hana Tamer Helmy', 'female'],
  ['مالك أيمن عثمان', 'male'],
  ['ملك حازم عزت', 'female'],
  ['Mohamed Hany Farag', 'male'],
  ['Mariam Ashraf Selim', 'female'],
];

const CAREERS = ['Realistic', 'Investigative', 'Artistic', 'Social', 'Enterprising', 'Conventional'];
const MATCHES = ['High', 'Medium', 'Low'];
const POSITIONS = ['Grade 7', 'Grade 8', 'Grade 9', 'Grade 10', 'Grade 11', 'Grade 12'];
/** Jobs that cover the three interview forms (12, 7 and 21 criteria). */
const JOBS = [1, 2, 4, 7, 10, 12, 14];
const MOBILE_PREFIXES = ['010', '011', '012', '015'];

/**
 * A small deterministic generator (LCG), so the demo data is the same on
 * every machine. It scales the whole state rather than taking `state % n`:
 * the low bits of a power-of-two LCG repeat with a tiny period.
 */
function sequence(seed: number) {
  let state = seed;
  return (below: number) => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return Math.floor((state / 2147483648) * below);
  };
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export interface DemoApplicant {
  name: string;
  ssn: string;
  gender: Gender;
  email: string;
  mobile: string;
  prep_mark: number;
  math: number;
  english: number;
  std_code: string;
  schoolIndex: number;
  career: string;
  cmatch: string;
  position: string;
  job: number;
  enrolled: 'Yes' | 'No' | '';
  competent: 'Yes' | 'No' | '';
  /** q1..qN ratings when interviewed. */
  ratings: number[] | null;
}

export function demoApplicants(): DemoApplicant[] {
  const next = sequence(20_250_901);
  const governorates = Object.keys(GOVERNORATES);
  return NAMES.map(([name, gender], index) => {
    const year = 2008 + next(7);
    const birthDate = `${year}-${pad(1 + next(12), 2)}-${pad(1 + next(28), 2)}`;
    const ssn = makeNationalId(birthDate, governorates[next(governorates.length)], gender, 100 + index * 7, next(10));
    const job = JOBS[index % JOBS.length];
    const interviewed = index % 3 !== 2;
    const size = interviewFormSize(job);
    const score = (low: number) => low + next((100 - low) * 2 + 1) / 2;
    return {
      name,
      ssn,
      gender,
      email: `applicant${pad(index + 1, 2)}@families.example`,
      mobile: `${MOBILE_PREFIXES[next(MOBILE_PREFIXES.length)]}${pad(next(100_000_000), 8)}`,
      prep_mark: score(60),
      math: score(50),
      english: score(55),
      std_code: `STD-2025-${pad(index + 1, 4)}`,
      schoolIndex: index % 5,
      career: CAREERS[next(CAREERS.length)],
      cmatch: MATCHES[next(MATCHES.length)],
      position: POSITIONS[next(POSITIONS.length)],
      job,
      enrolled: index % 3 === 0 ? 'Yes' : index % 7 === 3 ? 'No' : '',
      competent: index === 5 ? 'Yes' : index % 2 === 0 ? 'No' : '',
      ratings: interviewed ? Array.from({ length: size }, () => 2 + next(4)) : null,
    };
  });
}

/**
 * Insert the demo applicants that are not there yet (by SSN) and the
 * interviews of the new ones. `reviewerUserId` signs the demo interviews.
 */
export async function seedDemoApplicants(db: Kysely<Database>, reviewerUserId: number | null): Promise<number> {
  const schools = await db.selectFrom('schools').select('id').orderBy('id').execute();
  let added = 0;
  for (const applicant of demoApplicants()) {
    const parent = applicant.ratings ? parentScore(applicant.ratings) : null;
    const row = await db
      .insertInto('applicants')
      .values({
        name: applicant.name,
        ssn: applicant.ssn,
        gender: applicant.gender,
        email: applicant.email,
        mobile: applicant.mobile,
        prep_mark: applicant.prep_mark,
        math: applicant.math,
        english: applicant.english,
        std_code: applicant.std_code,
        school_id: schools.length > 0 ? schools[applicant.schoolIndex % schools.length].id : null,
        career: applicant.career,
        cmatch: applicant.cmatch,
        position: applicant.position,
        job: applicant.job,
        enrolled: applicant.enrolled,
        competent: applicant.competent,
        interview: parent,
        created_by: reviewerUserId,
      })
      .onConflict((conflict) => conflict.column('ssn').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) continue;
    added += 1;
    const ratings = applicant.ratings;
    if (ratings && parent !== null) {
      const size = interviewFormSize(applicant.job);
      const keys = interviewQuestionKeys(size);
      await db
        .insertInto('interviews')
        .values({
          applicant_id: row.id,
          form: size,
          answers: JSON.stringify(Object.fromEntries(keys.map((key, index) => [key, ratings[index]]))),
          parent,
          reviewer_user_id: reviewerUserId,
        })
        .execute();
    }
  }
  return added;
}
