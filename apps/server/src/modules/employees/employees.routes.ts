import { contactBody, contactsQuery, saveContactReply } from '@hris/domain/contacts';
import {
  dependentRegistrationReply,
  dependentsQuery,
  registerDependentBody,
  saveDependentsReply,
  updateDependentBody,
} from '@hris/domain/dependents';
import {
  activeEmployeesQuery,
  addEmployeeReply,
  employeeBody,
  employeeDetailReply,
  employeeOptionsQuery,
  employeeOptionsReply,
  employeeUpdateBody,
  employeeUpdateReply,
  inactiveEmployeesQuery,
  inactiveStatusBody,
  jobInformationBody,
  jobInformationQuery,
  jobInformationReply,
  substituteBody,
  supervisorInfoReply,
} from '@hris/domain/employee';
import { requirementBody, requirementsQuery, saveRequirementsReply } from '@hris/domain/requirements';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import { done, idParam } from '../../lib/replies';
import { actorOf, recordView } from '../../plugins/audit';
import { listContacts, updateContact } from './contacts.service';
import * as deps from './dependents.service';
import { employeeOptions } from './employees.options';
import * as svc from './employees.service';
import { listRequirements, updateRequirements } from './requirements.service';

const tags = ['employees'];

export const employeesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  const id = (params: Record<string, unknown>, name = 'id') => Number(params[name]);
  /** A 201 file goes out only once its viewing is recorded (Data Privacy Act: who looked at whose data). */
  const viewed = async <T extends { id: number }>(req: FastifyRequest, reading: Promise<T>): Promise<T> => {
    const record = await reading;
    await recordView(db, actorOf(req), 'employee', record.id);
    return record;
  };

  // ---- the 201 file
  app.post(
    '/employees/add',
    {
      schema: {
        tags,
        summary: 'New employee (datasheet)',
        response: { 200: addEmployeeReply },
        body: employeeBody,
      },
    },
    async (req) => done('Employee added.', await svc.addEmployee(db, actorOf(req), req.body)),
  );
  app.get(
    '/employees',
    {
      schema: {
        tags,
        summary: 'Employees for a select',
        response: { 200: employeeOptionsReply },
        querystring: employeeOptionsQuery,
      },
    },
    (req) => employeeOptions(db, req.query),
  );
  app.get(
    '/active/employee',
    { schema: { tags, summary: 'Active Employees', querystring: activeEmployeesQuery } },
    (req) => svc.listActive(db, req.query),
  );
  for (const url of ['/inactive', '/resigned']) {
    app.get(
      url,
      {
        schema: {
          tags,
          summary: 'Inactive Employees (resigned, AWOL, terminated)',
          querystring: inactiveEmployeesQuery,
        },
      },
      (req) => svc.listInactive(db, req.query),
    );
  }
  app.get(
    '/updateemployeeinfo/get/:id',
    {
      schema: {
        tags,
        summary: 'One employee, whole',
        response: { 200: employeeDetailReply },
        params: idParam('id'),
      },
    },
    (req) => viewed(req, svc.getEmployee(db, id(req.params))),
  );
  app.get(
    '/employee/:id(^\\d+$)',
    {
      schema: {
        tags,
        summary: 'One employee with subordinates',
        response: { 200: employeeDetailReply },
        params: idParam('id'),
      },
    },
    (req) => viewed(req, svc.getEmployee(db, id(req.params))),
  );
  app.post(
    '/updateemployeebyhr/update/:employee_id',
    {
      schema: {
        tags,
        summary: 'HR edit of an employee (any subset of fields)',
        response: { 200: employeeUpdateReply },
        params: idParam('employee_id'),
        body: employeeUpdateBody,
      },
    },
    async (req) =>
      done(
        'Employee updated.',
        await svc.updateEmployee(db, actorOf(req), id(req.params, 'employee_id'), req.body),
      ),
  );

  // ---- job information
  app.get(
    '/jobinformation',
    { schema: { tags, summary: 'Job Information list', querystring: jobInformationQuery } },
    (req) => svc.listJobInformation(db, req.query),
  );
  app.get(
    '/jobinformation/get/:id',
    {
      schema: {
        tags,
        summary: 'Job information of one employee',
        response: { 200: jobInformationReply },
        params: idParam('id'),
      },
    },
    (req) => viewed(req, svc.getJobInformation(db, id(req.params))),
  );
  app.post(
    '/jobinformation/update/:id',
    {
      schema: {
        tags,
        summary: 'Update job information',
        response: { 200: employeeUpdateReply },
        params: idParam('id'),
        body: jobInformationBody,
      },
    },
    async (req) => {
      const { employee_id: _ignored, ...body } = req.body;
      return done(
        'Job information updated.',
        await svc.updateEmployee(db, actorOf(req), id(req.params), body),
      );
    },
  );
  app.post(
    '/jobinformation/update/inactive/:id',
    {
      schema: {
        tags,
        summary: 'Set the status from the inactive list',
        response: { 200: employeeUpdateReply },
        params: idParam('id'),
        body: inactiveStatusBody,
      },
    },
    async (req) =>
      done('Status updated.', await svc.updateEmployee(db, actorOf(req), id(req.params), req.body)),
  );
  app.get(
    '/supervisor/get/:emp_id',
    {
      schema: {
        tags,
        summary: 'Members and possible substitutes',
        response: { 200: supervisorInfoReply },
        params: idParam('emp_id'),
      },
    },
    (req) => svc.supervisorInfo(db, id(req.params, 'emp_id')),
  );
  app.post(
    '/superiorroles/update/:emp_id',
    {
      schema: {
        tags,
        summary: 'Move the members to a substitute and change the status',
        response: { 200: employeeUpdateReply },
        params: idParam('emp_id'),
        body: substituteBody,
      },
    },
    async (req) => {
      const { superior_name: _derived, ...body } = req.body;
      return done(
        'Members moved and status updated.',
        await svc.updateEmployee(db, actorOf(req), id(req.params, 'emp_id'), body),
      );
    },
  );

  // ---- requirements and contacts
  app.get(
    '/requirements',
    { schema: { tags, summary: 'Requirements Tracker', querystring: requirementsQuery } },
    (req) => listRequirements(db, req.query),
  );
  app.post(
    '/requirements/update/:id',
    {
      schema: {
        tags,
        summary: 'Update document statuses and note',
        response: { 200: saveRequirementsReply },
        params: idParam('id'),
        body: requirementBody,
      },
    },
    async (req) =>
      done('Requirements updated.', await updateRequirements(db, actorOf(req), id(req.params), req.body)),
  );
  app.get('/contacts', { schema: { tags, summary: 'Contact List', querystring: contactsQuery } }, (req) =>
    listContacts(db, req.query),
  );
  app.post(
    '/contacts/update/:id',
    {
      schema: {
        tags,
        summary: 'Update contact details',
        response: { 200: saveContactReply },
        params: idParam('id'),
        body: contactBody,
      },
    },
    async (req) => done('Contact updated.', await updateContact(db, actorOf(req), id(req.params), req.body)),
  );

  // ---- dependents
  app.get(
    '/dependents',
    { schema: { tags, summary: 'Dependents list', querystring: dependentsQuery } },
    (req) => deps.listDependents(db, req.query),
  );
  app.get(
    '/dependents/get/:id',
    {
      schema: {
        tags,
        summary: "An employee's dependents",
        response: { 200: dependentRegistrationReply },
        params: idParam('id'),
      },
    },
    (req) => deps.getDependents(db, id(req.params)),
  );
  app.post(
    '/dependents/update/:id',
    {
      schema: {
        tags,
        summary: 'Replace dependents and senior citizens',
        response: { 200: saveDependentsReply },
        params: idParam('id'),
        body: updateDependentBody,
      },
    },
    async (req) =>
      done(
        'Dependents updated.',
        await deps.saveDependents(db, actorOf(req), id(req.params), req.body, 'update'),
      ),
  );
  app.delete(
    '/dependents/delete/:id',
    {
      schema: {
        tags,
        summary: 'Remove a registration',
        response: { 200: saveDependentsReply },
        params: idParam('id'),
      },
    },
    async (req) => done('Dependents deleted.', await deps.deleteDependents(db, actorOf(req), id(req.params))),
  );
  app.post(
    '/registerdependent/add',
    {
      schema: {
        tags,
        summary: 'Register dependents',
        response: { 200: saveDependentsReply },
        body: registerDependentBody,
      },
    },
    async (req) => {
      const { employee_id, ...body } = req.body;
      return done(
        'Has been Successfully Register.',
        await deps.saveDependents(db, actorOf(req), employee_id, body, 'register'),
      );
    },
  );
  app.get(
    '/employeenodependent',
    {
      schema: {
        tags,
        summary: 'Employees without registered dependents',
        response: { 200: employeeOptionsReply },
        querystring: employeeOptionsQuery,
      },
    },
    (req) => deps.employeesWithoutDependents(db, req.query),
  );
  app.get(
    '/employeenotregistered',
    {
      schema: {
        tags,
        summary: 'Employees without a user account',
        response: { 200: employeeOptionsReply },
        querystring: employeeOptionsQuery,
      },
    },
    (req) => svc.employeesWithoutAccount(db, req.query),
  );
};
