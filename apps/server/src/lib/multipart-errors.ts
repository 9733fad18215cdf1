import { AppError } from './errors';

/** Busboy's words for a body that stopped before its closing boundary (they carry no code). */
const CUT_OFF = /^Unexpected end of (multipart data|form)$/;

/** A multipart body that ended before its closing boundary: the sender's upload was cut off. */
export const isCutOff = (err: unknown) =>
  (err as { code?: string })?.code === 'FST_MP_PREMATURE_CLOSE' ||
  CUT_OFF.test((err as Error)?.message ?? '');

/**
 * A multipart body that cannot be read, as a reply the sender can act on (never a 500): the upload
 * routes' and the imports' one reading of @fastify/multipart's and busboy's errors.
 */
export function unreadableMultipart(
  err: unknown,
  limits: { tooMany: () => AppError; maxFields: number },
): AppError {
  if (err instanceof AppError) return err;
  const code = (err as { code?: string }).code;
  switch (code) {
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return new AppError(415, 'Send the files as multipart/form-data.');
    case 'FST_FILES_LIMIT':
      return limits.tooMany();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return new AppError(413, `Too many fields: at most ${limits.maxFields} a request.`);
    case 'FST_PROTO_VIOLATION':
      return new AppError(400, 'A field of the upload has a name that is not allowed.');
    case 'FST_INVALID_JSON_FIELD_ERROR':
      return new AppError(400, 'A field of the upload sent as JSON is not valid JSON.');
    default:
      if (isCutOff(err)) return new AppError(400, 'The upload was cut off before it ended.');
      return new AppError(
        400,
        `The upload could not be read: ${(err as Error)?.message ?? 'malformed multipart data'}.`,
      );
  }
}
