import { createHash, createHmac } from 'node:crypto';

/** The SHA-256, size and line count (a COPY text row is one line) of bytes as they stream by. */
export class Digest {
  private readonly hash = createHash('sha256');
  bytes = 0;
  lines = 0;

  update(chunk: Buffer): void {
    this.hash.update(chunk);
    this.bytes += chunk.length;
    for (let i = chunk.indexOf(10); i >= 0; i = chunk.indexOf(10, i + 1)) this.lines++;
  }

  private hex: string | undefined;
  /** The hash of everything so far; call it once the bytes have ended. */
  sha256(): string {
    this.hex ??= this.hash.digest('hex');
    return this.hex;
  }
}

/** Passes `source` through, feeding `digest`. */
export async function* digested(source: AsyncIterable<Buffer>, digest: Digest): AsyncGenerator<Buffer> {
  for await (const chunk of source) {
    digest.update(chunk);
    yield chunk;
  }
}

/**
 * A fingerprint of the app's secret key, so that a restore can say whether the key it will run with
 * is the one the data was sealed and signed with. It cannot be turned back into the key.
 */
export const keyCheck = (key: Buffer): string =>
  createHmac('sha256', key).update('hris-backup-key-check').digest('hex').slice(0, 16);
