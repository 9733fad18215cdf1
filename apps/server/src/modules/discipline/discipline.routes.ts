import * as calls from '@hris/domain/calls/discipline';
import { companyDate } from '@hris/domain/company-clock';
import {
  NTE_ATTACHMENT_TYPES,
  NTE_MAX_FILE_BYTES,
  NTE_MAX_FILES,
  NTE_MESSAGES,
  nteAddBody,
  nteManualBody,
  nteUpdateBody,
} from '@hris/domain/discipline';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import type { Files, Upload } from '../../plugins/files/files';
import type { UploadOptions } from '../../plugins/files/uploads';
import * as coaching from './coaching.service';
import * as evaluation from './evaluation.service';
import * as nte from './nte.service';

/** NTE attachments (docs/rules.md#validation): Word, PDF and pictures, at most 10 of 10 MB; an NTE needs none. */
const NTE_UPLOADS: UploadOptions = {
  allow: NTE_ATTACHMENT_TYPES,
  maxFiles: NTE_MAX_FILES,
  maxBytes: NTE_MAX_FILE_BYTES,
  field: 'files',
  required: false,
};

export type DisciplineDeps = {
  db: Db;
  files: Files;
  /** The clock "today" is read from (the company's date of it): the due-process days count on it. */
  clock: () => Date;
};

export const disciplineRoutes: FastifyPluginAsyncZod<DisciplineDeps> = async (app, { db, files, clock }) => {
  const today = () => companyDate(clock());
  const route = routesFor(app, ['discipline']);
  const linkOf: nte.LinkOf = (fileName) => files.signedUrl(fileName);
  /**
   * The files an NTE no longer references, deleted once the change that dropped them has committed.
   * The change stands if this fails: the files stay stored, unreferenced, and the failure is logged.
   */
  const removeFiles = async (req: FastifyRequest, ids: number[]) => {
    try {
      await files.deleteFiles(db, actorOf(req), ids);
    } catch (err) {
      req.log.error({ err }, `could not delete the files ${ids.join(', ')} an NTE no longer uses`);
    }
  };

  // ---- NTE

  route(calls.nteListCall, (req) => nte.listNtes(db, req.query));
  route(calls.nteYearListCall, (req) => nte.listNtes(db, { ...req.query, year: req.params.year }));
  route(calls.nteDetailCall, (req) => nte.getNte(db, req.params.id, linkOf, today()));
  route(calls.deleteNteCall, async (req) => {
    const { fileIds } = await nte.deleteNte(db, actorOf(req), req.params.id);
    await removeFiles(req, fileIds);
    return done(NTE_MESSAGES.deleted);
  });
  /**
   * The multipart calls: text fields as the domain's schema reads them (`details_occurence`,
   * `occurence` and `existing_files` as JSON text), files as `files[0]`, `files[1]`, ... The files
   * layer checks and stores each file and deletes them all again when anything is refused, so a
   * refused request leaves neither an NTE nor a file.
   */
  const uploads = { config: { uploads: NTE_UPLOADS } };
  const upload = <T>(req: FastifyRequest, work: (u: Upload) => Promise<T>) =>
    files.saveUploads(req, NTE_UPLOADS, work);

  route(
    calls.addNteCall,
    (req) =>
      upload(req, async (u) =>
        done(NTE_MESSAGES.sent, await nte.addNte(db, actorOf(req), u.parse(nteAddBody), u.record, today())),
      ),
    uploads,
  );
  route(
    calls.manualNteCall,
    (req) =>
      upload(req, async (u) =>
        done(
          NTE_MESSAGES.saved,
          await nte.addNte(db, actorOf(req), u.parse(nteManualBody), u.record, today()),
        ),
      ),
    uploads,
  );
  route(
    calls.updateNteCall,
    async (req) => {
      const actor = actorOf(req);
      const saved = await upload(req, (u) =>
        nte.updateNte(db, actor, req.params.id, u.parse(nteUpdateBody), u.record, today()),
      );
      await removeFiles(req, saved.removedFileIds);
      return done(NTE_MESSAGES.updated, { id: saved.id });
    },
    uploads,
  );
  route(calls.decideNteCall, async (req) =>
    done(NTE_MESSAGES.decided, await nte.decideNte(db, actorOf(req), req.params.id, req.body, today())),
  );
  route(calls.findInfractionsCall, (req) => nte.findInfractions(db, req.body));

  // ---- coaching

  route(calls.coachedListCall, (req) => coaching.listCoached(db, req.query));
  route(calls.coachedYearListCall, (req) =>
    coaching.listCoached(db, { ...req.query, year: req.params.year }),
  );
  route(calls.coachingDetailCall, (req) => coaching.getCoaching(db, req.params.id, linkOf));

  // ---- evaluation

  route(calls.evaluationListCall, (req) => evaluation.listEvaluations(db, req.query));
  route(calls.evaluationYearListCall, (req) =>
    evaluation.listEvaluations(db, { ...req.query, year: req.params.year }),
  );
  route(calls.evaluationOfEmployeeCall, (req) =>
    evaluation.getEvaluation(db, req.params.id, req.params.employee_id, linkOf),
  );
  route(calls.evaluationCall, (req) => evaluation.getEvaluation(db, req.params.id, null, linkOf));
};
