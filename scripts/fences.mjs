// The import fences, written into biome.json's overrides (Biome's noRestrictedImports) from the folder
// lists, so a new area is fenced like the others. `npm run fences` writes them; `node scripts/fences.mjs
// --check` (part of `npm run lint`) fails when biome.json does not hold what this script would write.
//
// - Web: a feature (apps/web/src/features/<area>) never imports another feature.
// - Server: a module (apps/server/src/modules/<area>) imports another module only through its tables
//   (<area>.tables.ts: any area may join any table) and the files listed in FACES, what that module
//   offers the others. Anything else a second module needs moves into such a file, or is listed here.
// - The packages: web → domain ← server, no other arrow; the web's components/ and lib/ import no feature.
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
  attendance: {
    days: "the days of a range as the grid decides them (self-service's next shifts)",
    'logs.service': "one employee's days as the employee modal shows them (self-service attendance)",
  },
  calendar: {
    'calendar.service': "the month view's events (self-service calendar)",
  },
  contributions: {
    'contributions.service': "an employee's monthly records (self-service)",
    'statutory.service': 'the shares of a basic salary, explained (self-service)',
  },
  discipline: {
    answers: "the employee's NTE explanation, coaching and evaluation acknowledgements (self-service)",
  },
  documents: {
    copies: "an employee's copies of contracts and memos and their acknowledgement (link, self-service)",
  },
  employees: {
    'employees.sql': 'SQL over the employees table: names, joins, the active and search filters',
    'employees.status': 'locks an employee and checks one chosen in a form',
    'employees.options': 'the employee select, narrowed by each area',
    profile: 'the fields an employee may ask to change, read and written (profile requests)',
  },
  leave: {
    'approval-chain': "who an employee's requests go through (self-service profile and filing)",
    'credits.service': "an employee's credits and ledger (self-service)",
    'leave.filing': "filing a leave as HR's encode does: chain, credits, audit (self-service filing)",
  },
  notifications: {
    notify: "an employee's notification, written in the transaction of its event (any module)",
    'notifications.service':
      "the employee's notifications and their e-mails (self-service, profile requests)",
  },
  'profile-requests': {
    'profile-requests.service': "the employee's own change requests, filed and listed (self-service)",
  },
  responsibility: {
    receipts: "an employee's responsibility form and undertakings, confirmed and signed (self-service)",
  },
  schedule: {
    'shifts.service': 'the shifts in force on each day (attendance, reports), recording a shift (employees)',
    'request-kinds': "every request kind's service, each with its types (self-service files each)",
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

/**
 * An override of the files `includes` matches, refusing the imports of each rule. Biome applies only
 * the last override that sets a rule's options to a file, so every override carries all the rules of
 * its files, the general ones (the package's arrows) first.
 */
const fence = (includes, ...rules) => ({
  includes,
  linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns: rules } } } } },
});

const DOMAIN = {
  group: ['**/apps/**', '@hris/server', '@hris/server/**', '@hris/web', '@hris/web/**'],
  message: 'The domain imports neither app: both import it.',
};
const WEB = {
  group: ['**/server/src/**', '@hris/server', '@hris/server/**'],
  message: 'The web app does not import the server: what both need goes to packages/domain.',
};
const SERVER = {
  group: ['**/web/src/**', '@hris/web', '@hris/web/**'],
  message: 'The server does not import the web app: what both need goes to packages/domain.',
};

/** Web: a feature names no other feature folder (its own files never name one: checked). */
function webFences() {
  const features = folders('apps/web/src/features');
  for (const f of features)
    for (const sub of subfolders(`apps/web/src/features/${f}`))
      if (features.includes(sub)) throw new Error(`features/${f}/${sub}: a folder named like a feature`);
  return [
    fence(['apps/web/**'], WEB),
    fence(['apps/web/src/components/**', 'apps/web/src/lib/**'], WEB, {
      group: ['**/features/**'],
      message: 'components/ and lib/ serve the features and import none of them.',
    }),
    fence(['apps/web/src/features/**'], WEB, {
      group: [...features.map((f) => `**/${f}/**`), ...features.map((f) => `**/features/${f}`)],
      message:
        'A feature does not import another feature: move what both need to components/, lib/ or packages/domain.',
    }),
  ];
}

/**
 * Server: a module's files sit directly in modules/<area>/ (checked), so `../<other>/<file>` is the
 * only way to another module; what is not a table or a listed face is refused.
 */
function serverFences() {
  const modules = folders('apps/server/src/modules');
  for (const m of Object.keys(FACES))
    if (!modules.includes(m)) throw new Error(`scripts/fences.mjs: no module ${m} for its FACES`);
  for (const m of modules)
    if (subfolders(`apps/server/src/modules/${m}`).length) throw new Error(`modules/${m} has a subfolder`);
  const faces = Object.entries(FACES).flatMap(([m, files]) => Object.keys(files).map((f) => `!../${m}/${f}`));
  const exceptions = Object.keys(BELOW_EXCEPTIONS);
  const below = (allowed) => ({
    group: ['**/modules/**', ...allowed.map((p) => `!**/modules/${p}`)],
    message:
      'plugins/ and lib/ sit below the modules and import none of them: move the piece down, or let the module pass it in.',
  });
  return [
    fence(['apps/server/**'], SERVER),
    fence(['apps/server/src/modules/**'], SERVER, {
      group: [...modules.map((m) => `../${m}/*`), '!../*/*.tables', ...faces],
      message:
        'A module imports another module only through its tables (<area>.tables.ts) and the faces listed in scripts/fences.mjs: move what both need into such a file, or into lib/ or db/.',
    }),
    fence(
      [
        'apps/server/src/plugins/**',
        'apps/server/src/lib/**',
        '!**/*.test.ts',
        ...exceptions.map((f) => `!${f}`),
      ],
      SERVER,
      below([]),
    ),
    ...exceptions.map((f) => fence([f], SERVER, below(BELOW_EXCEPTIONS[f]))),
  ];
}

const isFence = (o) => o?.linter?.rules?.style?.noRestrictedImports !== undefined;

const config = JSON.parse(readFileSync(CONFIG, 'utf8'));
const others = (config.overrides ?? []).filter((o) => !isFence(o));
const wanted = [...others, fence(['packages/domain/**'], DOMAIN), ...webFences(), ...serverFences()];

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
