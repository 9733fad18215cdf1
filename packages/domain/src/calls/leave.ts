import { bulkDecisionBody, bulkDecisionReply } from '../bulk';
import { defineCall } from '../call';
import { employeeOptionsQuery, employeeOptionsReply } from '../employee';
import {
  cancelLeaveBody,
  creditConfigBody,
  creditConfigReply,
  creditsListReply,
  creditsQuery,
  hrLeaveUpdateBody,
  hrLeaveUpdateReply,
  leaveCreditsReply,
  leaveDetailReply,
  leaveListQuery,
  leaveListReply,
  leaveTodayReply,
  leaveYearParams,
  ledgerQuery,
  ledgerReply,
  manualLeaveBody,
  manualLeaveReply,
  registerCreditsBody,
  saveCreditConfigReply,
  saveCreditsReply,
  updateCreditsBody,
} from '../leave';
import { successReply } from '../replies';
import { idParams } from './params';

/** The calls of leave: Leave Management, the credits and their configuration, the dashboard's leave cards. */

export const leaveListCall = defineCall({
  method: 'GET',
  path: 'leavemanagement',
  summary: 'Leave Management',
  query: leaveListQuery,
  reply: leaveListReply,
});

export const leaveYearListCall = defineCall({
  method: 'GET',
  path: 'leavemanagement/:year',
  summary: 'Leave Management of one year',
  params: leaveYearParams,
  query: leaveListQuery.omit({ year: true }),
  reply: leaveListReply,
});

export const leaveDetailCall = defineCall({
  method: 'GET',
  path: 'leaveabsences/get/:id',
  summary: 'One leave with the credits',
  params: idParams('id'),
  reply: leaveDetailReply,
});

/** Answered `approved` or `rejected` when HR decided, `success` for another change. */
export const hrUpdateLeaveCall = defineCall({
  method: 'POST',
  path: 'leaveabsences/update/hr/:id',
  summary: 'HR decision on, or update of, a leave',
  params: idParams('id'),
  body: hrLeaveUpdateBody,
  reply: hrLeaveUpdateReply,
});

export const bulkDecideLeavesCall = defineCall({
  method: 'POST',
  path: 'leaveabsences/bulk',
  summary: 'HR decision on many pending leaves at once (each decided alone)',
  body: bulkDecisionBody,
  reply: bulkDecisionReply,
});

export const deleteLeaveCall = defineCall({
  method: 'DELETE',
  path: 'leaveabsences/delete/:id',
  summary: 'Delete a leave (its days come back)',
  params: idParams('id'),
  reply: successReply,
});

export const cancelLeaveCall = defineCall({
  method: 'POST',
  path: 'leave/approval/hr/:id',
  summary: 'Cancel an approved leave',
  params: idParams('id'),
  body: cancelLeaveBody,
  reply: successReply,
});

export const addManualLeaveCall = defineCall({
  method: 'POST',
  path: 'manualleave/add',
  summary: 'Encode a leave manually',
  body: manualLeaveBody,
  reply: manualLeaveReply,
});

export const employeeCreditsCall = defineCall({
  method: 'GET',
  path: 'employee/credits/:employee_id',
  summary: "An employee's credits",
  params: idParams('employee_id'),
  reply: leaveCreditsReply,
});

export const creditsListCall = defineCall({
  method: 'GET',
  path: 'leavecredits',
  summary: 'Leave Credits',
  query: creditsQuery,
  reply: creditsListReply,
});

export const employeesWithoutCreditsCall = defineCall({
  method: 'GET',
  path: 'employee/nocredits',
  summary: 'Employees without credits',
  query: employeeOptionsQuery,
  reply: employeeOptionsReply,
});

export const registerCreditsCall = defineCall({
  method: 'POST',
  path: 'register/credits',
  summary: 'Register credits',
  body: registerCreditsBody,
  reply: saveCreditsReply,
});

export const updateCreditsCall = defineCall({
  method: 'POST',
  path: 'leave/credits/update/:id',
  summary: 'Update credits (not the balance)',
  params: idParams('id'),
  body: updateCreditsBody,
  reply: saveCreditsReply,
});

export const ledgerCall = defineCall({
  method: 'GET',
  path: 'leave/credits/ledger/:employee_id',
  summary: "An employee's credit ledger",
  params: idParams('employee_id'),
  query: ledgerQuery,
  reply: ledgerReply,
});

export const creditConfigCall = defineCall({
  method: 'GET',
  path: 'leave/credits/config',
  summary: 'Leave Credit Config',
  reply: creditConfigReply,
});

export const updateCreditConfigCall = defineCall({
  method: 'POST',
  path: 'credits/config/update/:id',
  summary: "Update one sub-department's credit config",
  params: idParams('id'),
  body: creditConfigBody,
  reply: saveCreditConfigReply,
});

export const onLeaveTodayCall = defineCall({
  method: 'GET',
  path: 'employee/leave',
  summary: 'On leave today',
  reply: leaveTodayReply,
});

export const incomingLeaveCall = defineCall({
  method: 'GET',
  path: 'incomingLeave',
  summary: 'Approved leave starting in the next 30 days',
  reply: leaveTodayReply,
});
