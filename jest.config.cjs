/**
 * One jest run over every workspace (ARCHITECTURE §11). TypeScript and the
 * ESM-only packages below are compiled by SWC; browser apps run in jsdom.
 */
const esmOnlyPackages = ['jose', 'react-dnd', 'react-dnd-html5-backend', 'dnd-core', '@react-dnd'];

const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ],
};

const common = {
  transform,
  transformIgnorePatterns: [`/node_modules/(?!(${esmOnlyPackages.join('|')})/)`],
  moduleNameMapper: {
    '^@mizan/shared$': '<rootDir>/../shared/src/index.ts',
    '^@mizan/shared/browser$': '<rootDir>/../shared/src/browser.ts',
    // Federated imports resolve to the remote's source, so tests need no running remote.
    '^mf_questions/(.*)$': '<rootDir>/../mf-questions/src/exposes/$1',
    '\\.(css|less)$': '<rootDir>/../jest.style-stub.cjs',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};

const browser = (name) => ({
  ...common,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
});

module.exports = {
  projects: [
    { ...common, displayName: 'shared', rootDir: '<rootDir>/shared', testEnvironment: 'jsdom', setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'] },
    { ...common, displayName: 'server', rootDir: '<rootDir>/server', testEnvironment: 'node' },
    browser('shell'),
    browser('mf-users'),
    browser('mf-questions'),
  ],
};
