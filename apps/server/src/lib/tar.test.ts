import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readTar, TarError, tarEnd, tarHeader, tarPadding } from './tar';

const when = new Date('2026-01-15T08:00:00Z');

function tar(entries: [string, Buffer][]): Buffer {
  return Buffer.concat([
    ...entries.flatMap(([name, body]) => [tarHeader(name, body.length, when), body, tarPadding(body.length)]),
    tarEnd(),
  ]);
}

async function read(bytes: Buffer, bodies = true): Promise<[string, string][]> {
  const out: [string, string][] = [];
  async function* chunks() {
    // small, uneven chunks: headers and bodies cross chunk boundaries
    for (let i = 0; i < bytes.length; i += 100) yield bytes.subarray(i, i + 100);
  }
  for await (const entry of readTar(chunks())) {
    const parts: Buffer[] = [];
    if (bodies) for await (const c of entry.body) parts.push(c);
    out.push([entry.name, Buffer.concat(parts).toString('latin1')]);
  }
  return out;
}

const entries: [string, Buffer][] = [
  ['empty', Buffer.alloc(0)],
  ['tables/one.copy', Buffer.from('1\tx\n')],
  ['files/block.bin', Buffer.alloc(512, 7)],
  ['files/more.bin', Buffer.alloc(1300, 9)],
];

describe('tar', () => {
  it('reads back what it writes, in order, whatever the chunks; unread bodies are skipped', async () => {
    const bytes = tar(entries);
    expect(await read(bytes)).toEqual(entries.map(([n, b]) => [n, b.toString('latin1')]));
    expect((await read(bytes, false)).map(([n]) => n)).toEqual(entries.map(([n]) => n));
  });

  it('writes what GNU tar lists, with names and sizes', async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'hris-tar-'));
    try {
      await writeFile(path.join(dir, 'a.tar'), tar(entries));
      const listing = execFileSync('tar', ['-tvf', path.join(dir, 'a.tar')], { encoding: 'utf8' });
      expect(
        listing
          .trim()
          .split('\n')
          .map((l) => l.split(/\s+/).filter((_, i) => i === 2 || i === 5)),
      ).toEqual(entries.map(([n, b]) => [String(b.length), n]));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('refuses a damaged header, a cut archive, one without its end, and entries that are not files', async () => {
    const damaged = tar(entries);
    damaged[512 + 3]! ^= 1; // the second header's name
    await expect(read(damaged)).rejects.toThrow(/checksum/);
    const whole = tar(entries);
    await expect(read(whole.subarray(0, 1024 + 600))).rejects.toThrow(TarError);
    await expect(read(whole.subarray(0, whole.length - 1024))).rejects.toThrow(/end marker/);
    const link = tarHeader('link', 0, when);
    link[156] = '2'.charCodeAt(0);
    link.fill(' ', 148, 156);
    let sum = 0;
    for (const b of link) sum += b;
    link.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 8, 'ascii');
    await expect(read(Buffer.concat([link, tarEnd()]))).rejects.toThrow(/not a regular file/);
    expect(() => tarHeader('../x y', 1, when)).toThrow(TarError);
  });
});
