import {
  departmentBody,
  departmentsQuery,
  positionBody,
  positionOptionsQuery,
  positionOptionsReply,
  positionsQuery,
  saveDepartmentReply,
  savePositionReply,
  saveSubDepartmentReply,
  subDepartmentBody,
  subDepartmentOptionsReply,
  subDepartmentsQuery,
  timezonesReply,
} from '@hris/domain/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { done, idParam } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import * as svc from './organisation.service';

const tags = ['organisation'];

export const organisationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/departments',
    { schema: { tags, summary: 'Departments with counts', querystring: departmentsQuery } },
    (req) => svc.listDepartments(db, req.query),
  );
  app.post(
    '/departments/add',
    {
      schema: {
        tags,
        summary: 'Add a department',
        response: { 200: saveDepartmentReply },
        body: departmentBody,
      },
    },
    async (req) => done('Department added.', await svc.saveDepartment(db, actorOf(req), req.body)),
  );
  app.post(
    '/departments/update/:dep_id',
    {
      schema: {
        tags,
        summary: 'Update a department',
        response: { 200: saveDepartmentReply },
        params: idParam('dep_id'),
        body: departmentBody,
      },
    },
    async (req) =>
      done(
        'Department updated.',
        await svc.saveDepartment(db, actorOf(req), req.body, Number(req.params.dep_id)),
      ),
  );

  app.get(
    '/positions',
    { schema: { tags, summary: 'Designations with counts', querystring: positionsQuery } },
    (req) => svc.listPositions(db, req.query),
  );
  app.get(
    '/employeepositions',
    {
      schema: {
        tags,
        summary: 'Designations for a select, optionally of one department',
        response: { 200: positionOptionsReply },
        querystring: positionOptionsQuery,
      },
    },
    (req) => svc.positionOptions(db, req.query.department_id),
  );
  app.post(
    '/positions/add',
    {
      schema: {
        tags,
        summary: 'Add a designation',
        response: { 200: savePositionReply },
        body: positionBody,
      },
    },
    async (req) => done('Designation added.', await svc.savePosition(db, actorOf(req), req.body)),
  );
  app.post(
    '/positions/update/:pos_id',
    {
      schema: {
        tags,
        summary: 'Update a designation',
        response: { 200: savePositionReply },
        params: idParam('pos_id'),
        body: positionBody,
      },
    },
    async (req) =>
      done(
        'Designation updated.',
        await svc.savePosition(db, actorOf(req), req.body, Number(req.params.pos_id)),
      ),
  );

  app.get(
    '/subdepartments',
    { schema: { tags, summary: 'Sub-departments with counts', querystring: subDepartmentsQuery } },
    (req) => svc.listSubDepartments(db, req.query),
  );
  app.get(
    '/subdepartment/all',
    {
      schema: { tags, summary: 'Sub-departments for a select', response: { 200: subDepartmentOptionsReply } },
    },
    () => svc.subDepartmentOptions(db),
  );
  app.post(
    '/subdepartments/add',
    {
      schema: {
        tags,
        summary: 'Add a sub-department',
        response: { 200: saveSubDepartmentReply },
        body: subDepartmentBody,
      },
    },
    async (req) => done('Sub-department added.', await svc.saveSubDepartment(db, actorOf(req), req.body)),
  );
  app.post(
    '/subdepartment/update/:id',
    {
      schema: {
        tags,
        summary: 'Update a sub-department',
        response: { 200: saveSubDepartmentReply },
        params: idParam('id'),
        body: subDepartmentBody,
      },
    },
    async (req) =>
      done(
        'Sub-department updated.',
        await svc.saveSubDepartment(db, actorOf(req), req.body, Number(req.params.id)),
      ),
  );

  app.get(
    '/timezones',
    {
      schema: {
        tags,
        summary: 'Time zones with their current UTC offset',
        response: { 200: timezonesReply },
      },
    },
    () => svc.listTimezones(db),
  );
};
