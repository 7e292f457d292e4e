/**
 * Unit, API and socket tests of every workspace (`npm run test:unit`; the screens themselves are
 * proven by e2e/). Two projects: `node` builds the seeded database once per run (global setup)
 * for the server workspaces; `web` tests the web's pure rules and needs no database, so running
 * only web files skips that setup.
 */
const ts = (tsconfig) => ['ts-jest', { tsconfig }];

module.exports = {
  maxWorkers: 2,
  testTimeout: 30000,
  projects: [
    {
      displayName: 'node',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: [
        '<rootDir>/shared-events/src',
        '<rootDir>/core/src',
        '<rootDir>/workers/src',
        '<rootDir>/gateway/src',
        '<rootDir>/impressora/src',
        '<rootDir>/deploy',
        '<rootDir>/testing',
      ],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.ts$': ts('tsconfig.base.json') },
      globalSetup: '<rootDir>/testing/jest-global-setup.ts',
      globalTeardown: '<rootDir>/testing/jest-global-teardown.ts',
    },
    {
      displayName: 'web',
      rootDir: __dirname,
      testEnvironment: 'node',
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.tsx?$': ts('web/tsconfig.json') },
    },
  ],
};
