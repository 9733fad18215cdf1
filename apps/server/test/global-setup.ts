import { mkdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { type EmbeddedDatabase, startEmbeddedPostgres } from '../src/db/embedded';
import { runMigrations } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    pgUrl: string;
    /** The migrated database each test file clones. */
    pgTemplate: string;
  }
}

/**
 * One real PostgreSQL per test run of a project (server, system): the embedded one in a fresh folder,
 * or TEST_DATABASE_URL. A template database is migrated once; each test file clones it (test/db.ts).
 * Folder and template are the project's own, so that both projects can run in one `vitest run`.
 */
export default async function setup(project: TestProject) {
  const template = `hris_template_${project.name}`;
  project.provide('pgTemplate', template);
  let embedded: EmbeddedDatabase | undefined;
  let url = process.env.TEST_DATABASE_URL;
  if (!url) {
    // In the system temp folder, which the "postgres" user can reach even when the clone cannot be.
    const dir = path.join(os.tmpdir(), `hris-test-pg-${process.pid}-${project.name}`);
    await rm(dir, { recursive: true, force: true });
    await mkdir(dir, { mode: 0o755 });
    embedded = await startEmbeddedPostgres(path.join(dir, 'pg'));
    url = embedded.url;
    const teardown = async () => {
      await embedded?.stop();
      await rm(dir, { recursive: true, force: true });
    };
    const client = new pg.Client(url);
    await client.connect();
    await client.query(`CREATE DATABASE ${template}`);
    await client.end();
    await runMigrations(withDatabase(url, template));
    project.provide('pgUrl', url);
    return teardown;
  }
  const client = new pg.Client(url);
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${template}`);
  await client.query(`CREATE DATABASE ${template}`);
  await client.end();
  await runMigrations(withDatabase(url, template));
  project.provide('pgUrl', url);
}

export function withDatabase(url: string, db: string): string {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
}
