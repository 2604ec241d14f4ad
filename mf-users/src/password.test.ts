import { GENERATED_PASSWORD_LENGTH } from '@mizan/shared';
import { PASSWORD_ALPHABET, generatePassword } from './password';

describe('the generated password', () => {
  it('is 12 letters and digits with at least one of each', () => {
    for (let round = 0; round < 200; round += 1) {
      const password = generatePassword();
      expect(password).toHaveLength(GENERATED_PASSWORD_LENGTH);
      expect(password).toMatch(/^[A-Za-z0-9]+$/);
      expect(password).toMatch(/[A-Za-z]/);
      expect(password).toMatch(/[0-9]/);
    }
  });

  it('leaves out characters that are easy to misread', () => {
    expect(PASSWORD_ALPHABET).not.toMatch(/[0O1lI]/);
    const seen = new Set(Array.from({ length: 300 }, () => generatePassword()).join(''));
    for (const character of seen) expect(PASSWORD_ALPHABET).toContain(character);
  });

  it('comes from crypto.getRandomValues and differs each time', () => {
    const spy = jest.spyOn(crypto, 'getRandomValues');
    const passwords = new Set(Array.from({ length: 50 }, () => generatePassword()));
    expect(spy).toHaveBeenCalled();
    expect(passwords.size).toBe(50);
    spy.mockRestore();
  });

  it('redraws bytes that would bias the choice instead of wrapping them', () => {
    const size = PASSWORD_ALPHABET.length;
    const limit = 256 - (256 % size);
    // First draw: only biased bytes (all dropped); then bytes 0 and 50 (digit) alternate.
    let call = 0;
    const spy = jest.spyOn(crypto, 'getRandomValues').mockImplementation(<T extends ArrayBufferView | null>(array: T): T => {
      const bytes = array as unknown as Uint8Array;
      bytes.fill(0);
      for (let index = 0; index < bytes.length; index += 1)
        bytes[index] = call === 0 ? limit + (index % (256 - limit)) : index % 2 === 0 ? 0 : 50;
      call += 1;
      return array;
    });
    const password = generatePassword();
    expect(call).toBe(2);
    expect(password).toBe(`${PASSWORD_ALPHABET[0]}${PASSWORD_ALPHABET[50]}`.repeat(6));
    spy.mockRestore();
  });
});
