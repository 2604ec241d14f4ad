import { FIND_RESULT_WRONG, FIND_RESULT_WRONG_CODE, ONE_TIME_CODE_NOT_NEEDED_CODE, ONE_TIME_CODE_SENT } from '@mizan/shared';
import type { LightMyRequestResponse } from 'fastify';
import { freshSsn } from '../test-support/applicant-fixtures';
import { insertExam } from '../test-support/exam-fixtures';
import { insertApplicant } from '../test-support/exam-room-people';
import { statusTokenOf } from '../test-support/family-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

const answerOf = (response: LightMyRequestResponse) => ({ status: response.statusCode, body: response.json() as unknown });

describe.each(testDatabases())('Find my result and the staff links on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;
  let ipCount = 0;
  const nextIp = () => `10.32.0.${++ipCount}`;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  async function sentCode(applicantId: number): Promise<string> {
    const rows = await t.database.db
      .selectFrom('message_outbox')
      .select('values')
      .where('applicant_id', '=', applicantId)
      .where('event', '=', 'one_time_code')
      .orderBy('id', 'desc')
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    const values = (typeof rows[0].values === 'string' ? JSON.parse(rows[0].values) : rows[0].values) as { code: string };
    return values.code;
  }

  test('without access codes: a code is sent to a known ID only, the answer is the same for every ID, and the code works once', async () => {
    const family = await insertApplicant(t.database.db, 'Found Family');
    const stranger = freshSsn('female');
    const ip = nextIp();

    const known = await t.call('sendFindCode', { ssn: family.ssn }, { ip });
    const unknown = await t.call('sendFindCode', { ssn: stranger }, { ip });
    expect(answerOf(known)).toEqual({ status: 200, body: { msg: ONE_TIME_CODE_SENT } });
    expect(answerOf(unknown)).toEqual(answerOf(known));
    const code = await sentCode(family.id);
    expect(code).toMatch(/^\d{6}$/);

    const wrongForKnown = await t.call('findResult', { ssn: family.ssn, code: code === '000000' ? '111111' : '000000' }, { ip });
    const wrongForUnknown = await t.call('findResult', { ssn: stranger, code }, { ip });
    expect(answerOf(wrongForKnown)).toEqual({ status: 401, body: { msg: FIND_RESULT_WRONG, code: FIND_RESULT_WRONG_CODE } });
    expect(answerOf(wrongForUnknown)).toEqual(answerOf(wrongForKnown));

    const found = await t.call('findResult', { ssn: family.ssn, code }, { ip });
    expect(found.statusCode).toBe(200);
    expect(found.json()).toEqual({ data: `/status/${await statusTokenOf(t, family.id)}` });
    const again = await t.call('findResult', { ssn: family.ssn, code }, { ip });
    expect(answerOf(again)).toEqual(answerOf(wrongForKnown));
  });

  test('with access codes in use: the ID and the access code find the link, and no code is sent', async () => {
    const family = await insertApplicant(t.database.db, 'Coded Found');
    const { access_code } = await t.database.db
      .selectFrom('applicants')
      .select('access_code')
      .where('id', '=', family.id)
      .executeTakeFirstOrThrow();
    const coded = await insertExam(t.database.db, undefined, { require_access_codes: true });
    try {
      const ip = nextIp();
      expect((await t.call('sendFindCode', { ssn: family.ssn }, { ip })).json()).toMatchObject({ code: ONE_TIME_CODE_NOT_NEEDED_CODE });
      const found = await t.call('findResult', { ssn: family.ssn, code: access_code.toLowerCase() }, { ip });
      expect(found.json()).toEqual({ data: `/status/${await statusTokenOf(t, family.id)}` });
      const wrong = await t.call('findResult', { ssn: family.ssn, code: 'ZZZZZZZZ' }, { ip });
      const unknown = await t.call('findResult', { ssn: freshSsn('male'), code: access_code }, { ip });
      expect(answerOf(wrong)).toEqual({ status: 401, body: { msg: FIND_RESULT_WRONG, code: FIND_RESULT_WRONG_CODE } });
      expect(answerOf(unknown)).toEqual(answerOf(wrong));
    } finally {
      await t.database.db.deleteFrom('assessments').where('id', '=', coded).execute();
    }
  });

  test('wrong IDs and codes are limited per browser, and sending codes is limited too', async () => {
    const guesser = nextIp();
    const statuses: number[] = [];
    for (let guess = 0; guess < 21; guess++)
      statuses.push((await t.call('findResult', { ssn: freshSsn('male'), code: '123456' }, { ip: guesser })).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 401)).toBe(true);
    expect(statuses[20]).toBe(429);

    const sender = nextIp();
    const sends: number[] = [];
    for (let send = 0; send < 6; send++) sends.push((await t.call('sendFindCode', { ssn: freshSsn('female') }, { ip: sender })).statusCode);
    expect(sends).toEqual([200, 200, 200, 200, 200, 429]);
  });

  test('staff copy the status and result links, and resend them to the applicant', async () => {
    const family = await insertApplicant(t.database.db, 'Linked Family');
    const links = await t.call('applicantLinks', { applicantId: family.id }, { token: admin });
    expect(links.statusCode).toBe(200);
    const data = links.json<{ data: { statusLink: string; attempts: unknown[] } }>().data;
    expect(data).toEqual({ statusLink: `/status/${await statusTokenOf(t, family.id)}`, attempts: [] });

    const resent = await t.call('resendLinks', { applicantId: family.id }, { token: admin });
    expect(resent.statusCode).toBe(200);
    expect(resent.json()).toMatchObject({ data: { queued: 2 } });
    const queued = await t.database.db
      .selectFrom('message_outbox')
      .select(['channel', 'event', 'values'])
      .where('applicant_id', '=', family.id)
      .orderBy('channel')
      .execute();
    expect(queued.map((row) => [row.channel, row.event])).toEqual([
      ['email', 'staff_message'],
      ['sms', 'staff_message'],
    ]);
    expect(JSON.stringify(queued[0].values)).toContain(data.statusLink);

    await t.database.db.updateTable('applicants').set({ email: '', mobile: '' }).where('id', '=', family.id).execute();
    expect((await t.call('resendLinks', { applicantId: family.id }, { token: admin })).statusCode).toBe(409);
    expect((await t.call('applicantLinks', { applicantId: 999_999 }, { token: admin })).statusCode).toBe(404);
  });
});
