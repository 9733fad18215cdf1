import { z } from 'zod';

/** What this code writes and reads; an archive of another format version is refused by name. */
export const FORMAT = 'hris-backup';
export const FORMAT_VERSION = 1;

/** Entry names inside the archive. The manifest comes last: it holds the checksums of all before it. */
export const MANIFEST_ENTRY = 'manifest.json';
export const tableEntry = (table: string) => `tables/${table}.copy`;
export const fileEntry = (name: string) => `files/${name}`;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);
const count = z.number().int().min(0);
// Always quoted where they are used, so any PostgreSQL name will do.
const identifier = z.string().min(1).max(63);

export const manifestSchema = z.object({
  format: z.literal(FORMAT),
  version: z.number().int(),
  app_version: z.string(),
  created_at: z.string(),
  /** The moment of the database snapshot (the backup transaction's start). */
  snapshot_at: z.string(),
  postgres_version: z.string(),
  /** The last migration applied to the database: a restore migrates a fresh one up to it. */
  migration: z.object({ tag: z.string(), when: z.number().int(), count }),
  /** The app's tables in an order their foreign keys accept, each as `COPY ... TO` (text format) wrote it. */
  tables: z.array(
    z.object({
      name: identifier,
      columns: z.array(identifier).min(1),
      rows: count,
      bytes: count,
      sha256,
    }),
  ),
  /** The app's sequences as they stood (at or past every id in the snapshot). */
  sequences: z.array(
    z.object({
      name: identifier,
      table: identifier.nullable(),
      column: identifier.nullable(),
      last_value: z.string().regex(/^-?\d+$/),
      is_called: z.boolean(),
    }),
  ),
  /** Every file a `files` row names, with its bytes. */
  files: z.array(z.object({ name: z.string(), mime_type: z.string(), bytes: count, sha256 })),
  /** Files a row named that the storage no longer had when the backup read them. */
  missing_files: z.array(z.string()),
  /** A fingerprint of the secret key of the app that was backed up (not the key), when it was known. */
  secret_key_check: z.string().nullable(),
});

export type Manifest = z.infer<typeof manifestSchema>;
