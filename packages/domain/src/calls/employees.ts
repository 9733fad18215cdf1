import { defineCall } from '../call';
import { contactBody, contactRow, contactsQuery, saveContactReply } from '../contacts';
import {
  dependentRegistrationReply,
  dependentRow,
  dependentsQuery,
  registerDependentBody,
  saveDependentsReply,
  updateDependentBody,
} from '../dependents';
import {
  activeEmployeesQuery,
  activeEmployeesReply,
  addEmployeeReply,
  employeeBody,
  employeeDetailReply,
  employeeOptionsQuery,
  employeeOptionsReply,
  employeeUpdateBody,
  employeeUpdateReply,
  inactiveEmployeesQuery,
  inactiveEmployeesReply,
  inactiveStatusBody,
  jobInformationBody,
  jobInformationListReply,
  jobInformationQuery,
  jobInformationReply,
  substituteBody,
  supervisorInfoReply,
} from '../employee';
import { pagedReply } from '../replies';
import {
  requirementBody,
  requirementsQuery,
  requirementsReply,
  saveRequirementsReply,
} from '../requirements';
import { idParams } from './params';

/** The calls of the 201 file: employees, job information, requirements, contacts and dependents. */

export const activeEmployeesCall = defineCall({
  method: 'GET',
  path: 'active/employee',
  summary: 'Active Employees',
  query: activeEmployeesQuery,
  reply: activeEmployeesReply,
});

/** `inactive` and `resigned` are the same list (the legacy app called both). */
export const inactiveEmployeesCall = defineCall({
  method: 'GET',
  path: 'inactive',
  summary: 'Inactive Employees (resigned, AWOL, terminated)',
  query: inactiveEmployeesQuery,
  reply: inactiveEmployeesReply,
});

export const resignedEmployeesCall = defineCall({ ...inactiveEmployeesCall, path: 'resigned' });

export const jobInformationListCall = defineCall({
  method: 'GET',
  path: 'jobinformation',
  summary: 'Job Information list',
  query: jobInformationQuery,
  reply: jobInformationListReply,
});

export const requirementsListCall = defineCall({
  method: 'GET',
  path: 'requirements',
  summary: 'Requirements Tracker',
  query: requirementsQuery,
  reply: requirementsReply,
});

export const addEmployeeCall = defineCall({
  method: 'POST',
  path: 'employees/add',
  summary: 'New employee (datasheet)',
  body: employeeBody,
  reply: addEmployeeReply,
});

export const employeeOptionsCall = defineCall({
  method: 'GET',
  path: 'employees',
  summary: 'Employees for a select',
  query: employeeOptionsQuery,
  reply: employeeOptionsReply,
});

export const employeeRecordCall = defineCall({
  method: 'GET',
  path: 'updateemployeeinfo/get/:id',
  summary: 'One employee, whole',
  params: idParams('id'),
  reply: employeeDetailReply,
});

export const employeeCall = defineCall({
  method: 'GET',
  path: 'employee/:id(^\\d+$)',
  summary: 'One employee with subordinates',
  params: idParams('id'),
  reply: employeeDetailReply,
});

export const updateEmployeeCall = defineCall({
  method: 'POST',
  path: 'updateemployeebyhr/update/:employee_id',
  summary: 'HR edit of an employee (any subset of fields)',
  params: idParams('employee_id'),
  body: employeeUpdateBody,
  reply: employeeUpdateReply,
});

// ---- job information

export const jobInformationCall = defineCall({
  method: 'GET',
  path: 'jobinformation/get/:id',
  summary: 'Job information of one employee',
  params: idParams('id'),
  reply: jobInformationReply,
});

export const updateJobInformationCall = defineCall({
  method: 'POST',
  path: 'jobinformation/update/:id',
  summary: 'Update job information',
  params: idParams('id'),
  body: jobInformationBody,
  reply: employeeUpdateReply,
});

export const inactiveStatusCall = defineCall({
  method: 'POST',
  path: 'jobinformation/update/inactive/:id',
  summary: 'Set the status from the inactive list',
  params: idParams('id'),
  body: inactiveStatusBody,
  reply: employeeUpdateReply,
});

export const supervisorInfoCall = defineCall({
  method: 'GET',
  path: 'supervisor/get/:emp_id',
  summary: 'Members and possible substitutes',
  params: idParams('emp_id'),
  reply: supervisorInfoReply,
});

export const substituteCall = defineCall({
  method: 'POST',
  path: 'superiorroles/update/:emp_id',
  summary: 'Move the members to a substitute and change the status',
  params: idParams('emp_id'),
  body: substituteBody,
  reply: employeeUpdateReply,
});

// ---- requirements and contacts

export const updateRequirementsCall = defineCall({
  method: 'POST',
  path: 'requirements/update/:id',
  summary: 'Update document statuses and note',
  params: idParams('id'),
  body: requirementBody,
  reply: saveRequirementsReply,
});

export const contactListCall = defineCall({
  method: 'GET',
  path: 'contacts',
  summary: 'Contact List',
  query: contactsQuery,
  reply: pagedReply(contactRow),
});

export const updateContactCall = defineCall({
  method: 'POST',
  path: 'contacts/update/:id',
  summary: 'Update contact details',
  params: idParams('id'),
  body: contactBody,
  reply: saveContactReply,
});

// ---- dependents

export const dependentListCall = defineCall({
  method: 'GET',
  path: 'dependents',
  summary: 'Dependents list',
  query: dependentsQuery,
  reply: pagedReply(dependentRow),
});

export const dependentsCall = defineCall({
  method: 'GET',
  path: 'dependents/get/:id',
  summary: "An employee's dependents",
  params: idParams('id'),
  reply: dependentRegistrationReply,
});

export const updateDependentsCall = defineCall({
  method: 'POST',
  path: 'dependents/update/:id',
  summary: 'Replace dependents and senior citizens',
  params: idParams('id'),
  body: updateDependentBody,
  reply: saveDependentsReply,
});

export const deleteDependentsCall = defineCall({
  method: 'DELETE',
  path: 'dependents/delete/:id',
  summary: 'Remove a registration',
  params: idParams('id'),
  reply: saveDependentsReply,
});

export const registerDependentsCall = defineCall({
  method: 'POST',
  path: 'registerdependent/add',
  summary: 'Register dependents',
  body: registerDependentBody,
  reply: saveDependentsReply,
});

export const employeesWithoutDependentsCall = defineCall({
  method: 'GET',
  path: 'employeenodependent',
  summary: 'Employees without registered dependents',
  query: employeeOptionsQuery,
  reply: employeeOptionsReply,
});

export const employeesWithoutAccountCall = defineCall({
  method: 'GET',
  path: 'employeenotregistered',
  summary: 'Employees without a user account',
  query: employeeOptionsQuery,
  reply: employeeOptionsReply,
});
