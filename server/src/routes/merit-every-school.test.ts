import type { MeritList } from '@mizan/shared';
import { addRankedSchool } from '../test-support/admission-fixtures';
import { TEST_ADMIN_PASSWORD, startTestApp, type TestApp } from '../test-support/test-app';
import { testDatabases } from '../test-support/test-databases';

jest.setTimeout(120_000);

describe.each(testDatabases())('one save of the merit settings sets the weights of every school on %s', (_name, kind) => {
  let t: TestApp;
  let admin: string;

  beforeAll(async () => {
    t = await startTestApp(kind);
    admin = await t.signIn('admin', TEST_ADMIN_PASSWORD);
  });
  afterAll(async () => {
    await t?.close();
  });

  test("every school's list ranks with the weights saved once, each keeps its own seats, and the save is one audit entry", async () => {
    const north = await addRankedSchool(t, 'North every-school', 3);
    const south = await addRankedSchool(t, 'South every-school', 2);
    const weights = { prep: 0, math: 2, english: 0, interview: 5, cmatch: 0 };
    const saved = await t.call(
      'saveMeritSettings',
      {
        weights,
        seats: [
          { school_id: north.schoolId, seats: 2 },
          { school_id: south.schoolId, seats: 1 },
        ],
      },
      { token: admin },
    );
    expect(saved.statusCode).toBe(200);
    for (const [school, seats] of [
      [north, 2],
      [south, 1],
    ] as const) {
      const list = await t.call('meritList', { school_id: school.schoolId }, { token: admin });
      expect(list.statusCode).toBe(200);
      const data = list.json<{ data: MeritList }>().data;
      expect(data.weights).toEqual(weights);
      expect(data.seats).toBe(seats);
      expect(data.rows[0].parts.map((part) => part.weight)).toEqual([0, 2, 0, 5, 0]);
    }
    const audit = await t.database.db.selectFrom('audit_log').select('id').where('action', '=', 'merit.settings').execute();
    expect(audit).toHaveLength(1);
  });
});
