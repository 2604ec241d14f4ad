import { migrations } from './index';

describe('the migration list', () => {
  const names = Object.keys(migrations);

  test('is written in the order the names sort (the order Kysely runs them in)', () => {
    expect(names).toEqual([...names].sort());
  });

  test('every name is NNNN-kebab-name and no number is used twice', () => {
    for (const name of names) expect(name).toMatch(/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*$/);
    const numbers = names.map((name) => name.slice(0, 4));
    expect(new Set(numbers).size).toBe(numbers.length);
  });

  test('holds the applicants migration after the tables it references (users, schools)', () => {
    expect(names.indexOf('0003-applicants')).toBeGreaterThan(names.indexOf('0001-foundation'));
  });
});
