import { pipeline, Transform, type TransformCallback } from 'node:stream';
import type { Multipart, MultipartFile } from '@fastify/multipart';
import { EMPTY_UPLOAD, type FileExtension } from '@hris/domain/files';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import type { ZodType } from 'zod';
import { AppError } from '../../lib/errors';
import { isCutOff, unreadableMultipart } from '../../lib/multipart-errors';
import { ZIP_MAX_RATIO, ZipInspector, ZipRefused } from '../../lib/zip-check';
import { cleanOriginalName, contentMatches, extensionOf, FILE_KINDS, SNIFF_BYTES } from './file-types';
import { type FileStorage, newStoredName } from './storage';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * What a multipart route takes (the options it receives its files with), declared on the route
     * so that the guards find every route's limits in the route table; unset limits are the app's.
     */
    uploads?: { allow?: readonly string[]; maxFiles?: number; maxBytes?: number; field?: string };
    /** Its text fields, as a JSON body's schema would be (the docs and the guards read it). */
    multipart?: ZodType;
  }
}

/** What a route accepts. The limits default to HRIS_UPLOAD_MAX_MB and HRIS_UPLOAD_MAX_FILES. */
export type UploadOptions = {
  /** The extensions accepted (`ATTACHMENT_TYPES`, `DOCUMENT_TYPES` of @hris/domain/files). */
  allow: readonly FileExtension[];
  /** Files a request may carry. */
  maxFiles?: number;
  /** Bytes a file may have. */
  maxBytes?: number;
  /** The field that carries the files, sent as `files`, `files[]` or `files[0]`, `files[1]`, ... */
  field?: string;
  /** Whether a request without a file is refused ("Empty document!"); true unless said. */
  required?: boolean;
};

/** A file in the storage whose row is not written yet. */
export type ReceivedFile = {
  file_name: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
};

/** The request's files, stored, and its text fields (a part sent as application/json, parsed). */
export type Received = { files: ReceivedFile[]; fields: Record<string, unknown> };

/** Text fields: as many and as long as a JSON body may be (bodyLimit is 1 MB). */
const MAX_FIELDS = 100;
const MAX_FIELD_BYTES = 1024 * 1024;

const sizeText = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${Number((bytes / (1024 * 1024)).toFixed(1))} MB`
    : bytes >= 1024
      ? `${Number((bytes / 1024).toFixed(1))} KB`
      : `${bytes} bytes`;

const listText = (types: readonly string[]) => {
  const dotted = types.map((t) => `.${t}`);
  return dotted.length > 1 ? `${dotted.slice(0, -1).join(', ')} or ${dotted.at(-1)}` : (dotted[0] ?? '');
};

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Deletes what a failed request had stored; a delete that fails is logged, never hides the cause. */
export async function discard(storage: FileStorage, names: string[], log?: FastifyBaseLogger): Promise<void> {
  await Promise.all(
    names.map((name) =>
      storage.delete(name).catch((err) => log?.error({ err }, `could not delete the stored file ${name}`)),
    ),
  );
}

/**
 * Passes a file through while checking it: its first bytes (SNIFF_BYTES, the only part held in
 * memory) must be what its extension says, and its size must stay within the limit. The storage
 * receives nothing until the first bytes are checked.
 */
class CheckedFile extends Transform {
  size = 0;
  failure: AppError | undefined;
  private head: Buffer[] = [];
  private headBytes = 0;
  private checked = false;
  /** A zip kind's entries, inflated on the way and thrown away, so that a zip bomb is refused. */
  private readonly zip: ZipInspector | undefined;

  constructor(
    private readonly ext: FileExtension,
    private readonly name: string,
    private readonly maxBytes: number,
    private readonly refuse: (status: number, message: string) => AppError,
  ) {
    super();
    if (FILE_KINDS[ext].zip) this.zip = new ZipInspector();
  }

  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback): void {
    this.size += chunk.length;
    if (this.size > this.maxBytes) {
      this.fail(cb, 413, `${this.name} is larger than ${sizeText(this.maxBytes)}, the largest file allowed.`);
    } else if (this.checked) {
      this.pass(chunk, cb);
    } else {
      this.head.push(chunk);
      this.headBytes += chunk.length;
      if (this.headBytes < SNIFF_BYTES) cb();
      else this.release(cb);
    }
  }

  override _flush(cb: TransformCallback): void {
    if (this.checked) {
      this.finish(cb);
      return;
    }
    this.release((err, head) => {
      if (err) {
        cb(err);
        return;
      }
      if (head) this.push(head);
      this.finish(cb);
    });
  }

  override _destroy(err: Error | null, cb: (error?: Error | null) => void): void {
    this.zip?.destroy();
    cb(err);
  }

  /** Checked bytes on to the storage, once the zip inspector has read them. */
  private pass(chunk: Buffer, cb: TransformCallback): void {
    if (!this.zip) {
      cb(null, chunk);
      return;
    }
    this.zip.write(chunk).then(
      () => cb(null, chunk),
      (err) => this.zipFailed(err, cb),
    );
  }

  /** The whole file is in: a zip must have ended as a zip does. */
  private finish(cb: TransformCallback): void {
    try {
      this.zip?.end();
      cb();
    } catch (err) {
      this.zipFailed(err, cb);
    }
  }

  private zipFailed(err: unknown, cb: TransformCallback): void {
    if (!(err instanceof ZipRefused)) cb(err as Error);
    else if (err.reason === 'bomb') {
      this.fail(
        cb,
        413,
        `${this.name} unpacks to more than ${ZIP_MAX_RATIO} times its size: it is refused as a zip bomb.`,
      );
    } else {
      this.fail(
        cb,
        415,
        `${this.name} is not an allowed file type: its content is not that of a .${this.ext} file.`,
      );
    }
  }

  /** Checks the first bytes, then lets them through. */
  private release(cb: TransformCallback): void {
    const head = Buffer.concat(this.head);
    this.head = [];
    if (head.length === 0) {
      this.fail(cb, 422, `${this.name} is empty.`);
      return;
    }
    contentMatches(this.ext, head).then(
      (ok) => {
        if (ok) {
          this.checked = true;
          this.pass(head, cb);
        } else {
          const why = `its content is not that of a .${this.ext} file`;
          this.fail(cb, 415, `${this.name} is not an allowed file type: ${why}.`);
        }
      },
      (err) => cb(err),
    );
  }

  private fail(cb: TransformCallback, status: number, message: string): void {
    this.failure = this.refuse(status, message);
    cb(this.failure);
  }
}

/**
 * Reads a multipart request as it arrives: text fields are kept, each file is checked (extension,
 * first bytes, size) while it streams into the storage under a new random name. Any refusal or
 * failure deletes what this request had stored before it is thrown: nothing of a refused request
 * stays. The files have no row yet; `files.saveUploads` writes them in the caller's transaction.
 */
export async function receiveUploads(
  req: FastifyRequest,
  storage: FileStorage,
  defaults: { maxBytes: number; maxFiles: number },
  options: UploadOptions,
): Promise<Received> {
  const field = options.field ?? 'files';
  const maxFiles = options.maxFiles ?? defaults.maxFiles;
  const maxBytes = options.maxBytes ?? defaults.maxBytes;
  const carriesFiles = new RegExp(`^${escapeRegExp(field)}(\\[\\d{0,3}\\])?$`);
  const refuse = (status: number, message: string, key = field) =>
    new AppError(status, message, { [key]: [message] });
  const tooMany = () => refuse(413, `Too many files: at most ${maxFiles} a request.`);

  const stored: ReceivedFile[] = [];
  const fields = new Map<string, unknown>();

  /** One file into the storage; on a refusal the storage holds nothing of it. */
  async function store(part: MultipartFile): Promise<ReceivedFile> {
    const original = cleanOriginalName(part.filename);
    const ext = extensionOf(original) as FileExtension;
    if (!options.allow.includes(ext)) {
      part.file.resume();
      const label = original || 'A file without a name';
      throw refuse(415, `${label} is not an allowed file type: use ${listText(options.allow)}.`);
    }
    const kind = FILE_KINDS[ext];
    const fileName = newStoredName(ext);
    const check = new CheckedFile(ext, original, maxBytes, refuse);
    let cutOff = false;
    part.file.once('error', () => {
      cutOff = true;
    });
    const body = pipeline(part.file, check, () => {});
    try {
      await storage.put(fileName, body, kind.mime);
    } catch (err) {
      if (check.failure) throw check.failure;
      // (the storage may give up on the source's error before the source's own 'error' event comes)
      if (cutOff || isCutOff(err))
        throw new AppError(400, `The upload of ${original} was cut off before it ended.`);
      throw err;
    }
    return { file_name: fileName, original_name: original, mime_type: kind.mime, size_bytes: check.size };
  }

  const parts = req.parts({
    limits: {
      fileSize: maxBytes + 1,
      files: maxFiles + 1,
      fields: MAX_FIELDS,
      fieldSize: MAX_FIELD_BYTES,
      parts: maxFiles + MAX_FIELDS + 1,
    },
  });

  try {
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (err) {
        throw unreadableMultipart(err, { tooMany, maxFields: MAX_FIELDS });
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (part.valueTruncated) {
          throw refuse(
            413,
            `The ${part.fieldname} field is longer than ${sizeText(MAX_FIELD_BYTES)}.`,
            part.fieldname,
          );
        }
        const seen = fields.get(part.fieldname);
        fields.set(
          part.fieldname,
          seen === undefined ? part.value : Array.isArray(seen) ? [...seen, part.value] : [seen, part.value],
        );
        continue;
      }
      if (!carriesFiles.test(part.fieldname)) {
        part.file.resume();
        throw refuse(422, `The ${part.fieldname} field does not take a file.`, part.fieldname);
      }
      // A file input left empty is sent as a part with no name and no bytes. A part that has a
      // content type but no filename parameter at all is a file too, with no name (undefined).
      if (!part.filename) {
        let bytes = 0;
        for await (const chunk of part.file) bytes += (chunk as Buffer).length;
        if (bytes === 0) continue;
        throw refuse(
          415,
          `A file without a name is not an allowed file type: use ${listText(options.allow)}.`,
        );
      }
      if (stored.length >= maxFiles) {
        part.file.resume();
        throw tooMany();
      }
      stored.push(await store(part));
    }
    if (stored.length === 0 && options.required !== false) throw refuse(422, EMPTY_UPLOAD.message);
    return { files: stored, fields: Object.fromEntries(fields) };
  } catch (err) {
    await discard(
      storage,
      stored.map((f) => f.file_name),
      req.log,
    );
    throw err;
  }
}
