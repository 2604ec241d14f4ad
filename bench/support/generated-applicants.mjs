/**
 * Generated applicants for the benchmarks, imported through the real call
 * (admin/importapplicants, CSV in chunks of at most 5,000 rows): valid
 * national IDs agreeing with the gender, unique per index, and the seeded
 * schools, so every row passes the import's checks.
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';

const SCHOOLS = [
  'Al Noor International School',
  'Dar Al Hekma Secondary School',
  'Al Amal STEM School',
  'Riverside Language School',
  'مدرسة الرواد الثانوية',
];
const CAREERS = ['Engineering', 'Medicine', 'Law', 'Teaching', 'Design', 'Business'];
const GOVERNORATES = ['01', '02', '03', '04', '12', '13', '21', '24', '26', '88'];
const HEADING = [
  'name',
  'ssn',
  'gender',
  'email',
  'mobile',
  'prep_mark',
  'math',
  'english',
  'std_code',
  'school',
  'career',
  'position',
  'job',
];
const CHUNK = 5_000;

export const pad = (value, width) => String(value).padStart(width, '0');

/** The national ID of applicant `n` (0-based): valid, unique to n, its 13th digit odd for male. */
export function benchSsn(n) {
  const gender = n % 2 === 0 ? 'male' : 'female';
  const year = 2005 + (n % 8);
  const month = 1 + (Math.floor(n / 8) % 12);
  const day = 1 + (Math.floor(n / 96) % 28);
  const governorate = GOVERNORATES[Math.floor(n / 2688) % GOVERNORATES.length];
  // Digits 10..12 and 13 (odd male, even female): the serial makes the ID unique.
  const serial = pad(Math.floor(n / 2) % 1000, 3);
  const genderDigit = gender === 'male' ? 1 + 2 * (Math.floor(n / 2000) % 5) : 2 * (Math.floor(n / 2000) % 5);
  return `3${pad(year % 100, 2)}${pad(month, 2)}${pad(day, 2)}${governorate}${serial}${genderDigit}${n % 10}`;
}

/** Applicant `n` as one CSV row of the import. */
function applicantRow(n) {
  return [
    `Bench Applicant ${pad(n, 5)}`,
    benchSsn(n),
    n % 2 === 0 ? 'male' : 'female',
    `bench${pad(n, 5)}@families.example`,
    `010${pad(n, 8)}`,
    String(50 + (n % 51)),
    String(40 + ((n * 7) % 61)),
    String(45 + ((n * 13) % 56)),
    `BENCH-${pad(n, 5)}`,
    SCHOOLS[n % SCHOOLS.length],
    CAREERS[n % CAREERS.length],
    '',
    String(1 + (n % 20)),
  ];
}

/** Sign in through auth/login.php; answers the token and the fingerprint it is bound to. */
export async function signInForBench(url, user, pass) {
  const sign = randomBytes(32).toString('hex');
  const login = await fetch(`${url}/api/auth/login.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ sign, data: { user, pass } }),
  });
  if (!login.ok) throw new Error(`sign-in failed: ${login.status} ${await login.text()}`);
  // The session cookies as a browser gets them (quiztoken HttpOnly, quizsession, quizcsrf), for pages that start signed in.
  const cookies = login.headers.getSetCookie().map((header) => {
    const [pair] = header.split(';');
    const at = pair.indexOf('=');
    return { name: pair.slice(0, at), value: decodeURIComponent(pair.slice(at + 1)), httpOnly: /;\s*HttpOnly/i.test(header) };
  });
  return { token: (await login.json()).data, sign, cookies };
}

/** Import applicants 0..total-1 through admin/importapplicants; answers the milliseconds it took. */
export async function importApplicants(url, session, total) {
  const started = performance.now();
  for (let first = 0; first < total; first += CHUNK) {
    const lines = [HEADING.join(',')];
    for (let n = first; n < Math.min(first + CHUNK, total); n += 1) lines.push(applicantRow(n).join(','));
    const response = await fetch(`${url}/api/admin/importapplicants`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}`, 'x-sign': session.sign, 'content-type': 'text/csv' },
      body: `${lines.join('\r\n')}\r\n`,
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`import of rows ${first}..${first + CHUNK - 1} failed: ${response.status} ${body.slice(0, 2000)}`);
  }
  return performance.now() - started;
}
