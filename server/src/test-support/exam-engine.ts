import type { LightMyRequestResponse } from 'fastify';
import { rawCalls, type ExamQuestion, type QuestionAnswer, type RequestOf } from '@mizan/shared';
import { apiUrl } from '../routes/register-contract';
import { freshSsn } from './applicant-fixtures';
import { openFor, registerFor } from './exam-fixtures';
import { SIGN, type TestApp } from './test-app';

/** A 1×1 PNG: the smallest picture the media call accepts. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** Keys that are (or hold) answer keys, author notes or marks: none may reach an applicant. */
export const SECRET_KEYS = [
  'isTrue',
  'correctAnswerChosen',
  'correctOptions',
  'correctPossibleAnswers',
  'authorNote',
  'cat',
  'difficult',
  'cognitive',
  'score',
  'feedback',
  'selected',
  'matchedPossibleAnswers',
  'placedOptions',
  'stdanswer',
  'mediaBlobUrl',
  'qstImageAfterDrawing',
  'files',
  'tolerance',
  'multiplier',
];
/** Texts only the answer keys and author notes of the fixtures hold. */
export const SECRET_TEXTS = ['NOTE-A', 'SPOT-CAPTION', 'NOTE-HIGHLIGHT', 'one hundred', 'FEEDBACK-EXACT', 'FEEDBACK-ROUGH'];

/** Every key anywhere in a JSON value. */
export function keysOf(value: unknown, found = new Set<string>()): Set<string> {
  if (Array.isArray(value)) for (const item of value) keysOf(item, found);
  else if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      found.add(key);
      keysOf(child, found);
    }
  }
  return found;
}

/** Blanks hold an `answers` list in questions; in exam views a blank is only its id. */
export function blankAnswerLists(questions: readonly ExamQuestion[]): unknown[] {
  return questions.flatMap((question) =>
    question.type === 'FillTheBlank' ? question.blanks.map((blank) => (blank as Record<string, unknown>).answers) : [],
  );
}

/**
 * The applicant's calls and the rows behind them, for the attempt engine's
 * tests (routes/exam-*.test.ts), on the test app `app()` answers once its
 * beforeAll has run.
 */
export function examEngineCalls(app: () => TestApp) {
  let ipCounter = 0;
  /** Each test registers from its own address, so the unknown-ID limit of one never touches another. */
  const nextIp = () => `10.1.${Math.floor(ipCounter / 250)}.${(ipCounter++ % 250) + 1}`;

  const db = () => app().database.db;

  /** A new applicant straight into the database; answers the SSN. */
  async function newApplicant(name = 'Laila Hassan Fathy'): Promise<{ id: number; ssn: string; name: string }> {
    const ssn = freshSsn('female');
    const row = await db()
      .insertInto('applicants')
      .values({
        name,
        ssn,
        gender: 'female',
        email: 'laila@families.example',
        mobile: '01012345678',
        prep_mark: 90,
        math: 91,
        english: 92,
        std_code: 'STD-X',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { id: row.id, ssn, name };
  }

  async function registered(examId: number, options: { name?: string } = {}) {
    const applicant = await newApplicant(options.name);
    const hash = await registerFor(app(), examId, applicant.ssn, nextIp());
    return { ...applicant, hash };
  }

  async function started(examId: number) {
    const attempt = await registered(examId);
    const exam = await openFor(app(), attempt.hash);
    return { ...attempt, exam };
  }

  const register = (data: RequestOf<'registerForExam'>, ip = nextIp()) => app().call('registerForExam', data, { ip });
  const save = (hash: string, questionId: string, answer: QuestionAnswer | null, seq: number) =>
    app().call('saveAnswer', { hash, questionId, answer, seq });
  const submit = (data: RequestOf<'submitExam'>) => app().call('submitExam', data);
  const fetchExam = (hash: string) => app().call('studentExam', { id: hash });
  const result = (hash: string) => app().call('examResult', { id: hash });
  const failure = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() });

  async function attemptRow(hash: string) {
    return db().selectFrom('attempts').selectAll().where('hash', '=', hash).executeTakeFirstOrThrow();
  }

  async function answerRows(hash: string) {
    const attempt = await attemptRow(hash);
    return db().selectFrom('answers').selectAll().where('attempt_id', '=', attempt.id).orderBy('question_id').execute();
  }

  function uploadAs(hash: string | null, token?: string) {
    return app().app.inject({
      method: 'POST',
      url: apiUrl(rawCalls.uploadMedia),
      headers: {
        'content-type': 'image/png',
        'x-file-name': 'drawing.png',
        'x-sign': SIGN,
        ...(hash ? { 'x-attempt-hash': hash } : {}),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      payload: PNG,
    });
  }

  async function uploaded(hash: string | null, token?: string): Promise<string> {
    const response = await uploadAs(hash, token);
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { url: string } }>().data.url;
  }

  return {
    nextIp,
    db,
    newApplicant,
    registered,
    started,
    register,
    save,
    submit,
    fetchExam,
    result,
    failure,
    attemptRow,
    answerRows,
    uploadAs,
    uploaded,
  };
}
