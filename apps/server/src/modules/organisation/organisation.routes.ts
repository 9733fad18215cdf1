import {
  departmentBody,
  departmentsQuery,
  positionBody,
  positionOptionsQuery,
  positionsQuery,
  subDepartmentBody,
  subDepartmentsQuery,
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
    { schema: { tags, summary: 'Add a department', body: departmentBody } },
    async (req) => done('Department added.', await svc.saveDepartment(db, actorOf(req), req.body)),
  );
  app.post(
    '/departments/update/:dep_id',
    { schema: { tags, summary: 'Update a department', params: idParam('dep_id'), body: departmentBody } },
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
        querystring: positionOptionsQuery,
      },
    },
    (req) => svc.positionOptions(db, req.query.department_id),
  );
  app.post(
    '/positions/add',
    { schema: { tags, summary: 'Add a designation', body: positionBody } },
    async (req) => done('Designation added.', await svc.savePosition(db, actorOf(req), req.body)),
  );
  app.post(
    '/positions/update/:pos_id',
    { schema: { tags, summary: 'Update a designation', params: idParam('pos_id'), body: positionBody } },
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
  app.get('/subdepartment/all', { schema: { tags, summary: 'Sub-departments for a select' } }, () =>
    svc.subDepartmentOptions(db),
  );
  app.post(
    '/subdepartments/add',
    { schema: { tags, summary: 'Add a sub-department', body: subDepartmentBody } },
    async (req) => done('Sub-department added.', await svc.saveSubDepartment(db, actorOf(req), req.body)),
  );
  app.post(
    '/subdepartment/update/:id',
    { schema: { tags, summary: 'Update a sub-department', params: idParam('id'), body: subDepartmentBody } },
    async (req) =>
      done(
        'Sub-department updated.',
        await svc.saveSubDepartment(db, actorOf(req), req.body, Number(req.params.id)),
      ),
  );

  app.get('/timezones', { schema: { tags, summary: 'Time zones with their current UTC offset' } }, () =>
    svc.listTimezones(db),
  );
};
