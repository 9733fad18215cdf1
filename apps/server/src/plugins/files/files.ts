import type { FileLink } from '@hris/domain/files';
import { inArray } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { StorageConfig } from '../../config';
import type { Db } from '../../db/client';
import { type Writer, write } from '../../db/write';
import { describeError } from '../../lib/describe-error';
import { validatorCompiler } from '../../lib/validation';
import type { Actor } from '../audit';
import { files } from './files.tables';
import { LINK_TTL_SECONDS, linkKeyOf, signedPath } from './links';
import { localStorage } from './local-storage';
import { s3Storage } from './s3-storage';
import type { FileStorage } from './storage';
import { discard, type Received, receiveUploads, type UploadOptions } from './uploads';

export type FileRow = typeof files.$inferSelect;

/** When the database is away after an upload, whether its files were recorded is asked again after these pauses. */
const RECHECK_DELAYS_MS = [1_000, 2_000, 4_000, 8_000, 15_000, 30_000];

/** A request's files, stored, with its text fields; what `saveUploads` hands to the route's work. */
export type Upload = Received & {
  /**
   * The text fields checked with a zod schema (of packages/domain), as a JSON body would be: a 422
   * per field, NUL characters and lone surrogates refused. A JSON field sent as text (`details_occurence`) is the schema's to parse.
   */
  parse: <S extends z.ZodType>(schema: S) => z.output<S>;
  /** Writes the files' rows (and their audit rows) in the caller's transaction; in upload order. */
  record: (w: Writer) => Promise<FileRow[]>;
};

export type Files = {
  storage: FileStorage;
  limits: { maxBytes: number; maxFiles: number };
  /**
   * Receives a multipart request's files (checked and streamed into the storage) and runs `work`
   * with them. `work` writes the files' rows with `upload.record(w)` inside its own `write()`, beside
   * its own rows. When anything fails (a refused file, the work, its transaction) every file of the
   * request is deleted again; a file whose row was not committed is deleted too. So a request leaves
   * its files and its rows, or nothing.
   */
  saveUploads: <T>(
    req: FastifyRequest,
    options: UploadOptions,
    work: (upload: Upload) => Promise<T>,
  ) => Promise<T>;
  /** The link that opens a stored file for `ttlSeconds` (15 minutes unless said): `/upload/{name}?...`. */
  signedUrl: (fileName: string, ttlSeconds?: number) => string;
  /** A file as list and detail replies show it (`fileLinkReply` of @hris/domain/files). */
  linkOf: (row: Pick<FileRow, 'id' | 'file_name' | 'original_name' | 'mime_type' | 'size_bytes'>) => FileLink;
  /**
   * Deletes files by id, rows first (one transaction, audited), then the stored objects. Call it after
   * the transaction that dropped the references to them has committed.
   */
  deleteFiles: (db: Db, actor: Actor, ids: number[]) => Promise<void>;
  /** The key of the signed links. */
  linkKey: Buffer;
};

/** The driver the configuration names. */
export async function createStorage(config: StorageConfig): Promise<FileStorage> {
  return config.driver === 's3' ? await s3Storage(config) : localStorage(config.dir);
}

const fileFacts = (f: Pick<FileRow, 'file_name' | 'original_name' | 'mime_type' | 'size_bytes'>) => ({
  file_name: f.file_name,
  original_name: f.original_name,
  mime_type: f.mime_type,
  size_bytes: f.size_bytes,
});

export function createFiles(deps: {
  db: Db;
  storage: FileStorage;
  secretKey: Buffer;
  limits: { maxBytes: number; maxFiles: number };
  log?: FastifyBaseLogger;
}): Files {
  const { db, storage, limits } = deps;
  const linkKey = linkKeyOf(deps.secretKey);
  const signedUrl = (fileName: string, ttlSeconds = LINK_TTL_SECONDS) =>
    signedPath(linkKey, fileName, ttlSeconds);

  /**
   * Deletes the stored files of `names` that have no committed row. When the database cannot say
   * (it went away after the commit), no file is deleted: a file without a row is never served, but a
   * row without its file is a lost document. The check is tried again in the background, and what
   * it still cannot check is kept.
   */
  async function keepOnlyRecorded(names: string[], log: FastifyBaseLogger, attempt = 0): Promise<void> {
    if (names.length === 0) return;
    let rows: { file_name: string }[];
    try {
      rows = await db
        .select({ file_name: files.file_name })
        .from(files)
        .where(inArray(files.file_name, names));
    } catch (err) {
      const delay = RECHECK_DELAYS_MS[attempt];
      if (delay === undefined) {
        log.warn(
          `files: kept ${names.length} stored file(s) whose rows could not be checked: ${describeError(err)}`,
        );
      } else {
        setTimeout(() => void keepOnlyRecorded(names, log, attempt + 1), delay).unref();
      }
      return;
    }
    const kept = new Set(rows.map((r) => r.file_name));
    await discard(
      storage,
      names.filter((n) => !kept.has(n)),
      log,
    );
  }

  return {
    storage,
    limits,
    linkKey,
    signedUrl,
    linkOf: (row) => ({
      id: row.id,
      original_name: row.original_name,
      mime_type: row.mime_type,
      size_bytes: row.size_bytes,
      url: signedUrl(row.file_name),
    }),

    async saveUploads(req, options, work) {
      const received = await receiveUploads(req, storage, limits, options);
      const names = received.files.map((f) => f.file_name);
      let recorded = false;
      const upload: Upload = {
        ...received,
        parse(schema) {
          const validate = validatorCompiler({ schema, method: 'POST', url: req.url, httpPart: 'body' });
          const result = validate(received.fields) as { value?: unknown; error?: unknown };
          if (result.error) {
            // The error handler answers it as it answers a JSON body's: 422 with the fields.
            throw Object.assign(new Error('The given data was invalid.'), { validation: result.error });
          }
          return result.value as z.output<typeof schema>;
        },
        async record(w) {
          if (recorded) throw new Error('The files of an upload are recorded once.');
          recorded = true;
          if (received.files.length === 0) return [];
          const rows = await w.tx
            .insert(files)
            .values(received.files.map((f) => ({ ...f, created_by: w.actor.userId })))
            .returning();
          const byName = new Map(rows.map((r) => [r.file_name, r]));
          const ordered = names.map((n) => byName.get(n)!);
          for (const row of ordered) {
            await w.audit({ action: 'upload', entity: 'files', entityId: row.id, after: fileFacts(row) });
          }
          return ordered;
        },
      };
      try {
        const result = await work(upload);
        await keepOnlyRecorded(names, req.log);
        return result;
      } catch (err) {
        // Once the rows were written, a failure may still have committed them (the connection lost
        // with the reply to COMMIT): only files the database does not name are deleted.
        if (recorded) await keepOnlyRecorded(names, req.log);
        else await discard(storage, names, req.log);
        throw err;
      }
    },

    async deleteFiles(db, actor, ids) {
      if (ids.length === 0) return;
      const present = await db.select({ id: files.id }).from(files).where(inArray(files.id, ids));
      if (present.length === 0) return;
      const names = await write(db, actor, async (w) => {
        const rows = await w.tx.delete(files).where(inArray(files.id, ids)).returning();
        for (const row of rows) {
          await w.audit({ action: 'delete', entity: 'files', entityId: row.id, before: fileFacts(row) });
        }
        return rows.map((r) => r.file_name);
      });
      await discard(storage, names, deps.log);
    },
  };
}
