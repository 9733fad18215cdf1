// `npm start`: builds the web app and the server when a build is missing or older than its
// sources, then runs the server in this process (so Ctrl+C reaches its graceful shutdown).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverBundle = path.join(root, 'apps/server/dist/main.js');
const stamp = path.join(root, 'apps/server/dist/.built');
const sources = [
  'packages/domain/src',
  'apps/server/src',
  'apps/web/src',
  'apps/web/index.html',
  'package.json',
];

function newest(p) {
  const s = statSync(p, { throwIfNoEntry: false });
  if (!s) return 0;
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(p).map((f) => newest(path.join(p, f))));
}

const builtAt =
  existsSync(stamp) && existsSync(path.join(root, 'apps/web/dist/index.html')) ? statSync(stamp).mtimeMs : 0;
if (Math.max(...sources.map((s) => newest(path.join(root, s)))) > builtAt) {
  console.log('Building the web app and the server (first start or changed sources)...');
  const res = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (res.status !== 0) process.exit(res.status ?? 1);
  writeFileSync(stamp, new Date().toISOString());
}
await import(pathToFileURL(serverBundle).href);
