import { checkText, formRules, textSchema } from './text-rule';
import { LOGIN_PASSWORD_RULE, LOGIN_USERNAME_RULE, loginRequestSchema } from './login';
import { newUserSchema } from './user';

describe('text rules speak the SPEC messages', () => {
  it.each([
    ['', 'Required'],
    ['ab', 'Must be greater than 2 characters'],
    ['abc', null],
    ['a'.repeat(50), null],
    ['a'.repeat(51), 'Must be 50 characters or less'],
  ])('login username %j → %s', (value, message) => {
    expect(checkText(LOGIN_USERNAME_RULE, value)).toBe(message);
  });

  it('caps the login password at 30', () => {
    expect(checkText(LOGIN_PASSWORD_RULE, 'a'.repeat(30))).toBeNull();
    expect(checkText(LOGIN_PASSWORD_RULE, 'a'.repeat(31))).toBe('Must be 30 characters or less');
  });

  it('checks exact lengths such as the SSN', () => {
    const ssn = { required: true, length: 14 };
    expect(checkText(ssn, '1234567890123')).toBe('Must be 14 characters');
    expect(checkText(ssn, '123456789012345')).toBe('Must be 14 characters');
    expect(checkText(ssn, '12345678901234')).toBeNull();
  });

  it('gives zod the same messages the form shows', () => {
    const result = loginRequestSchema.safeParse({ user: 'ab', pass: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['Must be greater than 2 characters', 'Required']);
    expect(textSchema(LOGIN_USERNAME_RULE).safeParse(undefined).error?.issues[0].message).toBe('Required');
  });

  it('gives antd forms a validator that rejects with the message', async () => {
    const [rule] = formRules(LOGIN_USERNAME_RULE);
    await expect(rule.validator({}, 'ab')).rejects.toThrow('Must be greater than 2 characters');
    await expect(rule.validator({}, 'admin')).resolves.toBeUndefined();
    await expect(rule.validator({}, undefined)).rejects.toThrow('Required');
  });

  it('trims user names and refuses unknown roles and short passwords', () => {
    const parsed = newUserSchema.safeParse({ displayname: ' Sara ', userName: ' sara ', role_id: '2', password: 'longenough' });
    expect(parsed.data).toEqual({ displayname: 'Sara', userName: 'sara', role_id: 2, password: 'longenough' });
    const bad = newUserSchema.safeParse({ displayname: 'Sara', userName: 'sara', role_id: 9, password: 'short' });
    expect(bad.error?.issues.map((issue) => issue.message)).toEqual(['Please choose a role', 'Must be greater than 7 characters']);
  });
});
