import * as calls from '@hris/domain/calls/employees';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { routesFor } from '../../lib/calls';
import { done } from '../../lib/replies';
import { actorOf, recordView } from '../../plugins/audit';
import { listContacts, updateContact } from './contacts.service';
import * as deps from './dependents.service';
import { employeeOptions } from './employees.options';
import * as svc from './employees.service';
import { listRequirements, updateRequirements } from './requirements.service';

const tags = ['employees'];

export const employeesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const route = routesFor(app, tags);
  /** A 201 file goes out only once its viewing is recorded (Data Privacy Act: who looked at whose data). */
  const viewed = async <T extends { id: number }>(req: FastifyRequest, reading: Promise<T>): Promise<T> => {
    const record = await reading;
    await recordView(db, actorOf(req), 'employee', record.id);
    return record;
  };

  // ---- the 201 file
  route(calls.addEmployeeCall, async (req) =>
    done('Employee added.', await svc.addEmployee(db, actorOf(req), req.body)),
  );
  route(calls.employeeOptionsCall, (req) => employeeOptions(db, req.query));
  route(calls.activeEmployeesCall, (req) => svc.listActive(db, req.query));
  for (const call of [calls.inactiveEmployeesCall, calls.resignedEmployeesCall]) {
    route(call, (req) => svc.listInactive(db, req.query));
  }
  route(calls.employeeRecordCall, (req) => viewed(req, svc.getEmployee(db, req.params.id)));
  route(calls.employeeCall, (req) => viewed(req, svc.getEmployee(db, req.params.id)));
  route(calls.updateEmployeeCall, async (req) =>
    done('Employee updated.', await svc.updateEmployee(db, actorOf(req), req.params.employee_id, req.body)),
  );

  // ---- job information
  route(calls.jobInformationListCall, (req) => svc.listJobInformation(db, req.query));
  route(calls.jobInformationCall, (req) => viewed(req, svc.getJobInformation(db, req.params.id)));
  route(calls.updateJobInformationCall, async (req) => {
    const { employee_id: _ignored, ...body } = req.body;
    return done('Job information updated.', await svc.updateEmployee(db, actorOf(req), req.params.id, body));
  });
  route(calls.inactiveStatusCall, async (req) =>
    done('Status updated.', await svc.updateEmployee(db, actorOf(req), req.params.id, req.body)),
  );
  route(calls.supervisorInfoCall, (req) => svc.supervisorInfo(db, req.params.emp_id));
  route(calls.substituteCall, async (req) => {
    const { superior_name: _derived, ...body } = req.body;
    return done(
      'Members moved and status updated.',
      await svc.updateEmployee(db, actorOf(req), req.params.emp_id, body),
    );
  });

  // ---- requirements and contacts
  route(calls.requirementsListCall, (req) => listRequirements(db, req.query));
  route(calls.updateRequirementsCall, async (req) =>
    done('Requirements updated.', await updateRequirements(db, actorOf(req), req.params.id, req.body)),
  );
  route(calls.contactListCall, (req) => listContacts(db, req.query));
  route(calls.updateContactCall, async (req) =>
    done('Contact updated.', await updateContact(db, actorOf(req), req.params.id, req.body)),
  );

  // ---- dependents
  route(calls.dependentListCall, (req) => deps.listDependents(db, req.query));
  route(calls.dependentsCall, (req) => deps.getDependents(db, req.params.id));
  route(calls.updateDependentsCall, async (req) =>
    done(
      'Dependents updated.',
      await deps.saveDependents(db, actorOf(req), req.params.id, req.body, 'update'),
    ),
  );
  route(calls.deleteDependentsCall, async (req) =>
    done('Dependents deleted.', await deps.deleteDependents(db, actorOf(req), req.params.id)),
  );
  route(calls.registerDependentsCall, async (req) => {
    const { employee_id, ...body } = req.body;
    return done(
      'Has been Successfully Register.',
      await deps.saveDependents(db, actorOf(req), employee_id, body, 'register'),
    );
  });
  route(calls.employeesWithoutDependentsCall, (req) => deps.employeesWithoutDependents(db, req.query));
  route(calls.employeesWithoutAccountCall, (req) => svc.employeesWithoutAccount(db, req.query));
};
