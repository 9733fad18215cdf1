import { readdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, type Project } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
/**
 * Separate ports and folders let two runs share a machine. The data folder is in the system temp
 * folder by default: as root, PostgreSQL runs as "postgres", which may not reach the clone.
 */
const DATA_DIR = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `hris-e2e-${PORT}`);
export const ADMIN_PASSWORD = 'e2e-Password-2026';

/**
 * No spec file depends on another having run: each makes what it needs. `E2E_ORDER=reverse` proves it,
 * running the files one after the other in reverse name order (a chain of projects) instead of A to Z.
 */
function reversedProjects(): Project[] | undefined {
  if (process.env.E2E_ORDER !== 'reverse') return undefined;
  const specs = readdirSync(import.meta.dirname)
    .filter((file) => file.endsWith('.spec.ts'))
    .sort()
    .reverse();
  return specs.map((file, i) => ({
    name: file,
    testMatch: file,
    dependencies: i > 0 ? [specs[i - 1] as string] : [],
  }));
}

/** The real built app (npm start's bundle) on a fresh embedded database with the demo company. */
export default defineConfig({
  testDir: '.',
  outputDir: `../.tmp/e2e-results-${PORT}`,
  fullyParallel: false,
  workers: 1,
  retries: 0,
  // generous: a long story (the datasheet) on a busy two-core machine
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: [['list']],
  projects: reversedProjects(),
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    screenshot: 'only-on-failure',
    // no trace: recording one costs a third of the suite's time on two cores (add --trace on to look)
    trace: 'off',
    launchOptions: {
      // scrollbars as a person sees them (headless Chromium hides them by default): a wide list's
      // sideways scrollbar must show
      ignoreDefaultArgs: ['--hide-scrollbars'],
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: '..',
    url: `http://127.0.0.1:${PORT}/api/docs/json`,
    reuseExistingServer: false,
    timeout: 120_000,
    // Stopped as a person stops it, so it stops its PostgreSQL too (that runs in its own process
    // group and would outlive the SIGKILL Playwright sends by default).
    gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      HRIS_DATA_DIR: DATA_DIR,
      HRIS_ADMIN_USER: 'hr',
      HRIS_ADMIN_PASSWORD: ADMIN_PASSWORD,
      HRIS_DEMO: 'true',
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // the specs' mail servers (e2e/smtp-inbox.ts) listen on loopback
      HRIS_SMTP_ALLOW_PRIVATE: 'true',
    },
  },
});
