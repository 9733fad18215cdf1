import {
  IMPORT_TITLES,
  importCommitField,
  importParams,
  importReply,
  importTemplateQuery,
  MAX_IMPORT_FILE_MB,
} from '@hris/domain/imports';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { sendFile } from '../../lib/send-file';
import { sheetReply } from '../../lib/sheet-writer';
import { commitOf, singleUpload } from '../../lib/single-upload';
import { actorOf } from '../../plugins/audit';
import { runImport } from './imports.service';
import { importTemplate } from './template';

const tags = ['imports'];
const IMPORT_UPLOAD = { allow: ['csv', 'xlsx'], maxFiles: 1, maxBytes: MAX_IMPORT_FILE_MB * 1024 * 1024 };

export const importsRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/import/:kind/template',
    {
      schema: {
        tags,
        summary: 'The template of an import: a header per column, and (XLSX) a sheet explaining each',
        params: importParams,
        querystring: importTemplateQuery,
        response: sheetReply,
      },
    },
    async (req, reply) => sendFile(reply, await importTemplate(req.params.kind, req.query.format)),
  );
  app.post(
    '/import/:kind',
    {
      schema: {
        tags,
        summary:
          'Import employees, leave credits or contributions from a CSV or XLSX file (multipart `file`): a preview listing every row problem, or with commit=true all rows or none',
        consumes: ['multipart/form-data'],
        params: importParams,
        querystring: importCommitField,
        response: { 200: importReply },
      },
      config: { multipart: importCommitField, uploads: IMPORT_UPLOAD },
    },
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
  );
};
