/** Unit, API and socket tests of every workspace but web (web is proven by e2e/). */
module.exports = {
  testEnvironment: 'node',
  roots: [
    '<rootDir>/shared-events/src',
    '<rootDir>/core/src',
    '<rootDir>/workers/src',
    '<rootDir>/gateway/src',
    '<rootDir>/deploy',
  ],
  testMatch: ['**/*.test.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.base.json' }] },
  globalSetup: '<rootDir>/testing/jest-global-setup.ts',
  globalTeardown: '<rootDir>/testing/jest-global-teardown.ts',
  maxWorkers: 2,
  testTimeout: 30000,
};
