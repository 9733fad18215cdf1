import { coachedListQuery, coachedYearParams, coachingDetailReply } from '@hris/domain/coaching';
import { companyDate } from '@hris/domain/company-clock';
import {
  infractionFindBody,
  infractionFindReply,
  NTE_ATTACHMENT_TYPES,
  NTE_MAX_FILE_BYTES,
  NTE_MAX_FILES,
  NTE_MESSAGES,
  nteAddBody,
  nteDecisionBody,
  nteDeletedReply,
  nteDetailReply,
  nteListQuery,
  nteManualBody,
  nteSavedReply,
  nteUpdateBody,
  nteYearParams,
} from '@hris/domain/discipline';
import {
  evaluationDetailReply,
  evaluationListQuery,
  evaluationParams,
  evaluationYearParams,
} from '@hris/domain/evaluation';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { done, idParam } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import type { Files, Upload } from '../../plugins/files/files';
import type { UploadOptions } from '../../plugins/files/uploads';
import * as coaching from './coaching.service';
import * as evaluation from './evaluation.service';
import * as nte from './nte.service';

const tags = ['discipline'];

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

  app.get('/nterequestbyhr', { schema: { tags, summary: 'NTE Tracker', querystring: nteListQuery } }, (req) =>
    nte.listNtes(db, req.query),
  );
  app.get(
    '/nterequestbyhr/:year',
    {
      schema: {
        tags,
        summary: 'NTE Tracker of one year',
        params: nteYearParams,
        querystring: nteListQuery.omit({ year: true }),
      },
    },
    (req) => nte.listNtes(db, { ...req.query, year: req.params.year }),
  );
  app.get(
    '/nterequestbyhr/get/:id',
    {
      schema: {
        tags,
        summary: 'One NTE, with its occurrences, attachments and signature',
        params: idParam('id'),
        response: { 200: nteDetailReply },
      },
    },
    (req) => nte.getNte(db, req.params.id, linkOf, today()),
  );
  app.delete(
    '/nterequest/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete an NTE (not once decided)',
        params: idParam('id'),
        response: { 200: nteDeletedReply },
      },
    },
    async (req) => {
      const { fileIds } = await nte.deleteNte(db, actorOf(req), req.params.id);
      await removeFiles(req, fileIds);
      return done(NTE_MESSAGES.deleted);
    },
  );
  /**
   * The multipart calls: text fields as the domain's schema reads them (`details_occurence`,
   * `occurence` and `existing_files` as JSON text), files as `files[0]`, `files[1]`, ... The files
   * layer checks and stores each file and deletes them all again when anything is refused, so a
   * refused request leaves neither an NTE nor a file. The schema is on `config.multipart` (the
   * validation of a JSON body does not apply), where the docs and the fuzz test read it.
   */
  const multipart = <S extends z.ZodType>(body: S, summary: string) => ({
    schema: { tags, summary, consumes: ['multipart/form-data'], response: { 200: nteSavedReply } },
    config: { multipart: body, uploads: NTE_UPLOADS },
  });
  const upload = <T>(req: FastifyRequest, work: (u: Upload) => Promise<T>) =>
    files.saveUploads(req, NTE_UPLOADS, work);

  app.post(
    '/nterequestbyhr/add',
    multipart(nteAddBody, 'File an NTE (multipart: the fields, attachments as files[n])'),
    (req) =>
      upload(req, async (u) =>
        done(NTE_MESSAGES.sent, await nte.addNte(db, actorOf(req), u.parse(nteAddBody), u.record, today())),
      ),
  );
  app.post(
    '/ntestoremanually/add',
    multipart(nteManualBody, 'Encode a decided NTE from paper (multipart, attachments as files[n])'),
    (req) =>
      upload(req, async (u) =>
        done(
          NTE_MESSAGES.saved,
          await nte.addNte(db, actorOf(req), u.parse(nteManualBody), u.record, today()),
        ),
      ),
  );
  app.post(
    '/nterequest/approval/update/:id',
    {
      schema: {
        ...multipart(nteUpdateBody, '').schema,
        summary: "HR's review or update of an NTE (multipart, new attachments as files[n])",
        params: idParam('id'),
      },
      config: { multipart: nteUpdateBody, uploads: NTE_UPLOADS },
    },
    async (req) => {
      const actor = actorOf(req);
      const saved = await upload(req, (u) =>
        nte.updateNte(db, actor, req.params.id, u.parse(nteUpdateBody), u.record, today()),
      );
      await removeFiles(req, saved.removedFileIds);
      return done(NTE_MESSAGES.updated, { id: saved.id });
    },
  );
  app.post(
    '/notice/for/decision/:id',
    {
      schema: {
        tags,
        summary: "HR's notice of decision (locks the NTE)",
        params: idParam('id'),
        body: nteDecisionBody,
        response: { 200: nteSavedReply },
      },
    },
    async (req) =>
      done(NTE_MESSAGES.decided, await nte.decideNte(db, actorOf(req), req.params.id, req.body, today())),
  );
  app.post(
    '/infraction/find',
    {
      schema: {
        tags,
        summary: "An employee's earlier NTEs of a type, and the next corrective action",
        body: infractionFindBody,
        response: { 200: infractionFindReply },
      },
    },
    (req) => nte.findInfractions(db, req.body),
  );

  // ---- coaching

  app.get(
    '/employee/coached/all',
    { schema: { tags, summary: 'Employee Coached', querystring: coachedListQuery } },
    (req) => coaching.listCoached(db, req.query),
  );
  app.get(
    '/employee/coached/all/:year',
    {
      schema: {
        tags,
        summary: 'Employee Coached of one year',
        params: coachedYearParams,
        querystring: coachedListQuery.omit({ year: true }),
      },
    },
    (req) => coaching.listCoached(db, { ...req.query, year: req.params.year }),
  );
  app.get(
    '/employee/coaching/get/:id',
    {
      schema: {
        tags,
        summary: 'One coaching record',
        params: idParam('id'),
        response: { 200: coachingDetailReply },
      },
    },
    (req) => coaching.getCoaching(db, req.params.id, linkOf),
  );

  // ---- evaluation

  app.get(
    '/evaluation/all',
    { schema: { tags, summary: 'Employee Evaluation', querystring: evaluationListQuery } },
    (req) => evaluation.listEvaluations(db, req.query),
  );
  app.get(
    '/evaluation/all/:year',
    {
      schema: {
        tags,
        summary: 'Employee Evaluation of one year',
        params: evaluationYearParams,
        querystring: evaluationListQuery.omit({ year: true }),
      },
    },
    (req) => evaluation.listEvaluations(db, { ...req.query, year: req.params.year }),
  );
  app.get(
    '/evaluation/:id/:employee_id',
    {
      schema: {
        tags,
        summary: 'One evaluation of an employee',
        params: evaluationParams,
        response: { 200: evaluationDetailReply },
      },
    },
    (req) => evaluation.getEvaluation(db, req.params.id, req.params.employee_id, linkOf),
  );
  app.get(
    '/evaluation/:id',
    {
      schema: {
        tags,
        summary: 'One evaluation, whoever its employee (the printable details by the evaluation alone)',
        params: evaluationParams.pick({ id: true }),
        response: { 200: evaluationDetailReply },
      },
    },
    (req) => evaluation.getEvaluation(db, req.params.id, null, linkOf),
  );
};
