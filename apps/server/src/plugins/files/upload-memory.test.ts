import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { ATTACHMENT_TYPES } from '@hris/domain/files';
import { successReply } from '@hris/domain/replies';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, testApp } from '../../../test/app';
import * as sample from '../../../test/sample-files';
import { write } from '../../db/write';
import { done } from '../../lib/replies';
import { actorOf } from '../audit';
import { createStorage } from './files';

/**
 * Uploads stream: ten files of 5 MB over a real HTTP connection, sent in 64 KB chunks, must not grow
 * the server's resident memory by 50 MB (holding the files in memory would take that much by itself).
 * The collector runs every 250 ms meanwhile: V8 lets up to 64 MB of dead Buffers (the socket's
 * chunks) wait for a collection, which would measure the collector's pace, not what is held.
 */
setFlagsFromString('--expose-gc');
const gc = runInNewContext('gc') as () => void;
const FILES = 10;
const FILE_BYTES = 5 * 1024 * 1024;
const CHUNK = 64 * 1024;

let t: TestApp;
let dir: string;
let port: number;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'hris-upload-memory-'));
  t = await testApp({ storage: await createStorage({ driver: 'local', dir: path.join(dir, 'uploads') }) });
  t.app.post('/api/test-uploads/memory', { schema: { response: { 200: successReply } } }, (req) =>
    t.app.files.saveUploads(req, { allow: ATTACHMENT_TYPES }, (upload) =>
      write(t.db, actorOf(req), async (w) => {
        const rows = await upload.record(w);
        return done(`${rows.length} files.`);
      }),
    ),
  );
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

/**
 * Sends `files` PDFs of `bytes` each as one multipart request, writing as the socket drains. The
 * sender is a process of its own, so that only the server's memory is measured here.
 */
function upload(files: number, bytes: number): Promise<{ status: number; body: string }> {
  const sender = `
    const http = require('node:http');
    const [port, token, files, bytes, head] = process.argv.slice(1);
    const boundary = '----hris' + Math.random().toString(16).slice(2);
    const filler = Buffer.alloc(${CHUNK}, 0x20);
    const req = http.request({ port: Number(port), host: '127.0.0.1', method: 'POST', path: '/api/test-uploads/memory',
      headers: { authorization: 'Bearer ' + token, 'content-type': 'multipart/form-data; boundary=' + boundary } });
    req.on('response', (res) => { let body = ''; res.on('data', (c) => { body += c; });
      res.on('end', () => { process.stdout.write(JSON.stringify({ status: res.statusCode, body })); }); });
    const send = (chunk) => req.write(chunk) ? Promise.resolve() : new Promise((ok) => req.once('drain', ok));
    (async () => {
      for (let i = 0; i < Number(files); i++) {
        await send('--' + boundary + '\\r\\nContent-Disposition: form-data; name="files[' + i + ']"; filename="scan ' + i + '.pdf"\\r\\nContent-Type: application/pdf\\r\\n\\r\\n');
        await send(Buffer.from(head, 'base64'));
        for (let sent = Buffer.from(head, 'base64').length; sent < Number(bytes); sent += filler.length) {
          await send(sent + filler.length <= Number(bytes) ? filler : filler.subarray(0, Number(bytes) - sent));
        }
        await send('\\r\\n');
      }
      req.end('--' + boundary + '--\\r\\n');
    })();
  `;
  return new Promise((resolve, reject) => {
    const args = [String(port), t.hrToken, String(files), String(bytes), sample.pdf().toString('base64')];
    execFile(process.execPath, ['-e', sender, ...args], { maxBuffer: 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) reject(new Error(`${err.message}\n${stderr}`));
      else resolve(JSON.parse(stdout));
    });
  });
}

describe('a streamed upload', () => {
  it(`keeps the growth of resident memory under 50 MB for ${FILES} files of 5 MB`, {
    timeout: 120_000,
  }, async () => {
    // Warm up: the first upload loads the parsers and fills the pools.
    expect((await upload(1, 256 * 1024)).status).toBe(200);
    gc();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 10);
    const collector = setInterval(gc, 250);
    const res = await upload(FILES, FILE_BYTES);
    clearInterval(sampler);
    clearInterval(collector);
    peak = Math.max(peak, process.memoryUsage().rss);
    expect(res.status, res.body).toBe(200);
    const growth = (peak - before) / (1024 * 1024);
    console.log(
      `upload of ${FILES} × 5 MB: resident memory ${(before / 2 ** 20).toFixed(1)} MB before, peak ${(peak / 2 ** 20).toFixed(1)} MB (+${growth.toFixed(1)} MB)`,
    );
    expect(growth).toBeLessThan(50);
    const stored = await readdir(path.join(dir, 'uploads'));
    expect(stored).toHaveLength(FILES + 1);
    const sizes = await Promise.all(stored.map(async (f) => (await stat(path.join(dir, 'uploads', f))).size));
    expect(sizes.filter((s) => s === FILE_BYTES)).toHaveLength(FILES);
  });
});
