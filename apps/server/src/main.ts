import path from 'node:path';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { createDb, createPool } from './db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { firstRun } from './db/seed/first-run';
import { scheduledJobs } from './jobs';
import { APP_VERSION } from './lib/paths';
import { loadSecretKey, secretBox } from './lib/secret-box';
import { startJobs } from './plugins/jobs';
import { createMailer } from './plugins/mail';

/** config → database (embedded or DATABASE_URL) → migrate → first-run seed → listen. */
async function main(): Promise<void> {
  const started = Date.now();
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }

  let embedded: EmbeddedDatabase | undefined;
  let url = config.databaseUrl;
  if (!url) {
    const dir = path.join(config.dataDir, 'pg');
    embedded = await startEmbeddedPostgres(dir, (line) => {
      if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(`[postgres] ${line}`);
    });
    url = embedded.url;
  }
  await runMigrations(url);
  const pool = createPool(url);
  const db = createDb(pool);
  const seeded = await firstRun(db, {
    adminUser: config.adminUser,
    adminPassword: config.adminPassword,
    demo: config.demo,
  });

  const box = secretBox(await loadSecretKey(config.secretKey, config.dataDir));
  const mailer = createMailer(db, { smtpUrl: config.smtpUrl, box, log: (m) => console.log(m) });
  const app = await buildApp({
    db,
    box,
    mailer,
    publicUrl: config.publicUrl,
    serveWeb: true,
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY && {
        transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } },
      }),
    },
  });

  const jobs = await startJobs(url, db, scheduledJobs, (msg) => app.log.info(msg));

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    await app.close().catch(() => {});
    await jobs.stop().catch(() => {});
    await pool.end().catch(() => {});
    await embedded?.stop().catch(() => {});
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    console.error(`Cannot listen on ${config.host}:${config.port}: ${(err as Error).message}`);
    await shutdown('startup failure');
    return;
  }
  const where = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const lines = [
    '',
    `HRIS ${APP_VERSION} is ready at ${where} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `  database: ${embedded ? `embedded PostgreSQL, data in ${path.join(config.dataDir, 'pg')}` : 'DATABASE_URL'}`,
    `  API docs: ${where}/api/docs`,
  ];
  if (seeded.adminCreated) {
    lines.push(
      `  log in as "${config.adminUser}" with password ${seeded.generatedPassword ? `"${seeded.generatedPassword}" (shown once; change it after logging in)` : 'from HRIS_ADMIN_PASSWORD'}`,
    );
  } else {
    lines.push(`  log in with your HR account (first account: "${config.adminUser}")`);
  }
  if (seeded.demoSeeded) lines.push('  demo data: a BPO with 9 departments, 7 accounts and 150 employees');
  console.log(`${lines.join('\n')}\n`);
}

main().catch((err) => {
  console.error('HRIS failed to start:', err);
  process.exit(1);
});
