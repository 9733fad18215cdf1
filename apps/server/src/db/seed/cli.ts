// `npm run seed -- --employees 5000 [--months 12]`: adds a company's worth of employees to the
// configured database (the embedded one under HRIS_DATA_DIR, or DATABASE_URL), with `--months` months
// of day logs up to yesterday (2 unless said), creating the demo organisation first when the database
// is empty. Stop the app first when it uses the same embedded database.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../../config';
import { createStorage } from '../../plugins/files/files';
import { createDb, createPool } from '../client';
import { startEmbeddedPostgres } from '../embedded';
import { runMigrations } from '../migrate';
import { MAX_BULK, seedBulkEmployees } from './bulk';
import { firstRun } from './first-run';

const MAX_MONTHS = 24;
const { values } = parseArgs({
  options: { employees: { type: 'string' }, months: { type: 'string', default: '2' } },
});
const count = Number(values.employees);
const months = Number(values.months);
if (
  !Number.isInteger(count) ||
  count < 1 ||
  count > MAX_BULK ||
  !Number.isInteger(months) ||
  months < 0 ||
  months > MAX_MONTHS
) {
  console.error(
    `Usage: npm run seed -- --employees N [--months M]   (N from 1 to ${MAX_BULK}; M, the months of ` +
      `attendance logs up to yesterday, from 0 to ${MAX_MONTHS}, 2 unless said)`,
  );
  process.exit(2);
}

try {
  const config = loadConfig();
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
  const url = config.databaseUrl ?? embedded!.url;
  const pool = createPool(url);
  try {
    await runMigrations(url);
    const db = createDb(pool);
    const storage = await createStorage(config.storage);
    const first = await firstRun(db, {
      adminUser: config.adminUser,
      adminPassword: config.adminPassword,
      demo: true,
      storage,
    });
    if (first.generatedPassword)
      console.log(`Created the HR account "${config.adminUser}" with password "${first.generatedPassword}".`);
    const started = Date.now();
    console.log(`Adding ${count} employees with ${months} months of attendance logs...`);
    const { logs } = await seedBulkEmployees(db, count, { months, storage, log: console.log });
    console.log(
      `Added ${count} employees with ${logs.toLocaleString('en-US')} attendance logs (${months} months) ` +
        `in ${((Date.now() - started) / 1000).toFixed(1)} s.`,
    );
  } finally {
    await pool.end();
    await embedded?.stop();
  }
} catch (err) {
  // A failed bulk insert's message holds the whole statement: show the database's own words.
  const cause = (err as { cause?: { message?: string; detail?: string } }).cause;
  console.error(err instanceof ConfigError ? err.message : (cause?.message ?? err), cause?.detail ?? '');
  console.error('If the app is running on this data folder, stop it first.');
  process.exit(1);
}
