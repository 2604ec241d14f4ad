import { normaliseMobile } from './mobile-number';

describe('normaliseMobile', () => {
  it("turns the SPEC's 11-digit Egyptian mobiles into E.164", () => {
    expect(normaliseMobile('01012345678', '20')).toEqual({ ok: true, e164: '+201012345678' });
    expect(normaliseMobile('0155 123 4567', '20')).toEqual({ ok: true, e164: '+201551234567' });
    expect(normaliseMobile('201112345678', '20')).toEqual({ ok: true, e164: '+201112345678' });
    expect(normaliseMobile('+20 122-123-4567', '20')).toEqual({ ok: true, e164: '+201221234567' });
    expect(normaliseMobile('00201012345678', '20')).toEqual({ ok: true, e164: '+201012345678' });
  });

  it('takes numbers of another country as written internationally, and national numbers of another school country', () => {
    expect(normaliseMobile('+971501234567', '20')).toEqual({ ok: true, e164: '+971501234567' });
    expect(normaliseMobile('0501234567', '971')).toEqual({ ok: true, e164: '+971501234567' });
  });

  it('refuses what is not a mobile, saying why', () => {
    expect(normaliseMobile('0223456789', '20')).toEqual({
      ok: false,
      reason: '"0223456789" is not a mobile number: a mobile in country +20 is written 01xxxxxxxxx.',
    });
    expect(normaliseMobile('0101234567x', '20')).toMatchObject({ ok: false, reason: expect.stringContaining('only digits') });
    expect(normaliseMobile('012', '20')).toMatchObject({ ok: false });
  });
});
