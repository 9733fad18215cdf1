import { crc32, createInflateRaw, type InflateRaw } from 'node:zlib';

/**
 * Zip bombs: a zip (a .docx, an .xlsx) whose entries inflate to far more than their size. The
 * entries are inflated as the archive streams by, counted and thrown away, and the archive is
 * refused once any entry, or the whole, unpacks to more than RATIO times its compressed bytes (the
 * rule of Apache POI, which reads most Office files on servers), or to more than `maxInflated`.
 * So a bomb costs at most RATIO times its own size in inflating, never its gigabytes, and no
 * inflated byte is kept.
 */
export const ZIP_MAX_RATIO = 100;
/** Small entries (and the first bytes of any) may inflate further: a short XML part compresses well. */
const ENTRY_GRACE = 100 * 1024;
const TOTAL_GRACE = 1024 * 1024;
/** Compressed bytes given to the inflater at once. */
const SLICE = 16 * 1024;

export class ZipRefused extends Error {
  constructor(
    /** `bomb`: it unpacks to too much; `unreadable`: it is not a zip read through entry by entry. */
    readonly reason: 'bomb' | 'unreadable',
    message: string,
  ) {
    super(message);
  }
}

const LOCAL = 0x04034b50;
const DESCRIPTOR = 0x08074b50;
const DESCRIPTOR_SIGNATURE = Buffer.from([0x50, 0x4b, 0x07, 0x08]);
const CENTRAL = 0x02014b50;
const ZIP64_END = 0x06064b50;
const ZIP64_LOCATOR = 0x07064b50;
const END = 0x06054b50;
const SIGNATURE = 0x05054b50;
const END_SIGNATURE = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** The fixed part of each record of the central directory and after it. */
const RECORD_LENGTHS = new Map([
  [CENTRAL, 46],
  [ZIP64_END, 12],
  [ZIP64_LOCATOR, 20],
  [END, 22],
  [SIGNATURE, 6],
]);

type Entry = {
  method: number;
  /** Compressed bytes still to come; null when the sizes are in a data descriptor after the data. */
  left: number | null;
  zip64: boolean;
  inflater?: InflateRaw;
  compressed: number;
  inflated: number;
  /** The CRC-32 of a stored entry's bytes so far. */
  crc: number;
};

/**
 * Reads a zip's local entries in order as its bytes arrive (`write` each chunk, then `end`). Entries
 * whose sizes come after their data (bit 3, as streaming writers do) are inflated to their end. Any
 * other structure is refused as unreadable, since a reader that skipped odd bytes would let a bomb
 * hide behind them: the central directory (what Word and Excel read) must name only entries read
 * here, each once, with the same method and compressed size, and nothing may follow its end record.
 */
export class ZipInspector {
  private state: 'header' | 'data' | 'descriptor' | 'central' | 'done' = 'header';
  /** Where `bytes` of the current `write` start in the archive. */
  private position = 0;
  /** The entries read, by the offset of their local header. */
  private readonly entries = new Map<number, Entry>();
  private readonly named = new Set<number>();
  private pending: Buffer = Buffer.alloc(0);
  private entry: Entry | undefined;
  private failure: ZipRefused | undefined;
  private compressed = 0;
  private inflated = 0;

  constructor(private readonly maxInflated = Number.POSITIVE_INFINITY) {}

  /** The bytes inflated so far: what reading the archive has cost, a bomb included. */
  get inflatedBytes(): number {
    return this.inflated;
  }

  async write(chunk: Buffer): Promise<void> {
    let bytes = this.pending.length > 0 ? Buffer.concat([this.pending, chunk]) : chunk;
    this.pending = Buffer.alloc(0);
    while (bytes.length > 0) {
      const state = this.state;
      let rest: Buffer | null;
      if (state === 'header') rest = this.header(bytes);
      else if (state === 'data') rest = await this.data(bytes);
      else if (state === 'descriptor') rest = this.descriptor(bytes);
      else if (state === 'central') rest = this.central(bytes);
      else throw this.unreadable(); // bytes after the end record
      if (rest === null || (rest.length === bytes.length && this.state === state)) break; // needs more bytes
      this.position += bytes.length - rest.length;
      bytes = rest;
    }
    // At most a record's or one byte of data wait here for the bytes after them.
    if (bytes.length > 0) this.pending = Buffer.from(bytes);
  }

  /** The archive ended: it must have ended after its entries. */
  end(): void {
    this.destroy();
    if (this.state !== 'done') throw this.unreadable();
  }

  /** Stops inflating (the upload failed for another reason). */
  destroy(): void {
    this.entry?.inflater?.destroy();
  }

  private unreadable(): ZipRefused {
    this.destroy();
    return new ZipRefused('unreadable', 'The zip archive is not readable entry by entry.');
  }

  /** A local header at the start of `bytes`: the bytes after it, or null when more are needed. */
  private header(bytes: Buffer): Buffer | null {
    if (bytes.length < 4) return null;
    const signature = bytes.readUInt32LE(0);
    if (signature === CENTRAL || signature === END) {
      this.state = 'central';
      return bytes;
    }
    if (signature !== LOCAL) throw this.unreadable();
    if (bytes.length < 30) return null;
    const flags = bytes.readUInt16LE(6);
    const method = bytes.readUInt16LE(8);
    let size = bytes.readUInt32LE(18);
    const nameLength = bytes.readUInt16LE(26);
    const extraLength = bytes.readUInt16LE(28);
    const length = 30 + nameLength + extraLength;
    if (bytes.length < length) return null;
    const deferred = (flags & 0x08) !== 0;
    // Encrypted entries cannot be inflated here.
    if (flags & 0x01 || (method !== 0 && method !== 8)) throw this.unreadable();
    const zip64 = zip64Size(bytes.subarray(30 + nameLength, length));
    if (size === 0xffffffff) {
      if (zip64 === null) throw this.unreadable();
      size = zip64;
    }
    const entry: Entry = {
      method,
      left: deferred ? null : size,
      zip64: zip64 !== null,
      compressed: 0,
      inflated: 0,
      crc: 0,
    };
    if (method === 8) entry.inflater = this.inflaterFor(entry);
    this.entry = entry;
    this.entries.set(this.position, entry);
    this.state = 'data';
    return bytes.subarray(length);
  }

  private inflaterFor(entry: Entry): InflateRaw {
    const inflater = createInflateRaw();
    inflater.on('data', (out: Buffer) => {
      entry.inflated += out.length;
      this.inflated += out.length;
      const bomb =
        (entry.inflated > ENTRY_GRACE && entry.inflated > ZIP_MAX_RATIO * entry.compressed) ||
        this.inflated > TOTAL_GRACE + ZIP_MAX_RATIO * this.compressed ||
        this.inflated > this.maxInflated;
      if (bomb && !this.failure) {
        this.failure = new ZipRefused('bomb', 'The zip archive unpacks to far more than its size.');
        inflater.destroy();
      }
    });
    inflater.on('error', (err) => {
      this.failure ??= new ZipRefused('unreadable', `An entry cannot be inflated: ${err.message}`);
    });
    return inflater;
  }

  /** Some of an entry's data at the start of `bytes`: the bytes after what was used. */
  private async data(bytes: Buffer): Promise<Buffer> {
    const entry = this.entry!;
    if (entry.method === 0 && entry.left === null) return this.storedDeferred(entry, bytes);
    // The end of a deferred entry is where the inflater stops taking bytes; one byte is held back
    // so that it never stops exactly at the end of a write, where that could not be seen.
    // A slice at a time, so that a bomb is seen within RATIO times a slice of inflating.
    const take = Math.min(entry.left ?? bytes.length - 1, bytes.length, SLICE);
    const part = bytes.subarray(0, take);
    if (entry.method === 0) {
      this.stored(entry, part);
    } else if (take > 0) {
      const inflater = entry.inflater!;
      const before = inflater.bytesWritten;
      entry.compressed += take;
      this.compressed += take;
      await settled(inflater, (done) => inflater.write(part, done));
      if (this.failure) throw this.failure;
      const used = inflater.bytesWritten - before;
      if (used < take) {
        // The deflate stream ended inside these bytes: a deferred entry's data descriptor follows.
        if (entry.left !== null) throw this.unreadable();
        entry.compressed -= take - used;
        this.compressed -= take - used;
        inflater.destroy();
        this.state = 'descriptor';
        return bytes.subarray(used);
      }
    }
    if (entry.left !== null) {
      entry.left -= take;
      if (entry.left === 0) {
        const inflater = entry.inflater;
        // The declared bytes are in: the deflate stream must end with them (an error if cut off).
        if (inflater) await settled(inflater, (done) => inflater.end(done), 'close');
        if (this.failure) throw this.failure;
        this.state = 'header';
      }
    }
    return bytes.subarray(take);
  }

  /**
   * A stored entry whose size comes after it (Python's zipfile writing to a pipe): it ends where a
   * data descriptor (with its signature) gives the CRC and the size of the bytes before it. The
   * bytes a descriptor takes are held back until the next write, so one split across writes is found.
   */
  private storedDeferred(entry: Entry, bytes: Buffer): Buffer {
    const descriptor = 4 + 4 + (entry.zip64 ? 16 : 8);
    let at = bytes.indexOf(DESCRIPTOR_SIGNATURE);
    for (; at !== -1 && at + descriptor <= bytes.length; at = bytes.indexOf(DESCRIPTOR_SIGNATURE, at + 1)) {
      const size = entry.zip64 ? Number(bytes.readBigUInt64LE(at + 8)) : bytes.readUInt32LE(at + 8);
      if (
        size === entry.compressed + at &&
        bytes.readUInt32LE(at + 4) === crc32(bytes.subarray(0, at), entry.crc)
      ) {
        this.stored(entry, bytes.subarray(0, at));
        this.state = 'descriptor';
        return bytes.subarray(at);
      }
    }
    const take = Math.max(0, bytes.length - (descriptor - 1));
    this.stored(entry, bytes.subarray(0, take));
    return bytes.subarray(take);
  }

  /** Stored bytes: as many out as in. */
  private stored(entry: Entry, part: Buffer): void {
    entry.crc = crc32(part, entry.crc);
    entry.compressed += part.length;
    entry.inflated += part.length;
    this.compressed += part.length;
    this.inflated += part.length;
    if (this.inflated > this.maxInflated) {
      throw new ZipRefused('bomb', 'The zip archive unpacks to far more than its size.');
    }
  }

  /**
   * A record of the central directory or after it: the bytes after it, or null when more are needed.
   * A central record must name an entry read above (the offset of its local header), once, with its
   * method and compressed size; zip64 offsets and sizes are refused (no upload is that large).
   */
  private central(bytes: Buffer): Buffer | null {
    if (bytes.length < 4) return null;
    const signature = bytes.readUInt32LE(0);
    const fixed = RECORD_LENGTHS.get(signature);
    if (fixed === undefined) throw this.unreadable();
    if (bytes.length < fixed) return null;
    const variable =
      signature === CENTRAL
        ? bytes.readUInt16LE(28) + bytes.readUInt16LE(30) + bytes.readUInt16LE(32)
        : signature === ZIP64_END
          ? Number(bytes.readBigUInt64LE(4))
          : signature === SIGNATURE
            ? bytes.readUInt16LE(4)
            : signature === END
              ? bytes.readUInt16LE(20)
              : 0;
    const length = fixed + variable;
    if (length > 3 * 64 * 1024) throw this.unreadable();
    if (bytes.length < length) return null;
    if (signature === CENTRAL) {
      const offset = bytes.readUInt32LE(42);
      const entry = this.entries.get(offset);
      const same =
        entry && bytes.readUInt16LE(10) === entry.method && bytes.readUInt32LE(20) === entry.compressed;
      if (!same || this.named.has(offset)) throw this.unreadable();
      this.named.add(offset);
    } else if (signature === END) {
      // A reader looks for the end record from the end of the file: no other one may be found first.
      if (bytes.subarray(22, length).includes(END_SIGNATURE)) throw this.unreadable();
      this.state = 'done';
    }
    return bytes.subarray(length);
  }

  /** The data descriptor after a deferred entry: the bytes after it, or null when more are needed. */
  private descriptor(bytes: Buffer): Buffer | null {
    const sizes = this.entry!.zip64 ? 16 : 8;
    if (bytes.length < 4) return null;
    const length = (bytes.readUInt32LE(0) === DESCRIPTOR ? 4 : 0) + 4 + sizes;
    if (bytes.length < length) return null;
    this.state = 'header';
    return bytes.subarray(length);
  }
}

/**
 * Runs `start` (a write to an inflater, or its end) until its callback (or 'close' when `until` says
 * so: an ended inflater is done once it has emitted its last bytes), or until the inflater closes,
 * destroyed as a bomb or failed.
 */
function settled(
  inflater: InflateRaw,
  start: (done: () => void) => void,
  until: 'callback' | 'close' = 'callback',
): Promise<void> {
  // Destroyed already (the upload failed for another reason): nothing will call back.
  if (inflater.destroyed) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      inflater.off('close', done);
      resolve();
    };
    inflater.once('close', done);
    start(until === 'callback' ? done : () => {});
  });
}

/** The compressed size of a zip64 extra field (0x0001), or null without one. */
function zip64Size(extra: Buffer): number | null {
  for (let at = 0; at + 4 <= extra.length; ) {
    const id = extra.readUInt16LE(at);
    const size = extra.readUInt16LE(at + 2);
    if (id === 0x0001 && size >= 16 && at + 4 + 16 <= extra.length) {
      return Number(extra.readBigUInt64LE(at + 4 + 8));
    }
    at += 4 + size;
  }
  return null;
}

/** Inspects a whole zip held in memory (an import's workbook), 64 KB at a time. */
export async function inspectZip(bytes: Buffer, maxInflated?: number): Promise<void> {
  const inspector = new ZipInspector(maxInflated);
  try {
    for (let at = 0; at < bytes.length; at += 64 * 1024) {
      await inspector.write(bytes.subarray(at, at + 64 * 1024));
    }
    inspector.end();
  } finally {
    inspector.destroy();
  }
}
