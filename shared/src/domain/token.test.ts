import { decodeTokenClaims, flagsFromClaims, isExpired } from './token';

function unsignedToken(payload: object): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256' })}.${encode(payload)}.signature`;
}

describe('reading a token in the browser', () => {
  const payload = {
    sub: '1',
    ver: 0,
    iat: 1,
    exp: 4102444800,
    data: { userRole: '2', UserId: 1, UserName: 'sara', Name: 'سارة' },
    exam: '1',
    ans: '1',
  };

  it('decodes claims, including non-ASCII names', () => {
    expect(decodeTokenClaims(unsignedToken(payload))).toEqual(payload);
  });

  it("grants exactly the flags valued '1'", () => {
    const flags = flagsFromClaims(decodeTokenClaims(unsignedToken({ ...payload, st: '0' })));
    expect(
      Object.entries(flags)
        .filter(([, granted]) => granted)
        .map(([flag]) => flag),
    ).toEqual(['exam', 'ans']);
  });

  it('treats garbage and expired tokens as no session', () => {
    expect(decodeTokenClaims('not-a-token')).toBeNull();
    expect(decodeTokenClaims('a.%%%.c')).toBeNull();
    expect(isExpired(decodeTokenClaims(unsignedToken({ ...payload, exp: 10 })))).toBe(true);
    expect(isExpired(decodeTokenClaims(unsignedToken(payload)))).toBe(false);
    expect(isExpired(null)).toBe(true);
  });
});
