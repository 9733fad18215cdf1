import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3, type TestS3 } from '../../../test/s3';
import { createStorage } from './files';
import { type FileStorage, newStoredName } from './storage';

const newName = (ext = 'pdf') => newStoredName(ext);

/** A body that sends some bytes, then fails, as a request cut off mid-upload does. */
function failing(bytes: number): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(bytes, 1);
      throw new Error('the client went away');
    })(),
  );
}

/** 6 MB in 64 KB chunks: more than one S3 part. */
function large(): { body: Readable; bytes: Buffer } {
  const bytes = randomBytes(6 * 1024 * 1024);
  const chunks = Array.from({ length: bytes.length / 65536 }, (_, i) =>
    bytes.subarray(i * 65536, (i + 1) * 65536),
  );
  return { body: Readable.from(chunks), bytes };
}

function driverTests(
  name: string,
  setup: () => Promise<{ storage: FileStorage; listed: () => Promise<string[]> }>,
) {
  describe(name, () => {
    let storage: FileStorage;
    let listed: () => Promise<string[]>;
    beforeAll(async () => {
      ({ storage, listed } = await setup());
    });

    it('saves, reads and deletes a file', async () => {
      const file = newName();
      await storage.put(file, Readable.from([Buffer.from('%PDF-1.4 hello')]), 'application/pdf');
      const got = await storage.get(file);
      expect(got?.size).toBe(14);
      expect((await buffer(got!.body)).toString()).toBe('%PDF-1.4 hello');
      expect(await listed()).toContain(file);
      await storage.delete(file);
      expect(await storage.get(file)).toBeNull();
      expect(await listed()).not.toContain(file);
    });

    it('streams a file larger than one part and reads it back whole', async () => {
      const file = newName('docx');
      const { body, bytes } = large();
      await storage.put(file, body, 'application/octet-stream');
      const got = await storage.get(file);
      expect(got?.size).toBe(bytes.length);
      expect((await buffer(got!.body)).equals(bytes)).toBe(true);
      await storage.delete(file);
    });

    it('keeps nothing of a write that fails half-way, in its first part or after it', async () => {
      const before = await listed();
      for (const bytes of [100_000, 6 * 1024 * 1024]) {
        const file = newName();
        await expect(storage.put(file, failing(bytes), 'application/pdf')).rejects.toThrow(/went away/);
        expect(await storage.get(file)).toBeNull();
      }
      expect(await listed()).toEqual(before);
    });

    it('answers null for a missing file and deletes one quietly', async () => {
      expect(await storage.get(newName())).toBeNull();
      await expect(storage.delete(newName())).resolves.toBeUndefined();
    });

    it('refuses any name it did not make', async () => {
      for (const bad of [
        '../secret.key',
        'a/b.pdf',
        `${'0'.repeat(32)}.pdf/../x`,
        'x.pdf',
        '',
        `${'0'.repeat(32)}.PDF`,
      ]) {
        await expect(storage.get(bad), bad).rejects.toThrow(/Not a stored file name/);
        await expect(storage.delete(bad), bad).rejects.toThrow(/Not a stored file name/);
        await expect(storage.put(bad, Readable.from([Buffer.from('x')]), 'text/plain'), bad).rejects.toThrow(
          /Not a stored file name/,
        );
      }
    });
  });
}

let dir: string;
let s3: TestS3;
afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
  await s3?.stop();
});

driverTests('the local folder driver', async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hris-uploads-'));
  const uploads = path.join(dir, 'uploads');
  const storage = await createStorage({ driver: 'local', dir: uploads });
  return { storage, listed: async () => (await readdir(uploads).catch(() => [])).sort() };
});

driverTests('the S3 driver (against s3rver)', async () => {
  s3 = await startS3();
  return { storage: await createStorage(s3.config), listed: s3.keys };
});
