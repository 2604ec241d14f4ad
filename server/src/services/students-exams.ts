import { sql, type Kysely } from 'kysely';
import { STUDENT_EXAMS_COUNT_CAP, maskSsn, type AttemptStatus } from '@mizan/shared';
import type { Database } from '../db/schema';
import { likePattern } from './like-pattern';
import { maskForGrader, namesShownFor } from './marking/anonymity';
import { allAssessmentsWithHiddenNames, assessmentsWithHiddenNames } from './marking/marking-settings';
import { ssnSearchMatches } from './applicant-masking';
import { isAdmin } from './assessment-records';
import type { Caller } from './authenticate';

/**
 * Taken assessments (/dashboard/StudentsExams, admin/getstudentsexams.php):
 * started attempts, newest submission first, a page at a time, with the
 * total. A teacher sees only the attempts of assessments they are an
 * Assigned Reviewer of; an admin (role 1) every one.
 *
 * Shaped for the indexes of migration 0010, so a page stays far under
 * 100 ms with 100,000 attempts (bench/students-exams.mjs, bench/RESULTS.md):
 * - the teacher's assessments are read first, so their filter is a plain list;
 * - the search finds the matching applicants and assessments through their
 *   own (trigram) indexes, then those rows' attempts through the attempts'
 *   foreign-key indexes (`= any(array(…))`), instead of testing the joined
 *   row of every attempt;
 * - the order is an index of started attempts, so a page reads its rows only;
 * - the count reads the attempts alone, without the joins, and stops at
 *   STUDENT_EXAMS_COUNT_CAP (answered with countCapped: true).
 */
export interface StudentExamsQuery {
  pagenumber: number;
  pagesize: number;
  search: string;
  status?: AttemptStatus;
  exam_id?: number;
}

/**
 * A search matching at most this many applicants names them to the attempts
 * as a list, so the attempts' applicant_id index finds theirs; a broader one
 * (a letter or two) filters the pages walked in order, which are then dense
 * with matches.
 */
const LISTED_APPLICANTS_LIMIT = 2_000;

/** The page and count queries for a caller, or null when the caller reviews no assessment at all. */
export async function studentExamsQueries(db: Kysely<Database>, caller: Caller, query: StudentExamsQuery) {
  const reviewed = isAdmin(caller)
    ? null
    : (await db.selectFrom('assessment_reviewers').select('assessment_id').where('user_id', '=', caller.user.id).execute()).map(
        (row) => row.assessment_id,
      );
  if (reviewed !== null && reviewed.length === 0) return null;

  let matching = db.selectFrom('attempts as t').where('t.started_at', 'is not', null);
  if (reviewed !== null) matching = matching.where('t.assessment_id', 'in', reviewed);
  if (query.status) matching = matching.where('t.status', '=', query.status);
  if (query.exam_id !== undefined) matching = matching.where('t.assessment_id', '=', query.exam_id);
  const search = query.search.trim().toLowerCase();
  if (search) {
    const pattern = likePattern(search);
    const applicants = db
      .selectFrom('applicants')
      .select('id')
      .where((eb) =>
        eb.or([eb(sql`lower(name)`, 'like', pattern), ssnSearchMatches('ssn', search, pattern), eb(sql`lower(email)`, 'like', pattern)]),
      );
    const [applicantIds, assessmentIds, hiddenNames] = await Promise.all([
      applicants.limit(LISTED_APPLICANTS_LIMIT + 1).execute(),
      db
        .selectFrom('assessments')
        .select('id')
        .where(sql`lower(name)`, 'like', pattern)
        .execute(),
      allAssessmentsWithHiddenNames(db),
    ]);
    if (applicantIds.length === 0 && assessmentIds.length === 0) return null;
    const broad = applicantIds.length > LISTED_APPLICANTS_LIMIT;
    matching = matching.where((eb) =>
      eb.or([
        // A name or ID never finds a submission whose names are hidden from its graders (anonymous marking).
        ...(broad
          ? [eb.and([eb('t.applicant_id', 'in', applicants), namesShownFor(eb.ref('t.assessment_id'), hiddenNames)])]
          : applicantIds.length > 0
            ? [
                eb.and([
                  eb(
                    't.applicant_id',
                    'in',
                    applicantIds.map((row) => row.id),
                  ),
                  namesShownFor(eb.ref('t.assessment_id'), hiddenNames),
                ]),
              ]
            : []),
        ...(assessmentIds.length > 0
          ? [
              eb(
                't.assessment_id',
                'in',
                assessmentIds.map((row) => row.id),
              ),
            ]
          : []),
      ]),
    );
  }
  return {
    page: matching
      .innerJoin('applicants as a', 'a.id', 't.applicant_id')
      .innerJoin('assessments as s', 's.id', 't.assessment_id')
      .select([
        't.id',
        't.assessment_id',
        's.name as examname',
        't.applicant_id',
        'a.name as studentname',
        'a.ssn',
        'a.email',
        'a.mobile',
        't.submitted_at',
        't.percent',
        't.trial',
        't.career',
        't.status',
        't.needs_grading',
      ])
      .orderBy(sql`t.submitted_at desc nulls last`)
      .orderBy('t.id', 'desc')
      .limit(query.pagesize)
      .offset((query.pagenumber - 1) * query.pagesize),
    count: db
      .selectFrom(
        matching
          .select(sql`1`.as('one'))
          .limit(STUDENT_EXAMS_COUNT_CAP + 1)
          .as('m'),
      )
      .select(sql<string>`count(*)`.as('count')),
  };
}

export async function findStudentExams(db: Kysely<Database>, caller: Caller, query: StudentExamsQuery) {
  const queries = await studentExamsQueries(db, caller, query);
  if (queries === null) return { exams: [], count: 0, countCapped: false };
  const [rows, total] = await Promise.all([queries.page.execute(), queries.count.executeTakeFirstOrThrow()]);
  const hidden = await assessmentsWithHiddenNames(db, [...new Set(rows.map((row) => row.assessment_id))]);
  return {
    exams: rows.map((row) =>
      maskForGrader(
        {
          id: row.id,
          exam_id: row.assessment_id,
          examname: row.examname,
          student_id: row.applicant_id,
          studentname: row.studentname,
          // The national ID is masked for every viewer (docs/security.md); a search by the whole ID still finds it.
          ssn: maskSsn(row.ssn),
          email: row.email,
          mobile: row.mobile,
          submitdate: row.submitted_at === null ? null : new Date(row.submitted_at).toISOString(),
          percent: row.status === 'inprogress' || row.percent === null ? null : Number(row.percent),
          r: row.trial,
          career: row.career,
          status: row.status,
          needsGrading: row.needs_grading,
        },
        row.id,
        hidden.has(row.assessment_id),
      ),
    ),
    count: Number(total.count) > STUDENT_EXAMS_COUNT_CAP ? STUDENT_EXAMS_COUNT_CAP : Number(total.count),
    countCapped: Number(total.count) > STUDENT_EXAMS_COUNT_CAP,
  };
}
