import * as calls from '@hris/domain/calls/responsibility';
import { RESPONSIBILITY_MESSAGES, WFH_SIGNATURE_TYPES, wfhAddFields } from '@hris/domain/responsibility';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import type { Files } from '../../plugins/files/files';
import type { UploadOptions } from '../../plugins/files/uploads';
import * as svc from './responsibility.service';

/** The employee's signature: one picture. */
const WFH_UPLOADS: UploadOptions = {
  allow: WFH_SIGNATURE_TYPES,
  maxFiles: 1,
  field: 'files',
  required: true,
};

export const responsibilityRoutes: FastifyPluginAsyncZod<{ db: Db; files: Files }> = async (
  app,
  { db, files },
) => {
  const route = routesFor(app, ['responsibility']);
  route(calls.formListCall, (req) => svc.listForms(db, req.query));
  route(calls.formCall, (req) => svc.formDetail(db, files, req.params.id));
  route(calls.formToEditCall, (req) => svc.formDetail(db, files, req.params.id));
  route(calls.addFormCall, async (req) =>
    done(RESPONSIBILITY_MESSAGES.saved, await svc.addForm(db, actorOf(req), req.body)),
  );
  route(calls.updateFormCall, async (req) => {
    await svc.updateForm(db, actorOf(req), req.params.id, req.body);
    return done(RESPONSIBILITY_MESSAGES.saved);
  });
  route(calls.deleteFormCall, async (req) => {
    await svc.deleteForm(db, actorOf(req), req.params.id);
    return done(RESPONSIBILITY_MESSAGES.deleted);
  });
  route(calls.employeesWithoutFormCall, (req) => svc.employeesWithoutForm(db, req.query));

  // ---- work from home

  route(calls.wfhListCall, (req) => svc.listWfh(db, req.query));
  route(calls.wfhCall, (req) => svc.wfhDetail(db, files, req.params.id));
  route(
    calls.addWfhCall,
    (req) =>
      files.saveUploads(req, WFH_UPLOADS, async (upload) =>
        done(
          RESPONSIBILITY_MESSAGES.saved,
          await svc.addWfh(db, actorOf(req), upload, upload.parse(wfhAddFields)),
        ),
      ),
    { config: { uploads: WFH_UPLOADS } },
  );
};
