import { execFileSync } from 'node:child_process';
import { chown, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../src/db/embedded';
import { removeServerBundle, spawnServer, tempDataDir } from './server-process';

/** A start that cannot succeed prints its real cause and exits 1, never "failed to start: undefined". */

let data: Awaited<ReturnType<typeof tempDataDir>>;
beforeAll(async () => {
  data = await tempDataDir('start-failure');
});
afterAll(async () => {
  await data.remove();
  removeServerBundle();
});

/** Runs the server with `env` until it exits; its output and exit code. */
async function failedStart(env: Record<string, string>) {
  const server = spawnServer(env, await freePort());
  const exit = await server.exited;
  return { ...exit, out: server.output() };
}

describe('a start that fails', () => {
  it('says why, in the words of whatever failed', async () => {
    const file = path.join(data.dir, 'a-file');
    await writeFile(file, 'not a folder');

    // a cluster folder PostgreSQL refuses (a PG_VERSION and nothing else): only PostgreSQL can say why
    const broken = path.join(data.dir, 'broken');
    await mkdir(broken, { mode: 0o755 });
    await mkdir(path.join(broken, 'pg'), { mode: 0o700 });
    await writeFile(path.join(broken, 'pg', 'PG_VERSION'), '18\n');
    await writeFile(path.join(broken, 'pg.secret'), 'secret', { mode: 0o600 });
    if (process.getuid?.() === 0) {
      // as root PostgreSQL runs as "postgres", which must own its folder
      const id = (flag: string) =>
        Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
      for (const f of ['pg', 'pg/PG_VERSION']) await chown(path.join(broken, f), id('-u'), id('-g'));
    }

    const port = await freePort();
    const [asFile, asBroken, unreachable] = await Promise.all([
      failedStart({ HRIS_DATA_DIR: file }),
      failedStart({ HRIS_DATA_DIR: broken }),
      failedStart({ DATABASE_URL: `postgres://hris:secret@127.0.0.1:${port}/hris`, HRIS_DATA_DIR: data.dir }),
    ]);
    for (const r of [asFile, asBroken, unreachable]) {
      expect(r.code, r.out).toBe(1);
      expect(r.out).toMatch(/HRIS failed to start: \S/);
      expect(r.out).not.toMatch(/failed to start: undefined/);
    }
    expect(asFile.out).toContain(
      `HRIS failed to start: The embedded PostgreSQL (data in ${file}/pg) did not start:`,
    );
    expect(asFile.out).toContain(`${file} is a file, not a folder`);
    // PostgreSQL's own words, which used to show only at debug level
    expect(asBroken.out).toMatch(/stopped before it was ready \(exit code \d+\); it said:\n {2}\S/);
    expect(asBroken.out).toContain(
      `could not access the server configuration file "${broken}/pg/postgresql.conf": No such file or directory`,
    );
    expect(unreachable.out).toContain(
      `HRIS failed to start: Cannot apply the migrations to the database at 127.0.0.1:${port}/hris (DATABASE_URL): connect ECONNREFUSED`,
    );
  }, 45_000);
});
