// `npm run cycles` (part of `npm run lint`): fails when any import cycle exists in the server, the web
// app or the domain. Type-only imports count too: a cycle of types is still two files that cannot be
// understood, moved or split one without the other. A cycle is broken by moving what both files need
// into a third file that both import (ARCHITECTURE.md, "Boundaries").

import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = fileURLToPath(new URL('..', import.meta.url));

const DIRS = [
  'apps/server/src',
  'apps/server/test',
  'apps/server/bench',
  'apps/web/src',
  'packages/domain/src',
];

const result = await madge(DIRS, {
  baseDir: root,
  fileExtensions: ['ts', 'tsx'],
  tsConfig: `${root}tsconfig.base.json`,
  excludeRegExp: [/(^|\/)(node_modules|dist)\//],
});
const cycles = result.circular();
const files = Object.keys(result.obj()).length;
if (cycles.length === 0) {
  console.log(`No import cycles in ${files} files.`);
} else {
  console.error(`${cycles.length} import cycle(s) in ${files} files:`);
  for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
  process.exit(1);
}
