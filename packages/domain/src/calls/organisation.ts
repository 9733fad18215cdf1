import { defineCall } from '../call';
import {
  departmentBody,
  departmentsQuery,
  departmentsReply,
  positionBody,
  positionOptionsQuery,
  positionOptionsReply,
  positionsQuery,
  positionsReply,
  saveDepartmentReply,
  savePositionReply,
  saveSubDepartmentReply,
  subDepartmentBody,
  subDepartmentOptionsReply,
  subDepartmentsQuery,
  subDepartmentsReply,
  timezonesReply,
} from '../organisation';
import { idParams } from './params';

/** The calls of the organisation: departments, designations, sub-departments (accounts), time zones. */

export const departmentListCall = defineCall({
  method: 'GET',
  path: 'departments',
  summary: 'Departments with counts',
  query: departmentsQuery,
  reply: departmentsReply,
});

export const addDepartmentCall = defineCall({
  method: 'POST',
  path: 'departments/add',
  summary: 'Add a department',
  body: departmentBody,
  reply: saveDepartmentReply,
});

export const updateDepartmentCall = defineCall({
  method: 'POST',
  path: 'departments/update/:dep_id',
  summary: 'Update a department',
  params: idParams('dep_id'),
  body: departmentBody,
  reply: saveDepartmentReply,
});

export const positionListCall = defineCall({
  method: 'GET',
  path: 'positions',
  summary: 'Designations with counts',
  query: positionsQuery,
  reply: positionsReply,
});

export const positionOptionsCall = defineCall({
  method: 'GET',
  path: 'employeepositions',
  summary: 'Designations for a select, optionally of one department',
  query: positionOptionsQuery,
  reply: positionOptionsReply,
});

export const addPositionCall = defineCall({
  method: 'POST',
  path: 'positions/add',
  summary: 'Add a designation',
  body: positionBody,
  reply: savePositionReply,
});

export const updatePositionCall = defineCall({
  method: 'POST',
  path: 'positions/update/:pos_id',
  summary: 'Update a designation',
  params: idParams('pos_id'),
  body: positionBody,
  reply: savePositionReply,
});

export const subDepartmentListCall = defineCall({
  method: 'GET',
  path: 'subdepartments',
  summary: 'Sub-departments with counts',
  query: subDepartmentsQuery,
  reply: subDepartmentsReply,
});

export const subDepartmentOptionsCall = defineCall({
  method: 'GET',
  path: 'subdepartment/all',
  summary: 'Sub-departments for a select',
  reply: subDepartmentOptionsReply,
});

export const addSubDepartmentCall = defineCall({
  method: 'POST',
  path: 'subdepartments/add',
  summary: 'Add a sub-department',
  body: subDepartmentBody,
  reply: saveSubDepartmentReply,
});

export const updateSubDepartmentCall = defineCall({
  method: 'POST',
  path: 'subdepartment/update/:id',
  summary: 'Update a sub-department',
  params: idParams('id'),
  body: subDepartmentBody,
  reply: saveSubDepartmentReply,
});

export const timezonesCall = defineCall({
  method: 'GET',
  path: 'timezones',
  summary: 'Time zones with their current UTC offset',
  reply: timezonesReply,
});
