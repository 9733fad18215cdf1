import { rm } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';
import { ROOT_DIR } from '../src/lib/paths';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
  }
}

export const TEMPLATE_DB = 'hris_template';

/**
 * One real PostgreSQL per test run: the embedded one in a fresh folder, or TEST_DATABASE_URL.
 * A template database is migrated once; each test file clones it (see test/db.ts).
 */
export default async function setup(project: TestProject) {
  let embedded: EmbeddedDatabase | undefined;
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // Under the repository, not os.tmpdir(): as root PostgreSQL runs as "postgres" and must reach it.
    const dir = path.join(ROOT_DIR, '.tmp', `test-pg-${process.pid}`);
    await rm(dir, { recursive: true, force: true });
    embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
    url = embedded.url;
    const teardown = async () => {
      await embedded?.stop();
      await rm(dir, { recursive: true, force: true });
    };
    const client = new pg.Client(url);
    await client.connect();
    await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
    await client.end();
    await runMigrations(withDatabase(url, TEMPLATE_DB));
    project.provide('pgUrl', url);
    return teardown;
  }
  const client = new pg.Client(url);
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${TEMPLATE_DB}`);
  await client.query(`CREATE DATABASE ${TEMPLATE_DB}`);
  await client.end();
  await runMigrations(withDatabase(url, TEMPLATE_DB));
  project.provide('pgUrl', url);
}

export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
