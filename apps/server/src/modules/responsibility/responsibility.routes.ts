import { employeeOptionsQuery, employeeOptionsReply } from '@hris/domain/employee';
import { doneIdReply, successReply } from '@hris/domain/replies';
import {
  RESPONSIBILITY_MESSAGES,
  responsibilityAddBody,
  responsibilityDetailReply,
  responsibilityListQuery,
  responsibilityListReply,
  responsibilityParams,
  responsibilityUpdateBody,
  WFH_SIGNATURE_TYPES,
  wfhAddFields,
  wfhDetailReply,
  wfhListQuery,
  wfhListReply,
} from '@hris/domain/responsibility';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { done } from '../../lib/replies';
import { rawReply } from '../../lib/wire';
import { actorOf } from '../../plugins/audit';
import type { Files } from '../../plugins/files/files';
import type { UploadOptions } from '../../plugins/files/uploads';
import * as svc from './responsibility.service';

const tags = ['responsibility'];

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
  app.get(
    '/responsibility',
    {
      schema: {
        tags,
        summary: 'The responsibility forms',
        querystring: responsibilityListQuery,
        response: { 200: responsibilityListReply },
      },
    },
    async (req) => rawReply(await svc.listForms(db, req.query)),
  );
  for (const [path, summary] of [
    ['/responsibility/get/:id', 'A responsibility form to view or print (HR FORM NO. 0003)'],
    ['/responsibilitymodify/get/:id', 'A responsibility form to edit'],
  ] as const)
    app.get(
      path,
      {
        schema: { tags, summary, params: responsibilityParams, response: { 200: responsibilityDetailReply } },
      },
      (req) => svc.formDetail(db, files, req.params.id),
    );
  app.post(
    '/manualresponsibility/add',
    {
      schema: {
        tags,
        summary:
          'A responsibility form for an employee without one (responsibility: the items, JSON or JSON text)',
        body: responsibilityAddBody,
        response: { 200: doneIdReply },
      },
    },
    async (req) => done(RESPONSIBILITY_MESSAGES.saved, await svc.addForm(db, actorOf(req), req.body)),
  );
  app.post(
    '/responsibility/update/:id',
    {
      schema: {
        tags,
        summary: "A responsibility form's items, replaced",
        params: responsibilityParams,
        body: responsibilityUpdateBody,
        response: { 200: successReply },
      },
    },
    async (req) => {
      await svc.updateForm(db, actorOf(req), req.params.id, req.body);
      return done(RESPONSIBILITY_MESSAGES.saved);
    },
  );
  app.delete(
    '/responsibility/delete/:id',
    {
      schema: {
        tags,
        summary: 'Delete a responsibility form',
        params: responsibilityParams,
        response: { 200: successReply },
      },
    },
    async (req) => {
      await svc.deleteForm(db, actorOf(req), req.params.id);
      return done(RESPONSIBILITY_MESSAGES.deleted);
    },
  );
  app.get(
    '/employeenoresponsibility',
    {
      schema: {
        tags,
        summary: 'Employees without a responsibility form (the add form’s select)',
        querystring: employeeOptionsQuery,
        response: { 200: employeeOptionsReply },
      },
    },
    (req) => svc.employeesWithoutForm(db, req.query),
  );

  // ---- work from home

  app.get(
    '/wfh/responsibility/hr/get',
    {
      schema: {
        tags,
        summary: 'The work-from-home undertakings',
        querystring: wfhListQuery,
        response: { 200: wfhListReply },
      },
    },
    async (req) => rawReply(await svc.listWfh(db, req.query)),
  );
  app.get(
    '/wfh/responsibility/hr/get/:id',
    {
      schema: {
        tags,
        summary: 'A work-from-home undertaking, for its printable addendum',
        params: responsibilityParams,
        response: { 200: wfhDetailReply },
      },
    },
    (req) => svc.wfhDetail(db, files, req.params.id),
  );
  app.post(
    '/wfh/responsibility/hr/add',
    {
      schema: {
        tags,
        summary:
          'Record a work-from-home undertaking (multipart: employee_id, until_date, date_sign, the signature image as files[0])',
        consumes: ['multipart/form-data'],
        response: { 200: doneIdReply },
      },
      config: { multipart: wfhAddFields, uploads: WFH_UPLOADS },
    },
    (req) =>
      files.saveUploads(req, WFH_UPLOADS, async (upload) =>
        done(
          RESPONSIBILITY_MESSAGES.saved,
          await svc.addWfh(db, actorOf(req), upload, upload.parse(wfhAddFields)),
        ),
      ),
  );
};
