import type { FastifyRequest } from 'fastify';
import { AppError } from './errors';
import { unreadableMultipart } from './multipart-errors';

/** An import's text fields are a few (commit); a form may not send more than an upload's. */
const MAX_FIELDS = 100;
const TOO_MANY = 'Too many files: an import takes one file at a time.';
const tooMany = new AppError(413, TOO_MANY, { file: [TOO_MANY] });

/**
 * The one file of a multipart import request (field `file`), whole in memory up to `maxBytes`, with
 * the request's text fields. A request without a file is a 422 on `file`; a larger one a 413, as
 * soon as its bytes pass the limit (the rest of the body is never read).
 */
export async function singleUpload(
  req: FastifyRequest,
  maxBytes: number,
  missing: string,
): Promise<{ upload: { name: string; bytes: Buffer }; fields: Record<string, string> }> {
  if (!req.isMultipart()) throw new AppError(415, 'Please upload the file as multipart/form-data.');
  let upload: { name: string; bytes: Buffer } | null = null;
  const fields: Record<string, string> = {};
  try {
    const parts = req.parts({ limits: { fileSize: maxBytes + 1, files: 1, fields: MAX_FIELDS } });
    for await (const part of parts) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of part.file as AsyncIterable<Buffer>) {
          size += chunk.length;
          if (size > maxBytes)
            throw new AppError(413, `The file may not be larger than ${maxBytes / 1024 / 1024} MB.`);
          chunks.push(chunk);
        }
        upload = { name: part.filename ?? '', bytes: Buffer.concat(chunks) };
      } else if (typeof part.value === 'string') fields[part.fieldname] = part.value;
    }
  } catch (err) {
    // A body cut off, malformed or over a limit is the sender's to fix, as on the upload routes.
    throw unreadableMultipart(err, { tooMany: () => tooMany, maxFields: MAX_FIELDS });
  }
  if (!upload) throw new AppError(422, missing, { file: [missing] });
  return { upload, fields };
}

/** `commit` of an import as sent (a form field, or the query string): true for "true" or "1". */
export function commitOf(value: string | undefined): boolean {
  if (value === undefined || value === 'false' || value === '0') return false;
  if (value === 'true' || value === '1') return true;
  throw new AppError(422, 'Commit must be true or false.', { commit: ['Commit must be true or false.'] });
}
