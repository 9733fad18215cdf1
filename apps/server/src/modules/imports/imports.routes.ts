import * as calls from '@hris/domain/calls/imports';
import { IMPORT_TITLES, MAX_IMPORT_FILE_MB } from '@hris/domain/imports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { sendFile } from '../../lib/send-file';
import { commitOf, singleUpload } from '../../lib/single-upload';
import { actorOf } from '../../plugins/audit';
import { runImport } from './imports.service';
import { importTemplate } from './template';

const IMPORT_UPLOAD = { allow: ['csv', 'xlsx'], maxFiles: 1, maxBytes: MAX_IMPORT_FILE_MB * 1024 * 1024 };

export const importsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = routesFor(app, ['imports']);
  route(calls.importTemplateCall, async (req, reply) =>
    sendFile(reply, await importTemplate(req.params.kind, req.query.format)),
  );
  route(
    calls.importCall,
    async (req) => {
      const what = IMPORT_TITLES[req.params.kind].toLowerCase();
      const { upload, fields } = await singleUpload(
        req,
        IMPORT_UPLOAD.maxBytes,
        `Please choose a file of ${what}.`,
      );
      return runImport(
        db,
        actorOf(req),
        req.params.kind,
        upload,
        commitOf(fields.commit ?? req.query.commit),
      );
    },
    { config: { uploads: IMPORT_UPLOAD } },
  );
};
