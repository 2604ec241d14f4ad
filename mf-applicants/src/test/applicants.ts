/**
 * Applicants for the tests, and the applicant calls answered from an
 * in-memory list the way the server answers them.
 */
import {
  interviewFormSize,
  interviewQuestionKeys,
  makeNationalId,
  parentScore,
  type Applicant,
  type InterviewReview,
  type LookupItem,
} from '@mizan/shared';
import { fakeServer } from './fake-api';

export const SCHOOLS: LookupItem[] = [
  { id: 1, name: 'Cairo STEM School' },
  { id: 2, name: 'Alexandria Language School' },
  { id: 3, name: 'Giza Applied Technology' },
];

export const POSITIONS: LookupItem[] = [
  { id: 1, name: 'Grade 10' },
  { id: 2, name: 'Grade 11' },
];

let nextSequence = 100;

export function applicant(id: number, fields: Partial<Applicant> & Pick<Applicant, 'name'>): Applicant {
  const gender = fields.gender ?? 'male';
  const schoolId = fields.school_id === undefined ? 1 : fields.school_id;
  return {
    id,
    ssn: makeNationalId('2010-05-12', '01', gender, nextSequence++),
    gender,
    email: `${fields.name.split(' ')[0].toLowerCase()}${id}@example.com`,
    mobile: `0100000${String(id).padStart(4, '0')}`,
    prep_mark: 90,
    math: 80,
    english: 70,
    std_code: `STD-${id}`,
    school: SCHOOLS.find((school) => school.id === schoolId)?.name ?? '',
    career: 'Engineering',
    cmatch: '',
    position: 'Grade 10',
    interview: null,
    enrolled: '',
    competent: '',
    job: 1,
    extra_time_percent: 0,
    ...fields,
    school_id: schoolId,
  };
}

/** Five applicants across the three schools, both genders, three careers and jobs of each interview band. */
export function sampleApplicants(): Applicant[] {
  return [
    applicant(1, { name: 'Mona Saleh', gender: 'female', school_id: 1, career: 'Medicine', enrolled: 'Yes', job: 1, interview: 72.5 }),
    applicant(2, { name: 'Omar Khaled', gender: 'male', school_id: 2, career: 'Engineering', enrolled: 'No', job: 5, competent: 'No' }),
    applicant(3, { name: 'Sara Ahmed', gender: 'female', school_id: 3, career: 'Engineering', job: 12, email: 'sara.ahmed@school.eg' }),
    applicant(4, { name: 'Youssef Adel', gender: 'male', school_id: 1, career: 'Arts', enrolled: 'Yes', job: 0, mobile: '01234567890' }),
    applicant(5, { name: 'Laila Hassan', gender: 'female', school_id: 2, career: 'Medicine', job: 11 }),
  ];
}

/** The applicant calls over an in-memory list; answers the live list and reviews. */
export function serveApplicants(initial: Applicant[] = sampleApplicants()) {
  const applicants = initial.map((entry) => ({ ...entry }));
  const reviews = new Map<number, InterviewReview>();
  const find = (id: unknown) => applicants.find((entry) => entry.id === Number(id));
  const notFound = (id: unknown) => ({ status: 404, body: { msg: `There is no applicant with the id ${String(id)}.` } });

  fakeServer.on('admin/getapplicant.php', () => ({ status: 200, body: { data: { applicants, schools: SCHOOLS } } }));
  fakeServer.on('GetSchools', { status: 200, body: { data: SCHOOLS } });
  // Each staff member's columns, kept by the server: the default until saved.
  let columns: unknown = null;
  fakeServer.on('admin/gettablecolumns.php', () => ({ status: 200, body: { data: { table: 'applicants', columns } } }));
  fakeServer.on('admin/savetablecolumns.php', (data) => {
    columns = (data as { columns: unknown }).columns;
    return { status: 200, body: { data: { table: 'applicants', columns }, msg: 'Your columns were saved.' } };
  });
  fakeServer.on('GetPositions', { status: 200, body: { data: POSITIONS } });
  for (const [path, field] of [
    ['admin/enrolled.php', 'enrolled'],
    ['admin/competent.php', 'competent'],
  ] as const) {
    fakeServer.on(path, (data) => {
      const { id, status } = data as { id: number; status: Applicant['enrolled'] };
      const target = find(id);
      if (!target) return notFound(id);
      target[field] = status;
      return { status: 200, body: { data: target } };
    });
  }
  fakeServer.on('admin/getapp.php', (data) => {
    const { applicant_id: id } = data as { applicant_id: number };
    const target = find(id);
    return target ? { status: 200, body: { data: { applicant: target, schools: SCHOOLS } } } : notFound(id);
  });
  fakeServer.on('admin/updateapp.php', (data) => {
    const fields = data as Record<string, unknown> & { applicant_id?: number; ssn: string; school_id: number };
    const clash = applicants.find((entry) => entry.ssn === fields.ssn && entry.id !== fields.applicant_id);
    if (clash) return { status: 409, body: { msg: `An applicant with the national ID ${fields.ssn} already exists (${clash.name}).` } };
    const school = SCHOOLS.find((entry) => entry.id === Number(fields.school_id))?.name ?? '';
    const parsed = {
      name: String(fields.name),
      ssn: String(fields.ssn),
      gender: fields.gender as Applicant['gender'],
      email: String(fields.email),
      mobile: String(fields.mobile),
      prep_mark: Number(fields.prep_mark),
      math: Number(fields.math),
      english: Number(fields.english),
      std_code: String(fields.std_code),
      school_id: Number(fields.school_id),
      school,
      career: String(fields.career ?? ''),
      position: String(fields.position ?? ''),
      job: fields.job === null || fields.job === undefined ? null : Number(fields.job),
      extra_time_percent:
        fields.extra_time_percent === null || fields.extra_time_percent === undefined || fields.extra_time_percent === ''
          ? 0
          : Number(fields.extra_time_percent),
    };
    if (fields.applicant_id !== undefined) {
      const target = find(fields.applicant_id);
      if (!target) return notFound(fields.applicant_id);
      Object.assign(target, parsed);
      return { status: 200, body: { data: target } };
    }
    const added: Applicant = {
      ...parsed,
      id: Math.max(0, ...applicants.map((entry) => entry.id)) + 1,
      cmatch: '',
      interview: null,
      enrolled: '',
      competent: '',
    };
    applicants.push(added);
    return { status: 200, body: { data: added } };
  });
  fakeServer.on('admin/getapplicantinterview.php', (data) => {
    const { appId } = data as { appId: number };
    return { status: 200, body: { data: reviews.get(Number(appId)) ?? null } };
  });
  fakeServer.on('admin/submitinterview.php', (data) => {
    const body = data as Record<string, unknown> & { applicant_id: number };
    const target = find(body.applicant_id);
    if (!target) return notFound(body.applicant_id);
    const size = interviewFormSize(target.job);
    const keys = interviewQuestionKeys(size);
    const missing = keys.find((key) => typeof body[key] !== 'number');
    if (missing) return { status: 400, body: { msg: `${missing}: Required` } };
    const answers = Object.fromEntries(keys.map((key) => [key, Number(body[key])]));
    const parent = parentScore(keys.map((key) => answers[key]));
    const review: InterviewReview = {
      applicant_id: target.id,
      form: size,
      answers,
      parent,
      notes: String(body.notes ?? ''),
      reviewer: 'Head Office',
      at: '2026-11-22T10:00:00.000Z',
    };
    reviews.set(target.id, review);
    target.interview = parent;
    return { status: 200, body: { data: { parent, review } } };
  });
  return { applicants, reviews };
}
