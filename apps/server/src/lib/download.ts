import type { EventEmitter } from 'node:events';
import { PassThrough, Readable, type Writable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../plugins/files/links';

/**
 * A streamed download (the attendance and payroll exports): a body whose producer starts on its first
 * read (or on `opened`) and writes with backpressure, waiting while the client is slower than the
 * database, so a month of 5,000 employees never sits in memory. What fails before the first byte
 * (an unknown sub-department, 404) rejects `opened`, a failure later destroys the body (the client
 * sees a cut transfer), and a client that goes away stops the producer.
 */

export type Download = { body: Readable; fileName: string; contentType: string };

/** Thrown by a producer when the body was destroyed (the client went away): it just stops. */
export const ABORTED = Symbol('aborted');

/** How to start each body's producer and wait for its first bytes (`opened`). */
const openers = new WeakMap<Readable, () => Promise<void>>();

/**
 * A body whose bytes `produce` writes into `out`. The producer starts on the body's first read (or
 * on `opened`); it must wait (`put`, `room`) while `out` is full. Its failure destroys the body with
 * the error; the body's end or destruction destroys `out`, which makes a waiting producer stop.
 */
export function streamed(produce: (out: PassThrough) => Promise<void>): Readable {
  const out = new PassThrough({ highWaterMark: 64 * 1024 });
  // The consumer of `out` (the body below) takes its failure from its state; with none attached
  // yet, the error event alone must not bring the process down.
  out.on('error', () => {});
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    produce(out).then(
      () => {},
      (err: unknown) => out.destroy(err === ABORTED ? undefined : (err as Error)),
    );
  };
  async function* chunks() {
    start();
    yield* out;
  }
  const body = Readable.from(chunks(), { objectMode: false, highWaterMark: 64 * 1024 });
  body.once('close', () => out.destroy());
  openers.set(body, () => {
    start();
    return firstBytes(out);
  });
  return body;
}

/** Resolves when `out` has bytes to read (or has ended); rejects when it fails first. */
function firstBytes(out: PassThrough): Promise<void> {
  return new Promise((resolve, reject) => {
    const settle = (err?: unknown) => {
      out.off('readable', ready);
      out.off('close', ready);
      out.off('error', failed);
      if (err) reject(err);
      else resolve();
    };
    const ready = () => settle();
    const failed = (err: unknown) => settle(err);
    if (out.errored) return reject(out.errored);
    if (out.readableLength > 0 || out.destroyed) return resolve();
    out.on('readable', ready);
    out.on('close', ready);
    out.on('error', failed);
  });
}

/**
 * Starts a download and waits for its first bytes, so that what fails before them (an unknown
 * sub-department, the database out of reach) rejects here, before the route has set any header,
 * and is answered as any other error (404, 503) instead of as a broken download.
 */
export async function opened(d: Download): Promise<Download> {
  await openers.get(d.body)?.();
  return d;
}

/** Sends a download once its first bytes are there, as an attachment never cached (company data). */
export async function sendDownload(reply: FastifyReply, d: Download) {
  const ready = await opened(d);
  return reply
    .header('Content-Disposition', contentDisposition('attachment', ready.fileName))
    .header('Cache-Control', 'private, no-store')
    .type(ready.contentType)
    .send(ready.body);
}

/** Resolves on `event` of `emitter`, or when `out` closes (the client went away). */
export function until(emitter: EventEmitter, event: string, out: Writable): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      emitter.off(event, done);
      out.off('close', done);
      resolve();
    };
    emitter.on(event, done);
    out.on('close', done);
  });
}

/** Writes a chunk, then waits while `out` is full. */
export async function put(out: Writable, chunk: string | Buffer): Promise<void> {
  if (out.destroyed) throw ABORTED;
  if (!out.write(chunk)) await until(out, 'drain', out);
  if (out.destroyed) throw ABORTED;
}

/** Waits until `out` has room (a writer that writes to `out` itself, as pdfkit does through pipe). */
export async function room(out: Writable): Promise<void> {
  if (out.writableNeedDrain) await until(out, 'drain', out);
  if (out.destroyed) throw ABORTED;
}
