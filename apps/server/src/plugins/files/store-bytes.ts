import { Readable } from 'node:stream';
import type { Db, Tx } from '../../db/client';
import { FILE_KINDS } from './file-types';
import { files } from './files.tables';
import { type FileStorage, newStoredName } from './storage';

/**
 * Bytes already in memory and known to be what their extension says (the demo's sample files, a
 * signature the self-service system sends) stored with their `files` row, the row in `db`, which may
 * be the caller's transaction. What a request uploads goes through `saveUploads` instead, which checks it.
 */
export async function storeBytes(
  db: Db | Tx,
  storage: FileStorage,
  f: { bytes: Buffer; ext: 'pdf' | 'png'; original: string; createdBy?: number | null },
): Promise<{ id: number; file_name: string }> {
  const { mime } = FILE_KINDS[f.ext];
  const name = newStoredName(f.ext);
  await storage.put(name, Readable.from(f.bytes), mime);
  const [row] = await db
    .insert(files)
    .values({
      file_name: name,
      original_name: f.original,
      mime_type: mime,
      size_bytes: f.bytes.length,
      created_by: f.createdBy ?? null,
    })
    .returning({ id: files.id, file_name: files.file_name });
  return row!;
}
