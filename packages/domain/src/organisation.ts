import { z } from 'zod';
import { listQuery } from './paging';
import { filterId, optionalText, requiredId, requiredText } from './text';

export const departmentBody = z.object({
  department_name: requiredText('department name', 100),
  functionality: optionalText('functionality', 500),
});
export type DepartmentBody = z.output<typeof departmentBody>;
export type DepartmentInput = z.input<typeof departmentBody>;

export const positionBody = z.object({
  position_name: requiredText('position name', 100),
  department_id: requiredId('department'),
});
export type PositionBody = z.output<typeof positionBody>;
export type PositionInput = z.input<typeof positionBody>;

export const subDepartmentBody = z.object({
  sub_department_name: requiredText('sub department name', 100),
  description: optionalText('description', 500),
});
export type SubDepartmentBody = z.output<typeof subDepartmentBody>;
export type SubDepartmentInput = z.input<typeof subDepartmentBody>;

export const departmentsQuery = listQuery({
  perPage: 20,
  sorts: ['department', 'designations', 'employees', 'created_at'],
});
export const positionsQuery = listQuery({
  perPage: 20,
  sorts: ['pos_name', 'dep_name', 'emp', 'created_at', 'updated_at'],
}).extend({ department_id: filterId('department') });
export const subDepartmentsQuery = listQuery({
  perPage: 20,
  sorts: ['sub_department_name', 'employees', 'created_at'],
});

export type Department = {
  dep_id: number;
  department: string;
  functionality: string;
  designations: number;
  employees: number;
  created_at: string;
  updated_at: string;
};
export type Designation = {
  pos_id: number;
  pos_name: string;
  dep_id: number;
  dep_name: string;
  emp: number;
  created_at: string;
  updated_at: string;
};
export type SubDepartment = {
  id: number;
  sub_department_name: string;
  description: string;
  employees: number;
  created_at: string;
  updated_at: string;
};
export type Timezone = { id: number; timezone_name: string; utc_offset: string };
/** An item of a select's option list. */
export type DepartmentOption = { dep_id: number; department: string };
export type PositionOption = { pos_id: number; pos_name: string; dep_id: number; dep_name: string };
export type SubDepartmentOption = { id: number; sub_department_name: string };

/** `GET api/employeepositions`: designations for a select, optionally of one department. */
export const positionOptionsQuery = z.object({ department_id: filterId('department') });
