import { defineCall } from '../call';
import { employeeOptionsQuery, employeeOptionsReply } from '../employee';
import { doneIdReply, successReply } from '../replies';
import {
  responsibilityAddBody,
  responsibilityDetailReply,
  responsibilityListQuery,
  responsibilityListReply,
  responsibilityParams,
  responsibilityUpdateBody,
  wfhAddFields,
  wfhDetailReply,
  wfhListQuery,
  wfhListReply,
} from '../responsibility';

/** The calls of the responsibility forms and the work-from-home undertakings. */

export const formListCall = defineCall({
  method: 'GET',
  path: 'responsibility',
  summary: 'The responsibility forms',
  query: responsibilityListQuery,
  reply: responsibilityListReply,
});

export const formCall = defineCall({
  method: 'GET',
  path: 'responsibility/get/:id',
  summary: 'A responsibility form to view or print (HR FORM NO. 0003)',
  params: responsibilityParams,
  reply: responsibilityDetailReply,
});

export const formToEditCall = defineCall({
  method: 'GET',
  path: 'responsibilitymodify/get/:id',
  summary: 'A responsibility form to edit',
  params: responsibilityParams,
  reply: responsibilityDetailReply,
});

export const addFormCall = defineCall({
  method: 'POST',
  path: 'manualresponsibility/add',
  summary: 'A responsibility form for an employee without one (responsibility: the items, JSON or JSON text)',
  body: responsibilityAddBody,
  reply: doneIdReply,
});

export const updateFormCall = defineCall({
  method: 'POST',
  path: 'responsibility/update/:id',
  summary: "A responsibility form's items, replaced",
  params: responsibilityParams,
  body: responsibilityUpdateBody,
  reply: successReply,
});

export const deleteFormCall = defineCall({
  method: 'DELETE',
  path: 'responsibility/delete/:id',
  summary: 'Delete a responsibility form',
  params: responsibilityParams,
  reply: successReply,
});

export const employeesWithoutFormCall = defineCall({
  method: 'GET',
  path: 'employeenoresponsibility',
  summary: 'Employees without a responsibility form (the add form’s select)',
  query: employeeOptionsQuery,
  reply: employeeOptionsReply,
});

// ---- work from home

export const wfhListCall = defineCall({
  method: 'GET',
  path: 'wfh/responsibility/hr/get',
  summary: 'The work-from-home undertakings',
  query: wfhListQuery,
  reply: wfhListReply,
});

export const wfhCall = defineCall({
  method: 'GET',
  path: 'wfh/responsibility/hr/get/:id',
  summary: 'A work-from-home undertaking, for its printable addendum',
  params: responsibilityParams,
  reply: wfhDetailReply,
});

export const addWfhCall = defineCall({
  method: 'POST',
  path: 'wfh/responsibility/hr/add',
  summary:
    'Record a work-from-home undertaking (multipart: employee_id, until_date, date_sign, the signature image as files[0])',
  multipart: wfhAddFields,
  reply: doneIdReply,
});
