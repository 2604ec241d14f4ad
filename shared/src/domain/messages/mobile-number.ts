/** A mobile in E.164 ('+201012345678'), or why it cannot be one. */
export type NormalisedMobile = { ok: true; e164: string } | { ok: false; reason: string };

/** Country codes whose mobiles we know the national shape of: Egypt's 11-digit 010/011/012/015 numbers (the SPEC's). */
const NATIONAL_MOBILES: Record<string, { pattern: RegExp; example: string }> = {
  '20': { pattern: /^1[0125]\d{8}$/, example: '01xxxxxxxxx' },
};

/**
 * The mobile as an SMS provider takes it, for a school in the country with
 * calling code `countryCode`: '01012345678' → '+201012345678' for Egypt (20);
 * '+…' and '00…' are taken as international already. Spaces, dashes, dots
 * and brackets are ignored. A number that is not a mobile of the country
 * (a landline, too short) is refused with the reason.
 */
export function normaliseMobile(mobile: string, countryCode: string): NormalisedMobile {
  const written = mobile.trim();
  const compact = written.replace(/[\s\-.()]/g, '');
  const refused = (why: string): NormalisedMobile => ({ ok: false, reason: `"${written}" is not a mobile number: ${why}.` });
  if (!/^\+?\d+$/.test(compact)) return refused('it may hold only digits (and a leading +)');

  let international: string;
  if (compact.startsWith('+')) international = compact.slice(1);
  else if (compact.startsWith('00')) international = compact.slice(2);
  else if (compact.startsWith('0')) international = countryCode + compact.slice(1);
  else if (compact.startsWith(countryCode) && compact.length > 10) international = compact;
  else international = countryCode + compact;

  if (international.length < 8 || international.length > 15) return refused('an international number has 8 to 15 digits');
  const national = NATIONAL_MOBILES[countryCode];
  if (national && international.startsWith(countryCode)) {
    const rest = international.slice(countryCode.length);
    if (!national.pattern.test(rest)) return refused(`a mobile in country +${countryCode} is written ${national.example}`);
  }
  return { ok: true, e164: `+${international}` };
}
