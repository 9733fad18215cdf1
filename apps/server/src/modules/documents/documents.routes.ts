import * as calls from '@hris/domain/calls/documents';
import {
  DOCUMENT_MESSAGES,
  type DocumentKind,
  documentUploadFields,
  LEGACY_GROUPS,
} from '@hris/domain/documents';
import { DOCUMENT_TYPES } from '@hris/domain/files';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import type { Files } from '../../plugins/files/files';
import type { UploadOptions } from '../../plugins/files/uploads';
import type { Mailer } from '../../plugins/mail';
import { PUBLIC_BODY_LIMIT } from '../../plugins/public-limits';
import { ackKeyOf } from './ack-links';
import * as svc from './documents.service';

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
  const route = routesFor(app, ['documents']);

  // ---- the employee lists

  route(calls.documentEmployeesCall, (req) => svc.employeeList(db, req.query));
  route(calls.documentEmployeesOfYearCall, (req) =>
    svc.employeeList(db, { ...req.query, year: req.params.year }),
  );
  for (const g of LEGACY_GROUPS)
    route(calls.legacyGroupCalls(g).members, async (req) =>
      svc.groupMembers(db, req.query, await svc.findGroup(db, { name: g.name })),
    );
  route(calls.subDepartmentMembersCall, async (req) =>
    svc.groupMembers(db, req.query, await svc.findGroup(db, { id: req.params.id })),
  );

  // ---- one employee's documents

  route(calls.employeeDocumentsCall, (req) => svc.employeeDocuments(db, files, req.params.id));
  route(calls.employeeContractsCall, (req) => svc.employeeDocuments(db, files, req.params.id, 'contract'));
  route(calls.employeeMemosCall, (req) => svc.employeeDocuments(db, files, req.params.id, 'memo'));

  // ---- sending (multipart: files as files[0], files[1], ...)

  const uploads = { config: { uploads: DOCUMENT_UPLOADS } };
  const send = (req: FastifyRequest, kind: DocumentKind, target: () => Promise<svc.Target>) =>
    files.saveUploads(req, DOCUMENT_UPLOADS, async (upload) => {
      const data = await svc.assign(deps, actorOf(req), upload, kind, await target());
      return done(
        kind === 'memo' ? DOCUMENT_MESSAGES.memoAssigned : DOCUMENT_MESSAGES.contractAssigned,
        data,
      );
    });

  route(calls.memosToAllCall, (req) => send(req, 'memo', async () => ({ audience: 'all' })), uploads);
  route(calls.contractsToAllCall, (req) => send(req, 'contract', async () => ({ audience: 'all' })), uploads);
  for (const g of LEGACY_GROUPS)
    route(
      calls.legacyGroupCalls(g).send,
      (req) =>
        send(req, 'memo', async () => ({
          audience: 'group',
          group: await svc.findGroup(db, { name: g.name }),
        })),
      uploads,
    );
  route(
    calls.memosToSubDepartmentCall,
    (req) =>
      send(req, 'memo', async () => ({
        audience: 'group',
        group: await svc.findGroup(db, { id: req.params.id }),
      })),
    uploads,
  );
  route(
    calls.documentsToEmployeeCall,
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
    uploads,
  );

  // ---- what was sent

  route(calls.sentDocumentsCall, (req) => svc.sentDocuments(db, files, req.query));
  route(calls.recipientsCall, (req) => svc.recipients(db, req.params.id, req.query));
  route(calls.remindCall, async (req) => {
    const reminded = await svc.remind(deps, actorOf(req), req.params.id);
    return done(
      reminded.mail === 'no_sender' ? DOCUMENT_MESSAGES.remindedNoSender : DOCUMENT_MESSAGES.reminded,
      reminded,
    );
  });

  // ---- the employee's personal link (public: the token is the credential)

  const ackLink = { config: { public: true, rateLimit: ACK_LIMIT } };
  route(calls.ackPageCall, (req) => svc.openLink(deps, req.params.token), ackLink);
  route(
    calls.acknowledgeCall,
    async (req) =>
      done(DOCUMENT_MESSAGES.acknowledged, await svc.acknowledge(deps, req.ip, req.params.token)),
    { ...ackLink, bodyLimit: PUBLIC_BODY_LIMIT },
  );
};
