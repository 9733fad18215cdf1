// `npm run route-bytes`: the JavaScript and CSS each route's first load fetches, gzipped and as sent.
// It runs the e2e spec that measures them (e2e/route-bytes.spec.ts) against the built app on a fresh
// database, prints the table and writes it to .tmp/route-bytes.json.
import { spawnSync } from 'node:child_process';
import { root } from './build-if-stale.mjs';

const res = spawnSync('node', ['scripts/e2e.mjs', 'e2e/route-bytes.spec.ts', ...process.argv.slice(2)], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, ROUTE_BYTES: 'all' },
});
process.exit(res.status ?? 1);
