import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';

/** A stored file being read: its bytes as a stream, and how many there are. */
export type StoredObject = { body: Readable; size: number };

/**
 * Where file bytes live. Names are the server's own (`STORED_NAME`); a driver refuses any other, so
 * no text from a request ever becomes a path or a key.
 */
export type FileStorage = {
  readonly driver: 'local' | 's3';
  /** Streams `body` in; the object appears whole or not at all (a failed write leaves nothing). */
  put: (name: string, body: Readable, contentType: string) => Promise<void>;
  /** The object, or null when there is none. */
  get: (name: string) => Promise<StoredObject | null>;
  /** Removes the object; an absent one is not an error. */
  delete: (name: string) => Promise<void>;
};

/** The names the server gives: 128 random bits in hex, then the checked extension. */
export const STORED_NAME = /^[0-9a-f]{32}\.[a-z0-9]{1,8}$/;

/** A new name of that form for a file whose extension was checked. */
export const newStoredName = (ext: string): string => `${randomBytes(16).toString('hex')}.${ext}`;

export function assertStoredName(name: string): void {
  if (!STORED_NAME.test(name)) throw new Error(`Not a stored file name: ${JSON.stringify(name)}`);
}
