// A streamed tar (POSIX ustar) writer and reader of regular files only, with short ASCII names: all the
// backup archive needs. GNU tar, bsdtar and 7-Zip list and extract what this writes.

const BLOCK = 512;
/** The largest size the 11 octal digits of a ustar header hold; larger sizes use GNU's base-256 form. */
const MAX_OCTAL_SIZE = 8 ** 11 - 1;

export class TarError extends Error {}

function writeOctal(header: Buffer, offset: number, length: number, value: number): void {
  header.write(`${value.toString(8).padStart(length - 1, '0')}\0`, offset, length, 'ascii');
}

/** The 512-byte header of a regular file of `size` bytes. */
export function tarHeader(name: string, size: number, mtime: Date): Buffer {
  if (!/^[\x21-\x7e]{1,100}$/.test(name)) throw new TarError(`Not a tar entry name: ${JSON.stringify(name)}`);
  const h = Buffer.alloc(BLOCK);
  h.write(name, 0, 100, 'ascii');
  writeOctal(h, 100, 8, 0o600);
  writeOctal(h, 108, 8, 0);
  writeOctal(h, 116, 8, 0);
  if (size <= MAX_OCTAL_SIZE) writeOctal(h, 124, 12, size);
  else {
    h[124] = 0x80;
    h.writeBigUInt64BE(BigInt(size), 128);
  }
  writeOctal(h, 136, 12, Math.floor(mtime.getTime() / 1000));
  h.write('0', 156, 'ascii');
  h.write('ustar\x0000', 257, 'ascii');
  h.fill(' ', 148, 156);
  let sum = 0;
  for (const b of h) sum += b;
  h.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
  return h;
}

/** The zero bytes that follow a body of `size` bytes up to the next block. */
export const tarPadding = (size: number): Buffer => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** The end-of-archive marker: two zero blocks. */
export const tarEnd = (): Buffer => Buffer.alloc(2 * BLOCK);

export type TarEntry = {
  name: string;
  size: number;
  /** The entry's bytes; read it before asking for the next entry (what is left unread is skipped). */
  body: AsyncIterable<Buffer>;
};

const cString = (b: Buffer, offset: number, length: number) => {
  const field = b.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? length : end).toString('utf8');
};

function readNumber(h: Buffer, offset: number, length: number): number {
  if (h[offset]! & 0x80) {
    const n = h.readBigUInt64BE(offset + length - 8);
    if (n > BigInt(Number.MAX_SAFE_INTEGER)) throw new TarError('A tar entry is too large.');
    return Number(n);
  }
  const text = cString(h, offset, length).trim();
  if (!/^[0-7]*$/.test(text)) throw new TarError('A tar header holds a malformed number.');
  return text ? Number.parseInt(text, 8) : 0;
}

/** Hands out a byte stream in exact lengths. */
class ByteReader {
  private buf: Buffer = Buffer.alloc(0);
  private ended = false;
  constructor(private readonly source: AsyncIterator<Buffer>) {}

  private async more(): Promise<boolean> {
    if (this.ended) return false;
    const next = await this.source.next();
    if (next.done) {
      this.ended = true;
      return false;
    }
    this.buf = this.buf.length ? Buffer.concat([this.buf, next.value]) : next.value;
    return true;
  }

  /** Exactly `n` bytes; null when the stream ended before the first of them. */
  async exactly(n: number): Promise<Buffer | null> {
    while (this.buf.length < n) {
      if (!(await this.more())) {
        if (this.buf.length === 0) return null;
        throw new TarError('The archive is cut short.');
      }
    }
    const out = this.buf.subarray(0, n);
    this.buf = this.buf.subarray(n);
    return out;
  }

  /** What is still unread of the last `take`. */
  left = 0;

  /** The next `n` bytes, as they are read. */
  take(n: number): AsyncGenerator<Buffer> {
    this.left = n;
    return this.pieces();
  }

  private async *pieces(): AsyncGenerator<Buffer> {
    while (this.left > 0) {
      if (this.buf.length === 0 && !(await this.more())) throw new TarError('The archive is cut short.');
      const piece = this.buf.subarray(0, Math.min(this.left, this.buf.length));
      this.buf = this.buf.subarray(piece.length);
      this.left -= piece.length;
      yield piece;
    }
  }

  async skip(n: number): Promise<void> {
    for await (const _ of this.take(n));
  }
}

/** The regular files of a tar stream, in order. Anything but regular files is refused. */
export async function* readTar(source: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const input = new ByteReader(source[Symbol.asyncIterator]());
  for (;;) {
    const h = await input.exactly(BLOCK);
    if (!h) throw new TarError('The archive ends without its end marker: it is cut short.');
    if (h.every((b) => b === 0)) return;
    const stored = readNumber(h, 148, 8);
    let sum = 0;
    for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : h[i]!;
    if (sum !== stored) throw new TarError('A tar header is damaged (its checksum does not match).');
    const type = String.fromCharCode(h[156]!);
    const prefix = h.subarray(257, 262).toString('ascii') === 'ustar' ? cString(h, 345, 155) : '';
    const name = prefix ? `${prefix}/${cString(h, 0, 100)}` : cString(h, 0, 100);
    if (type !== '0' && type !== '\0')
      throw new TarError(`The archive holds ${name}, which is not a regular file.`);
    const size = readNumber(h, 124, 12);
    yield { name, size, body: input.take(size) };
    await input.skip(input.left);
    await input.skip(tarPadding(size).length);
  }
}
