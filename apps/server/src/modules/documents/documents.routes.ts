import {
  ackPageReply,
  ackParams,
  assignedReply,
  DOCUMENT_MESSAGES,
  type DocumentKind,
  documentEmployeesQuery,
  documentEmployeesReply,
  documentParams,
  documentUploadFields,
  documentYearParams,
  employeeDocumentsReply,
  employeeParams,
  groupMembersReply,
  LEGACY_GROUPS,
  recipientsQuery,
  recipientsReply,
  remindReply,
  sentDocumentsQuery,
  sentDocumentsReply,
  subDepartmentParams,
} from '@hris/domain/documents';
import { DOCUMENT_TYPES } from '@hris/domain/files';
import { successReply } from '@hris/domain/replies';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { done } from '../../lib/replies';
import { rawReply } from '../../lib/wire';
import { actorOf } from '../../plugins/audit';
import type { Files } from '../../plugins/files/files';
import type { UploadOptions } from '../../plugins/files/uploads';
import type { Mailer } from '../../plugins/mail';
import { PUBLIC_BODY_LIMIT } from '../../plugins/public-limits';
import { ackKeyOf } from './ack-links';
import * as svc from './documents.service';

const tags = ['documents'];

/** Contracts and memos (docs/rules.md#validation): Word and PDF files, at least one. */
const DOCUMENT_UPLOADS: UploadOptions = { allow: DOCUMENT_TYPES, field: 'files', required: true };
/** The employee's link is public: a few tries a minute from one address is all a person needs. */
const ACK_LIMIT = { max: 30, timeWindow: '1 minute' };

export type DocumentsRouteDeps = { db: Db; files: Files; mailer: Mailer; publicUrl: string };

export const documentsRoutes: FastifyPluginAsyncZod<DocumentsRouteDeps> = async (app, opts) => {
  const deps: svc.DocumentsDeps = {
    ...opts,
    ackKey: ackKeyOf(opts.files.linkKey),
    log: (msg) => app.log.warn(msg),
  };
  const { db, files } = deps;

  // ---- the employee lists

  app.get(
    '/contractsmemo',
    {
      schema: {
        tags,
        summary: 'Contracts & Memos: every employee, with their documents counted',
        querystring: documentEmployeesQuery,
        response: { 200: documentEmployeesReply },
      },
    },
    async (req) => rawReply(await svc.employeeList(db, req.query)),
  );
  app.get(
    '/contractsmemo/filteremployee/:year',
    {
      schema: {
        tags,
        summary: 'Contracts & Memos: the employees hired in a year',
        params: documentYearParams,
        querystring: documentEmployeesQuery.omit({ year: true }),
        response: { 200: documentEmployeesReply },
      },
    },
    async (req) => rawReply(await svc.employeeList(db, { ...req.query, year: req.params.year })),
  );
  const membersSchema = (summary: string) => ({
    schema: { tags, summary, querystring: documentEmployeesQuery, response: { 200: groupMembersReply } },
  });
  for (const g of LEGACY_GROUPS)
    app.get(`/contractsmemo${g.api}`, membersSchema(`The active members of ${g.name}`), async (req) =>
      rawReply(await svc.groupMembers(db, req.query, await svc.findGroup(db, { name: g.name }))),
    );
  const ofSub = membersSchema('The active members of a sub-department');
  app.get(
    '/contractsmemo/sub/:id',
    { schema: { ...ofSub.schema, params: subDepartmentParams } },
    async (req) =>
      rawReply(await svc.groupMembers(db, req.query, await svc.findGroup(db, { id: req.params.id }))),
  );

  // ---- one employee's documents

  const infoRoute = (path: string, summary: string, kind?: DocumentKind) =>
    app.get(
      path,
      { schema: { tags, summary, params: employeeParams, response: { 200: employeeDocumentsReply } } },
      (req) => svc.employeeDocuments(db, files, req.params.id, kind),
    );
  infoRoute('/contractsmemo/getinfo/:id', 'An employee and all their contracts and memos, with signed links');
  infoRoute('/contractsmemo/getcontractinfo/:id', 'An employee and their contracts', 'contract');
  infoRoute('/contractsmemo/getmemoinfo/:id', 'An employee and their memos', 'memo');

  // ---- sending (multipart: files as files[0], files[1], ...)

  const multipart = (summary: string, fields: z.ZodType = z.object({})) => ({
    schema: { tags, summary, consumes: ['multipart/form-data'], response: { 200: assignedReply } },
    config: { multipart: fields, uploads: DOCUMENT_UPLOADS },
  });
  const send = (req: FastifyRequest, kind: DocumentKind, target: () => Promise<svc.Target>) =>
    files.saveUploads(req, DOCUMENT_UPLOADS, async (upload) => {
      const data = await svc.assign(deps, actorOf(req), upload, kind, await target());
      return done(
        kind === 'memo' ? DOCUMENT_MESSAGES.memoAssigned : DOCUMENT_MESSAGES.contractAssigned,
        data,
      );
    });

  app.post('/assignmemos/all', multipart('A memo (or several) to every active employee'), (req) =>
    send(req, 'memo', async () => ({ audience: 'all' })),
  );
  app.post('/assigncontracts/all', multipart('A contract (or several) to every active employee'), (req) =>
    send(req, 'contract', async () => ({ audience: 'all' })),
  );
  for (const g of LEGACY_GROUPS)
    app.post(
      `/assignmemos/${g.api}`,
      multipart(`A memo (or several) to the active members of ${g.name}`),
      (req) =>
        send(req, 'memo', async () => ({
          audience: 'group',
          group: await svc.findGroup(db, { name: g.name }),
        })),
    );
  const toSub = multipart('A memo (or several) to the active members of a sub-department');
  app.post(
    '/assignmemos/sub/:id',
    { ...toSub, schema: { ...toSub.schema, params: subDepartmentParams } },
    (req) =>
      send(req, 'memo', async () => ({
        audience: 'group',
        group: await svc.findGroup(db, { id: req.params.id }),
      })),
  );
  app.post(
    '/uploadmemoscontracts/multiple',
    multipart(
      'Contracts or memos to one employee (files[i], employee_id, employee_name, document_type)',
      documentUploadFields,
    ),
    (req) =>
      files.saveUploads(req, DOCUMENT_UPLOADS, async (upload) => {
        const body = upload.parse(documentUploadFields);
        const data = await svc.assign(deps, actorOf(req), upload, body.document_type, {
          audience: 'employee',
          employeeId: body.employee_id,
        });
        return done(
          body.document_type === 'memo' ? DOCUMENT_MESSAGES.memoAssigned : DOCUMENT_MESSAGES.contractAssigned,
          data,
        );
      }),
  );

  // ---- what was sent

  app.get(
    '/documents',
    {
      schema: {
        tags,
        summary: 'The documents sent, with how many recipients acknowledged',
        querystring: sentDocumentsQuery,
        response: { 200: sentDocumentsReply },
      },
    },
    (req) => svc.sentDocuments(db, files, req.query),
  );
  app.get(
    '/documents/:id/recipients',
    {
      schema: {
        tags,
        summary: "A document's recipients (those yet to acknowledge unless status says)",
        params: documentParams,
        querystring: recipientsQuery,
        response: { 200: recipientsReply },
      },
    },
    (req) => svc.recipients(db, req.params.id, req.query),
  );
  app.post(
    '/documents/:id/remind',
    {
      schema: {
        tags,
        summary: 'A new link to those who have not acknowledged (once a day)',
        params: documentParams,
        response: { 200: remindReply },
      },
    },
    async (req) => {
      const reminded = await svc.remind(deps, actorOf(req), req.params.id);
      return done(
        reminded.mail === 'no_sender' ? DOCUMENT_MESSAGES.remindedNoSender : DOCUMENT_MESSAGES.reminded,
        reminded,
      );
    },
  );

  // ---- the employee's personal link (public: the token is the credential)

  app.get(
    '/acknowledge/:token',
    {
      config: { public: true, rateLimit: ACK_LIMIT },
      schema: {
        tags,
        summary: 'The document a personal acknowledgement link opens',
        params: ackParams,
        response: { 200: ackPageReply },
      },
    },
    (req) => svc.openLink(deps, req.params.token),
  );
  app.post(
    '/acknowledge/:token',
    {
      config: { public: true, rateLimit: ACK_LIMIT },
      bodyLimit: PUBLIC_BODY_LIMIT,
      schema: {
        tags,
        summary: 'Acknowledge the document of a personal link (once)',
        params: ackParams,
        response: { 200: successReply.extend({ data: ackPageReply }) },
      },
    },
    async (req) =>
      done(DOCUMENT_MESSAGES.acknowledged, await svc.acknowledge(deps, req.ip, req.params.token)),
  );
};
