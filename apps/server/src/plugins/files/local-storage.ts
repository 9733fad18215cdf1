import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, open, rename, unlink } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertStoredName, type FileStorage } from './storage';

const isMissing = (err: unknown) => (err as NodeJS.ErrnoException)?.code === 'ENOENT';

/**
 * Files in one folder (`HRIS_DATA_DIR/uploads` by default), made on the first write. A file is
 * written under a `.part` name and renamed when complete, so a reader never sees half of one.
 */
export function localStorage(dir: string): FileStorage {
  let made: Promise<unknown> | undefined;
  const fileOf = (name: string) => {
    assertStoredName(name);
    return path.join(dir, name);
  };
  return {
    driver: 'local',
    async put(name, body: Readable) {
      const file = fileOf(name);
      made ??= mkdir(dir, { recursive: true, mode: 0o700 });
      await made;
      const part = `${file}.${randomBytes(4).toString('hex')}.part`;
      try {
        await pipeline(body, createWriteStream(part, { flags: 'wx', mode: 0o600 }));
        await rename(part, file);
      } catch (err) {
        await unlink(part).catch(() => {});
        throw err;
      }
    },
    async get(name) {
      const file = fileOf(name);
      try {
        const handle = await open(file, 'r');
        try {
          const { size } = await handle.stat();
          return { body: handle.createReadStream(), size };
        } catch (err) {
          await handle.close();
          throw err;
        }
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(name) {
      try {
        await unlink(fileOf(name));
      } catch (err) {
        if (!isMissing(err)) throw err;
      }
    },
  };
}
