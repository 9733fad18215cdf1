import * as calls from '@hris/domain/calls/organisation';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import { actorOf } from '../../plugins/audit';
import * as svc from './organisation.service';

export const organisationRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = routesFor(app, ['organisation']);

  route(calls.departmentListCall, (req) => svc.listDepartments(db, req.query));
  route(calls.addDepartmentCall, async (req) =>
    done('Department added.', await svc.saveDepartment(db, actorOf(req), req.body)),
  );
  route(calls.updateDepartmentCall, async (req) =>
    done('Department updated.', await svc.saveDepartment(db, actorOf(req), req.body, req.params.dep_id)),
  );

  route(calls.positionListCall, (req) => svc.listPositions(db, req.query));
  route(calls.positionOptionsCall, (req) => svc.positionOptions(db, req.query.department_id));
  route(calls.addPositionCall, async (req) =>
    done('Designation added.', await svc.savePosition(db, actorOf(req), req.body)),
  );
  route(calls.updatePositionCall, async (req) =>
    done('Designation updated.', await svc.savePosition(db, actorOf(req), req.body, req.params.pos_id)),
  );

  route(calls.subDepartmentListCall, (req) => svc.listSubDepartments(db, req.query));
  route(calls.subDepartmentOptionsCall, () => svc.subDepartmentOptions(db));
  route(calls.addSubDepartmentCall, async (req) =>
    done('Sub-department added.', await svc.saveSubDepartment(db, actorOf(req), req.body)),
  );
  route(calls.updateSubDepartmentCall, async (req) =>
    done('Sub-department updated.', await svc.saveSubDepartment(db, actorOf(req), req.body, req.params.id)),
  );

  route(calls.timezonesCall, () => svc.listTimezones(db));
};
