/**
 * The applicant's parts of '@mizan/shared' and '@mizan/shared/browser'
 * (applicant.ts, browser-applicant.ts) are what the applicant's phone loads
 * of this package: they must load without zod, axios and redux.
 */
const LIBRARIES_THE_APPLICANT_PAGE_LEAVES_OUT = ['zod', 'axios', 'redux', '@reduxjs/toolkit', 'react-redux'];

describe("the applicant's parts of @mizan/shared", () => {
  it.each(['./applicant', './browser-applicant'])('%s loads none of zod, axios and redux', async (part) => {
    await jest.isolateModulesAsync(async () => {
      for (const library of LIBRARIES_THE_APPLICANT_PAGE_LEAVES_OUT) {
        jest.doMock(library, () => {
          throw new Error(`${part} loaded ${library}`);
        });
      }
      await expect(import(part)).resolves.toBeDefined();
    });
  });

  it('a module that imports zod is caught by this check', async () => {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('zod', () => {
        throw new Error('loaded zod');
      });
      await expect(import('./validation/text-rule')).rejects.toThrow('loaded zod');
    });
  });
});
