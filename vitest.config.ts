import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The system tests: each runs the real server as a process of its own (several nodes, a backup and a
 * restore, kills of the app or of its PostgreSQL) or sends thousands of generated requests. Together
 * they took three quarters of the API tests' time, so they are a project of their own
 * (`npm run test:system`) and `npm run test:api` stays quick.
 */
const SYSTEM_TESTS = [
  'apps/server/test/backup.test.ts',
  'apps/server/test/crash.test.ts',
  'apps/server/test/db-outage.test.ts',
  'apps/server/test/nodes.test.ts',
  'apps/server/test/start-failure.test.ts',
  'apps/server/test/guards/fuzz.test.ts',
];

/** One real PostgreSQL per run of a project, a database per test file (test/global-setup.ts). */
const withDatabase = {
  globalSetup: ['apps/server/test/global-setup.ts'],
  // Each file gets its own database, so files run in parallel safely.
  testTimeout: 30_000,
  hookTimeout: 60_000,
};

export default defineConfig({
  test: {
    // Two test files at a time even on two cores (Vitest's default would be one): a file spends a third
    // of its time waiting for PostgreSQL or its server processes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, ...SYSTEM_TESTS],
          // The files share only the module cache (each builds its own app on its own database), and
          // importing the server afresh for each file took half the project's time.
          isolate: false,
          ...withDatabase,
        },
      },
      {
        test: { name: 'system', include: SYSTEM_TESTS, ...withDatabase },
      },
      {
        // The web app's shared pieces in jsdom, with the app's theme (apps/web/src/test/).
        plugins: [react()],
        test: {
          name: 'web',
          include: ['apps/web/src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: ['apps/web/src/test/setup.ts'],
          // a story of clicks through Mantine in jsdom; 5 s is short on a busy two-core machine
          testTimeout: 30_000,
        },
      },
    ],
  },
});
