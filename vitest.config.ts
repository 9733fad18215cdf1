import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: { name: 'domain', include: ['packages/domain/src/**/*.test.ts'] },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'apps/server/test/**/*.test.ts'],
          globalSetup: ['apps/server/test/global-setup.ts'],
          // Each file gets its own database, so files run in parallel safely.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
