import { randomBytes } from 'node:crypto';
import { crc32, deflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import * as sample from '../../test/sample-files';
import { inspectZip, ZIP_MAX_RATIO, ZipInspector } from './zip-check';

/** Text that compresses as real documents do (a few times, not a thousand). */
const text = (bytes: number) => Buffer.from(`<w:t>${randomBytes(bytes / 2).toString('hex')}</w:t>`);
const packed = (data: Buffer, o: Partial<sample.PackedEntry> = {}): sample.PackedEntry => ({
  deflated: o.stored ? data : deflateRawSync(data),
  size: data.length,
  crc: crc32(data),
  ...o,
});

/** The archive written `size` bytes at a time. */
async function inspectInChunks(zip: Buffer, size: number, maxInflated?: number): Promise<void> {
  const inspector = new ZipInspector(maxInflated);
  try {
    for (let at = 0; at < zip.length; at += size) await inspector.write(zip.subarray(at, at + size));
    inspector.end();
  } finally {
    inspector.destroy();
  }
}

const reason = (work: Promise<void>) =>
  work.then(
    () => 'accepted',
    (err: { reason?: string }) => err.reason ?? String(err),
  );

describe('a zip read entry by entry', () => {
  const document = text(40_000);
  const stored = randomBytes(16_379);
  const archives = {
    'as Word writes it': sample.docx(),
    'with sizes after the data': sample.zip([
      ['[Content_Types].xml', packed(Buffer.from('<Types/>'), { descriptor: true })],
      ['word/document.xml', packed(document, { descriptor: true })],
      ['word/media/image1.png', packed(randomBytes(5000), { descriptor: true })],
    ]),
    'with stored entries whose sizes come after them (Python writing to a pipe)': sample.zip([
      ['a.bin', packed(randomBytes(3000), { stored: true, descriptor: true })],
      ['b.xml', packed(document, { descriptor: true })],
      ['c.bin', packed(Buffer.alloc(0), { stored: true, descriptor: true })],
    ]),
    // 16,384 bytes of deflate data: the stream ends exactly where a slice of the inspector ends.
    'with a deflate stream that ends where a write ends': sample.zip([
      ['a.bin', packed(stored, { deflated: deflateRawSync(stored, { level: 0 }), descriptor: true })],
      ['b.xml', 'after it'],
    ]),
  };

  for (const [what, zip] of Object.entries(archives)) {
    it(`is accepted ${what}, however its bytes are split`, async () => {
      for (const size of [1, 7, 31, 100, 4096, 16 * 1024, 65_536, zip.length]) {
        expect(await reason(inspectInChunks(zip, size)), `${size}-byte writes`).toBe('accepted');
      }
    });
  }
});

describe('a zip bomb', () => {
  const bomb = sample.deflatedRepeat(' ', 1024 * 1024 * 1024);

  it('is refused as its sizes say, as they lie, or with its sizes after it, after a few megabytes', async () => {
    for (const entry of [bomb, { ...bomb, declaredSize: 1000 }, { ...bomb, descriptor: true }]) {
      const zip = sample.docx(entry);
      const inspector = new ZipInspector();
      const read = async () => {
        for (let at = 0; at < zip.length; at += 64 * 1024)
          await inspector.write(zip.subarray(at, at + 64 * 1024));
        inspector.end();
      };
      expect(await reason(read())).toBe('bomb');
      inspector.destroy();
      // what it cost, of the gigabyte inside: the grace of 1 MB and a 16 KB slice at the limit's ratio
      expect(inspector.inflatedBytes).toBeLessThan(1024 * 1024 + ZIP_MAX_RATIO * 16 * 1024);
    }
  });

  it('is refused as many small entries, each under the grace', async () => {
    const small = sample.deflatedRepeat(' ', 90 * 1024);
    const entries = Array.from({ length: 500 }, (_, i): [string, sample.PackedEntry] => [`x${i}.xml`, small]);
    expect(await reason(inspectZip(sample.zip(entries)))).toBe('bomb');
  });

  it('is refused over the most a caller takes, even at an honest ratio', async () => {
    const zip = sample.zip([['a.xml', packed(text(2 * 1024 * 1024))]]);
    expect(await reason(inspectZip(zip))).toBe('accepted');
    expect(await reason(inspectZip(zip, 1024 * 1024))).toBe('bomb');
  });
});

describe('a zip that hides entries from the inspection', () => {
  const zip = sample.zip([
    ['a.xml', text(1000)],
    ['b.xml', text(1000)],
  ]);
  const central = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
  const second = zip.indexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]), central + 4);
  const patched = (at: number, write: (b: Buffer) => void) => {
    const copy = Buffer.from(zip);
    write(copy.subarray(at));
    return copy;
  };

  it('is refused when its directory names an entry not read, one twice, or another method', async () => {
    for (const bad of [
      patched(central, (b) => b.writeUInt32LE(7, 42)),
      patched(second, (b) => b.writeUInt32LE(0, 42)),
      patched(central, (b) => b.writeUInt16LE(0, 10)),
      patched(central, (b) => b.writeUInt32LE(3, 20)),
    ]) {
      expect(await reason(inspectZip(bad))).toBe('unreadable');
    }
  });

  it('is refused when cut short, with bytes after its end, or with another end record in its comment', async () => {
    const end = zip.length - 22;
    const commented = (comment: Buffer) =>
      Buffer.concat([patched(end, (b) => b.writeUInt16LE(comment.length, 20)), comment]);
    expect(await reason(inspectZip(commented(Buffer.from('made by hand'))))).toBe('accepted');
    for (const bad of [
      zip.subarray(0, central),
      zip.subarray(0, 100),
      Buffer.concat([zip, Buffer.from('PK\u0003\u0004 more')]),
      commented(Buffer.from('PK\u0005\u0006 a second end')),
      Buffer.concat([Buffer.from('MZ'), zip]),
    ]) {
      expect(await reason(inspectZip(bad))).toBe('unreadable');
    }
  });
});
