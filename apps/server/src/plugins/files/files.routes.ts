import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { AppError, notFound } from '../../lib/errors';
import { authenticate, unauthenticated } from '../auth';
import type { RateLimit } from '../public-limits';
import { FILE_KINDS } from './file-types';
import type { Files } from './files';
import { files as filesTable } from './files.tables';
import { checkLink, contentDisposition } from './links';
import { STORED_NAME } from './storage';

const text = (v: unknown) => (typeof v === 'string' ? v : undefined);

/** Per address: a person opens files one at a time; an office behind one address opens many. */
const FILE_LIMIT: RateLimit = { max: 300, timeWindow: '1 minute' };

/**
 * `GET /upload/{file_name}`: a stored file, by a signed link (`?expires=&signature=`, what list and
 * detail replies carry) or by the bearer token of an HR user. The route is declared public so that a
 * link works without a token; it makes both checks itself before it reads anything. Only a name of
 * the generated form that has a row in `files` reaches the storage, so no text from the URL is a path.
 */
export async function fileRoutes(app: FastifyInstance, opts: { db: Db; files: Files }): Promise<void> {
  const { db, files } = opts;
  app.get(
    '/upload/:file_name',
    {
      config: { public: true, rateLimit: FILE_LIMIT },
      compress: false,
      schema: {
        tags: ['files'],
        summary: 'A stored file',
        description:
          'Opens with the signed link of a list or detail reply (`?expires=...&signature=...`, valid 15 minutes) or with the bearer token of an HR user.',
      },
    },
    async (req, reply) => {
      // HR documents: no browser or proxy keeps a copy, whatever the reply.
      reply.header('Cache-Control', 'private, no-store');
      const fileName = (req.params as { file_name: string }).file_name;
      const query = req.query as Record<string, unknown>;
      const expires = text(query.expires);
      const signature = text(query.signature);
      const link = expires !== undefined || signature !== undefined;
      const check = link ? checkLink(files.linkKey, fileName, expires ?? '', signature ?? '') : 'invalid';
      if (check !== 'valid') {
        if (req.headers.authorization !== undefined) {
          if (!(await authenticate(db, req, reply, app.sessionIdleMinutes))) return reply;
        } else if (check === 'expired') {
          throw new AppError(403, 'This link has expired: open the file again from its page.');
        } else if (link) {
          throw new AppError(403, 'This link is not valid: open the file again from its page.');
        } else {
          return unauthenticated(reply);
        }
      }

      if (!STORED_NAME.test(fileName)) throw notFound('The file');
      const [row] = await db.select().from(filesTable).where(eq(filesTable.file_name, fileName));
      if (!row) throw notFound('The file');
      const stored = await files.storage.get(fileName);
      if (!stored) {
        req.log.error(`the stored file ${fileName} (files #${row.id}) is missing from the storage`);
        throw notFound('The file');
      }
      const ext = fileName.slice(fileName.lastIndexOf('.') + 1) as keyof typeof FILE_KINDS;
      const inline = FILE_KINDS[ext]?.inline ?? false;
      return reply
        .header('Content-Type', row.mime_type)
        .header('Content-Length', stored.size)
        .header(
          'Content-Disposition',
          contentDisposition(inline ? 'inline' : 'attachment', row.original_name),
        )
        .header('X-Content-Type-Options', 'nosniff')
        .send(stored.body);
    },
  );
}
