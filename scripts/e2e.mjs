// `npm run test:e2e`: makes sure Debian's Chromium is there, builds the app if needed, and runs
// the Playwright specs against the real built app on a fresh database (see e2e/playwright.config.ts).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
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

const args = process.argv.slice(2);
const basePort = Number(process.env.E2E_PORT ?? 3210);

/** Runs Playwright on the specs given (all when none) against its own server on `port`, fresh data. */
async function playwright(port, specs, label) {
  // The same default as e2e/playwright.config.ts: a fresh database every run.
  const given = process.env.E2E_DATA_DIR;
  const dataDir = given ? (label ? `${given}-${port}` : given) : path.join(os.tmpdir(), `hris-e2e-${port}`);
  await rm(path.resolve(root, dataDir), { recursive: true, force: true });
  const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...specs], {
    cwd: root,
    env: { ...process.env, E2E_PORT: String(port), E2E_DATA_DIR: dataDir },
    stdio: label ? ['ignore', 'pipe', 'pipe'] : 'inherit',
  });
  if (label) {
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${label}] ${line}`));
    }
  }
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

/**
 * The seconds each spec took in a whole run on two cores (2026-11-27), to balance the halves; a spec
 * not listed counts as 30.
 */
const SECONDS = {
  'accessibility.spec.ts': 267,
  'attendance.spec.ts': 104,
  'employees.spec.ts': 102,
  'accounts.spec.ts': 80,
  'leave.spec.ts': 65,
  'discipline.spec.ts': 62,
  'schedule.spec.ts': 60,
  'documents.spec.ts': 40,
  'calendar.spec.ts': 37,
  'ess-profile.spec.ts': 35,
  'required-selects.spec.ts': 34,
  'security.spec.ts': 33,
  'ess-me.spec.ts': 32,
  'reports.spec.ts': 32,
  'detail-screens.spec.ts': 32,
  'ess-signing.spec.ts': 29,
  'ess-shell.spec.ts': 28,
  'shell.spec.ts': 27,
  'ess-filing.spec.ts': 27,
  'audit.spec.ts': 23,
  'responsibility.spec.ts': 22,
  'organisation.spec.ts': 21,
  'forms.spec.ts': 20,
  'contributions.spec.ts': 18,
  'mail-outbox.spec.ts': 16,
  'layout.spec.ts': 12,
  'dates.spec.ts': 9,
  'imports.spec.ts': 9,
  'route-bytes.spec.ts': 9,
  'security-headers.spec.ts': 7,
  'leave-form.spec.ts': 7,
};

/**
 * The whole suite runs as two halves side by side, each with its own server and database on its own
 * port (no spec shares data with another file, and a run keeps to its port and folder): one run
 * leaves much of a two-core machine idle while the browser and the server wait on each other. The
 * halves are balanced by each spec's time.
 */
function halves() {
  const weighed = readdirSync(path.join(root, 'e2e'))
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => ({ file, seconds: SECONDS[file] ?? 30 }))
    .sort((a, b) => b.seconds - a.seconds || a.file.localeCompare(b.file));
  const out = [
    { specs: [], seconds: 0 },
    { specs: [], seconds: 0 },
  ];
  for (const spec of weighed) {
    const lighter = out[0].seconds <= out[1].seconds ? out[0] : out[1];
    lighter.specs.push(`e2e/${spec.file}`);
    lighter.seconds += spec.seconds;
  }
  return out.map((half) => half.specs);
}

const whole = args.length === 0 && process.env.E2E_ORDER !== 'reverse' && process.env.E2E_HALVES !== '0';
const codes = whole
  ? await Promise.all(halves().map((specs, i) => playwright(basePort + i, specs, `e2e ${i + 1}/2`)))
  : [await playwright(basePort, args)];
process.exit(codes.every((code) => code === 0) ? 0 : 1);
