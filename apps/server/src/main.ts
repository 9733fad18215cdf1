import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { createDb, createPool } from './db/client';
import { type EmbeddedDatabase, startEmbeddedPostgres } from './db/embedded';
import { runMigrations } from './db/migrate';
import { DEMO_ESS_LOGINS, DEMO_ESS_PASSWORD } from './db/seed/ess-logins';
import { firstRun } from './db/seed/first-run';
import { scheduledJobs } from './jobs';
import { describeError } from './lib/describe-error';
import { APP_VERSION } from './lib/paths';
import { redactText } from './lib/redact';
import { loadSecretKey, secretBox } from './lib/secret-box';
import { noticeMailJob } from './modules/notifications/notifications.jobs';
import { createStorage } from './plugins/files/files';
import { type Jobs, startJobs } from './plugins/jobs';
import { createMailer, outboxJob } from './plugins/mail';

/** How long a shutdown may take before the process exits anyway (a stuck connection, a stuck job). */
const SHUTDOWN_LIMIT_MS = 45_000;

type Running = { app?: FastifyInstance; jobs?: Jobs; pool?: pg.Pool; embedded?: EmbeddedDatabase };
const running: Running = {};
let stopping = false;

/**
 * Stops whatever has started, in order: no new requests (in-flight ones finish), jobs, the pool,
 * then the embedded PostgreSQL (fast shutdown). Works at any point of start-up too.
 */
async function shutdown(reason: string | undefined, code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  running.embedded?.disarm();
  setTimeout(() => {
    console.error(`HRIS: shutting down took longer than ${SHUTDOWN_LIMIT_MS / 1000} s; exiting now.`);
    process.exit(code || 1);
  }, SHUTDOWN_LIMIT_MS).unref();
  if (reason) {
    if (running.app) running.app.log.info(`${reason}, shutting down`);
    else console.log(`${reason}, shutting down`);
  }
  // The listener closes at once and requests in flight finish; a keep-alive connection that a finished
  // request leaves idle would hold the close until its client (a load balancer: a minute or more)
  // drops it, so idle connections are closed as they appear.
  const idle = setInterval(() => running.app?.server.closeIdleConnections(), 100);
  await running.app?.close().catch(() => {});
  clearInterval(idle);
  await running.jobs?.stop().catch(() => {});
  await running.pool?.end().catch(() => {});
  await running.embedded
    ?.stop()
    .catch((err) => console.error(`Stopping the embedded PostgreSQL failed: ${describeError(err)}`));
  process.exit(code);
}

/** Runs one start-up step; its failure names the step and keeps the cause. */
async function step<T>(what: string, fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    throw new Error(`${what}: ${describeError(err)}`, { cause: err });
  }
}

/** Where DATABASE_URL points, without its password. */
function whereIs(url: string): string {
  const u = new URL(url);
  return `${u.hostname}:${u.port || '5432'}${u.pathname}`;
}

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
  // From the first moment: Ctrl+C during start-up stops what has started so far.
  process.on('SIGINT', () => void shutdown('SIGINT received', 0));
  process.on('SIGTERM', () => void shutdown('SIGTERM received', 0));
  process.on('SIGHUP', () => void shutdown('SIGHUP received', 0));

  let url = config.databaseUrl;
  const dbDir = path.join(config.dataDir, 'pg');
  if (!url) {
    const embedded = await step(`The embedded PostgreSQL (data in ${dbDir}) did not start`, () =>
      startEmbeddedPostgres(dbDir, {
        log: (line) => {
          if (config.logLevel === 'debug' || config.logLevel === 'trace') console.error(`[postgres] ${line}`);
        },
        notice: (line) => console.log(line),
        // The watchdog gave up: exit non-zero, so that a supervisor (systemd, Docker) restarts HRIS.
        onFatal: (err) => {
          console.error(`HRIS is stopping: ${err.message}`);
          void shutdown(undefined, 1);
        },
      }),
    );
    running.embedded = embedded;
    url = embedded.url;
  }
  const where = config.databaseUrl
    ? `the database at ${whereIs(config.databaseUrl)} (DATABASE_URL)`
    : 'the database';
  await step(`Cannot apply the migrations to ${where}`, () => runMigrations(url));
  const pool = createPool(url);
  running.pool = pool;
  const db = createDb(pool);
  const storage = await createStorage(config.storage);
  const seeded = await step('The first-run set-up failed', () =>
    firstRun(db, {
      adminUser: config.adminUser,
      adminPassword: config.adminPassword,
      demo: config.demo,
      // the demo's NTE attachments and signatures go where the app keeps its files
      storage,
    }),
  );

  const secretKey = await loadSecretKey(config.secretKey, config.dataDir);
  const box = secretBox(secretKey);
  const mailer = createMailer(db, {
    smtpUrl: config.smtpUrl,
    allowPrivateHosts: config.smtpAllowPrivate,
    box,
    // a mail logged when no sender is set up holds its link: the token is left out
    log: (m) => console.log(redactText(m)),
  });
  const app = await buildApp({
    db,
    secretKey,
    box,
    mailer,
    storage,
    uploadLimits: { maxBytes: config.uploadMaxBytes, maxFiles: config.uploadMaxFiles },
    sessionIdleMinutes: config.sessionIdleMinutes,
    trustProxy: config.trustProxy,
    publicUrl: config.publicUrl,
    serveWeb: true,
    logger: {
      level: config.logLevel,
      ...(process.stdout.isTTY && {
        transport: { target: 'pino-pretty', options: { ignore: 'pid,hostname' } },
      }),
    },
  });
  running.app = app;
  running.jobs = await step('The scheduled jobs (pg-boss) did not start', () =>
    startJobs(
      url,
      db,
      [...scheduledJobs, outboxJob(mailer), noticeMailJob(mailer, config.publicUrl)],
      (msg) => app.log.info(msg),
    ),
  );

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    throw new Error(`Cannot listen on ${config.host}:${config.port}: ${describeError(err)}`);
  }
  const address = `http://${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const lines = [
    '',
    `HRIS ${APP_VERSION} is ready at ${address} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
    `  database: ${running.embedded ? `embedded PostgreSQL, data in ${dbDir}` : `${whereIs(url)} (DATABASE_URL)`}`,
    `  uploads: ${config.storage.driver === 's3' ? `S3 bucket ${config.storage.bucket}${config.storage.endpoint ? ` at ${config.storage.endpoint}` : ''}` : config.storage.dir}`,
    `  API docs: ${address}/api/docs`,
    `  probes: ${address}/healthz (process), ${address}/readyz (database)`,
  ];
  if (seeded.adminCreated) {
    lines.push(
      `  log in as "${config.adminUser}" with password ${seeded.generatedPassword ? `"${seeded.generatedPassword}" (shown once; change it after logging in)` : 'from HRIS_ADMIN_PASSWORD'}`,
    );
  } else {
    lines.push(`  log in with your HR account (first account: "${config.adminUser}")`);
  }
  lines.push(`  employee self-service: ${address}/ess`);
  if (seeded.demoSeeded)
    lines.push(
      '  demo data: a BPO with 9 departments, 7 accounts and 150 employees',
      `  demo self-service logins: ${Object.values(DEMO_ESS_LOGINS).join(', ')} (password "${DEMO_ESS_PASSWORD}")`,
    );
  console.log(`${lines.join('\n')}\n`);
}

main().catch(async (err) => {
  console.error(`HRIS failed to start: ${describeError(err)}`);
  await shutdown(undefined, 1);
});
