// Builds the web app and the server bundle when a build is missing or older than its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const stamp = path.join(root, 'apps/server/dist/.built');
const outputs = ['apps/server/dist/main.js', 'apps/web/dist/index.html', 'apps/web/dist/ess.html'];
const sources = [
  'packages/domain/src',
  'apps/server/src',
  'apps/server/build.mjs',
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/ess.html',
  'apps/web/vite.config.ts',
  'apps/web/precompress.ts',
  'package.json',
  'package-lock.json',
];

function newest(p) {
  const s = statSync(p, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

export function buildIfStale() {
  const built = outputs.every((o) => existsSync(path.join(root, o))) && existsSync(stamp);
  const builtAt = built ? statSync(stamp).mtimeMs : 0;
  if (Math.max(...sources.map((s) => newest(path.join(root, s)))) <= builtAt) return;
  console.log('Building the web app and the server (first start or changed sources)...');
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}
