// `npm run test:e2e`: makes sure Debian's Chromium is there, builds the app if needed, and runs
// the Playwright specs against the real built app on a fresh database (see e2e/playwright.config.ts).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buildIfStale, root } from './build-if-stale.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

if (!existsSync(CHROMIUM)) {
  if (process.getuid?.() === 0) {
    console.log('Installing Chromium from Debian (apt-get install -y chromium)...');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
      const res = spawnSync('apt-get', args, { stdio: 'inherit', env });
      if (res.status !== 0) process.exit(res.status ?? 1);
    }
  } else {
    console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y chromium`);
    process.exit(1);
  }
}

buildIfStale();
// The same default as e2e/playwright.config.ts: a fresh database every run.
const dataDir =
  process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `hris-e2e-${process.env.E2E_PORT ?? 3210}`);
await rm(path.resolve(root, dataDir), { recursive: true, force: true });
const res = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
process.exit(res.status ?? 1);
