import { defineCall } from '../call';
import { employeeOptionsQuery, employeeOptionsReply } from '../employee';
import { pagedReply } from '../replies';
import {
  ADJUSTMENT_KIND,
  currentShiftQuery,
  currentShiftReply,
  shiftHistoryReply,
  UNDERTIME_KIND,
  workShiftAddBody,
  workShiftDeletedReply,
  workShiftListQuery,
  workShiftRow,
  workShiftSavedReply,
  workShiftUpdateBody,
} from '../schedule';
import { idParams } from './params';
import { requestCalls } from './requests';

/** The calls of Schedule: work shifts, and the two request kinds HR decides. */

export const workShiftListCall = defineCall({
  method: 'GET',
  path: 'workshifts',
  summary: 'Work Shifts (the shift in force today)',
  query: workShiftListQuery,
  reply: pagedReply(workShiftRow),
});

export const employeesWithShiftCall = defineCall({
  method: 'GET',
  path: 'employeeworkshift',
  summary: 'Employees with a shift, for a select',
  query: employeeOptionsQuery,
  reply: employeeOptionsReply,
});

export const employeesWithoutShiftCall = defineCall({
  method: 'GET',
  path: 'employeenosched',
  summary: 'Active employees without a shift, for a select',
  query: employeeOptionsQuery,
  reply: employeeOptionsReply,
});

export const addWorkShiftCall = defineCall({
  method: 'POST',
  path: 'workshifts/add',
  summary: 'Assign a shift to an employee without one',
  body: workShiftAddBody,
  reply: workShiftSavedReply,
});

export const updateWorkShiftCall = defineCall({
  method: 'POST',
  path: 'workshifts/update/:id',
  summary: "Change an employee's shift from a date on ({id}: one of their shift history rows)",
  params: idParams('id'),
  body: workShiftUpdateBody,
  reply: workShiftSavedReply,
});

export const deleteWorkShiftCall = defineCall({
  method: 'DELETE',
  path: 'workshifts/delete/:id',
  summary: "Remove an employee's shift from today on ({id}: one of their shift history rows)",
  params: idParams('id'),
  reply: workShiftDeletedReply,
});

export const shiftHistoryCall = defineCall({
  method: 'GET',
  path: 'workshifts/history/:employee_id',
  summary: "An employee's shift history, newest first",
  params: idParams('employee_id'),
  reply: shiftHistoryReply,
});

export const currentShiftCall = defineCall({
  method: 'GET',
  path: 'getcurrentshift/get/:employee_id',
  summary: "An employee's shift on a date (today without one)",
  params: idParams('employee_id'),
  query: currentShiftQuery,
  reply: currentShiftReply,
});

export const adjustmentCalls = requestCalls(ADJUSTMENT_KIND);
export const undertimeCalls = requestCalls(UNDERTIME_KIND);
