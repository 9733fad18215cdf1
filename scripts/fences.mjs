// The import fences, written into biome.json's overrides (Biome's noRestrictedImports) from the folder
// lists, so a new area is fenced like the others. `npm run fences` writes them; `node scripts/fences.mjs
// --check` (part of `npm run lint`) fails when biome.json does not hold what this script would write.
//
// - Web: a feature (apps/web/src/features/<area>) never imports another feature.
// - Server: a module (apps/server/src/modules/<area>) imports another module only through its tables
//   (<area>.tables.ts: any area may join any table) and the files listed in FACES, what that module
//   offers the others. Anything else a second module needs moves into such a file, or is listed here.
// - Server: plugins/ and lib/ sit below the modules and import none of them (tests aside); the one
//   exception is the author column of the files table, a foreign key to users.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { isDeepStrictEqual } from 'node:util';

const root = new URL('..', import.meta.url);
const CONFIG = new URL('biome.json', root);

/** What a server module offers the others besides its tables, file by file (without `.ts`). */
const FACES = {
  accounts: {
    'passwords.service': 'the reset calls (auth routes) and the holder of a reset link (outbox)',
  },
  employees: {
    'employees.sql': 'SQL over the employees table: names, joins, the active and search filters',
    'employees.status': 'locks an employee and checks one chosen in a form',
    'employees.options': 'the employee select, narrowed by each area',
  },
  schedule: {
    'shifts.service': 'the shifts in force on each day (attendance, reports), recording a shift (employees)',
  },
};

/** Files below the modules that may import one module file, and why. */
const BELOW_EXCEPTIONS = {
  'apps/server/src/plugins/files/files.tables.ts': ['auth/auth.tables'], // created_by references users
};

const folders = (dir) =>
  readdirSync(new URL(`${dir}/`, root), { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
const subfolders = folders;

const fence = (includes, group, message) => ({
  includes,
  linter: {
    rules: {
      style: {
        noRestrictedImports: { level: 'error', options: { patterns: [{ group, message }] } },
      },
    },
  },
});

/** Web: one fence over every feature, naming every feature folder (a feature's own files never do). */
function webFence() {
  const features = folders('apps/web/src/features');
  for (const f of features)
    for (const sub of subfolders(`apps/web/src/features/${f}`))
      if (features.includes(sub)) throw new Error(`features/${f}/${sub}: a folder named like a feature`);
  return fence(
    ['apps/web/src/features/**'],
    [...features.map((f) => `**/${f}/**`), ...features.map((f) => `**/features/${f}`)],
    'A feature does not import another feature: move what both need to components/, lib/ or packages/domain.',
  );
}

/**
 * Server: a module's files sit directly in modules/<area>/, so `../<other>/<file>` is the only way to
 * another module; what is not a table or a listed face is refused.
 */
function serverFences() {
  const modules = folders('apps/server/src/modules');
  for (const m of Object.keys(FACES))
    if (!modules.includes(m)) throw new Error(`scripts/fences.mjs: no module ${m} for its FACES`);
  for (const m of modules)
    if (subfolders(`apps/server/src/modules/${m}`).length) throw new Error(`modules/${m} has a subfolder`);
  const faces = Object.entries(FACES).flatMap(([m, files]) => Object.keys(files).map((f) => `!../${m}/${f}`));
  const perModule = fence(
    ['apps/server/src/modules/**'],
    [...modules.map((m) => `../${m}/*`), '!../*/*.tables', ...faces],
    'A module imports another module only through its tables (<area>.tables.ts) and the faces listed in scripts/fences.mjs: move what both need into such a file, or into lib/ or db/.',
  );
  const exceptions = Object.keys(BELOW_EXCEPTIONS);
  const message =
    'plugins/ and lib/ sit below the modules and import none of them: move the piece down, or let the module pass it in.';
  const below = fence(
    [
      'apps/server/src/plugins/**',
      'apps/server/src/lib/**',
      '!**/*.test.ts',
      ...exceptions.map((f) => `!${f}`),
    ],
    ['**/modules/**'],
    message,
  );
  const excepted = exceptions.map((f) =>
    fence([f], ['**/modules/**', ...BELOW_EXCEPTIONS[f].map((p) => `!**/modules/${p}`)], message),
  );
  return [perModule, below, ...excepted];
}

const isFence = (o) => o?.linter?.rules?.style?.noRestrictedImports !== undefined;

const config = JSON.parse(readFileSync(CONFIG, 'utf8'));
const others = (config.overrides ?? []).filter((o) => !isFence(o));
const wanted = [...others, webFence(), ...serverFences()];

if (process.argv.includes('--check')) {
  if (!isDeepStrictEqual(config.overrides, wanted)) {
    console.error('biome.json does not hold the import fences of the folders: run `npm run fences`.');
    process.exit(1);
  }
  console.log(`The import fences of biome.json match the folders (${wanted.length - others.length}).`);
} else {
  writeFileSync(CONFIG, `${JSON.stringify({ ...config, overrides: wanted }, null, 2)}\n`);
  execFileSync('npx', ['biome', 'format', '--write', 'biome.json'], { cwd: root, stdio: 'inherit' });
  console.log(`Wrote ${wanted.length - others.length} import fences into biome.json.`);
}
