/**
 * One jest run over every workspace (ARCHITECTURE §11). TypeScript and the
 * ESM-only packages below are compiled by SWC; browser apps run in jsdom.
 */
const esmOnlyPackages = ['jose', 'react-dnd', 'react-dnd-html5-backend', 'dnd-core', '@react-dnd', '@ant-design/colors'];

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
    '^@mizan/shared/testing$': '<rootDir>/../shared/src/testing/index.ts',
    // Federated imports resolve to the remote's source, so tests need no running remote.
    '^mf_questions/(.*)$': '<rootDir>/../mf-questions/src/exposes/$1',
    // antd components imported one by one (shared-subsets.cjs) are the CommonJS build's files, as 'antd' is.
    '^antd/es/(.*)$': 'antd/lib/$1',
    '\\.(css|less)$': '<rootDir>/../jest.style-stub.cjs',
    // @ant-design/icons' CommonJS build requires the ESM build of @ant-design/colors; give it the CommonJS one.
    '^@ant-design/colors/es/generate$': '@ant-design/colors/lib/generate',
  },
  testMatch: ['<rootDir>/src/**/*.test.ts?(x)'],
};

/**
 * The server's tests load Node packages that jest's CommonJS runtime cannot:
 * ESM-only content-disposition and cookie (nested in @fastify/static,
 * @fastify/cookie and light-my-request), @fastify/cookie's and PGlite's
 * `import()` calls (refused without --experimental-vm-modules). SWC compiles
 * them to require().
 */
const serverEsmPackages = [...esmOnlyPackages, 'content-disposition', 'cookie', '@fastify/cookie', '@electric-sql/pglite'].join('|');
const server = {
  ...common,
  displayName: 'server',
  rootDir: '<rootDir>/server',
  testEnvironment: 'node',
  globalSetup: '<rootDir>/src/test-support/jest-global-setup.ts',
  globalTeardown: '<rootDir>/src/test-support/jest-global-teardown.ts',
  transform: {
    ...transform,
    '^.+\\.cjs$': ['@swc/jest', { jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' }, module: { type: 'commonjs' } }],
  },
  transformIgnorePatterns: [`/node_modules/(?!(${serverEsmPackages})/)(?!.*/node_modules/(${serverEsmPackages})/)`],
};

const browser = (name) => ({
  ...common,
  displayName: name,
  rootDir: `<rootDir>/${name}`,
  testEnvironment: 'jsdom',
  setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
});

module.exports = {
  // A worker past this much memory after a suite is replaced: jsdom suites leave memory behind, and one
  // worker running every suite grew to gigabytes and slowed with it.
  workerIdleMemoryLimit: '1536MB',
  projects: [
    {
      ...common,
      displayName: 'shared',
      rootDir: '<rootDir>/shared',
      testEnvironment: 'jsdom',
      setupFilesAfterEnv: ['<rootDir>/../jest.setup.ts'],
    },
    server,
    browser('shell'),
    browser('mf-users'),
    browser('mf-questions'),
    browser('mf-applicants'),
    browser('mf-assessments'),
    browser('mf-exam'),
  ],
};
