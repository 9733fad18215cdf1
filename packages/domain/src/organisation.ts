import { z } from 'zod';
import { listQuery } from './paging';
import { doneReply, pagedReply, wireCount, wireId, wireTimestamp } from './replies';
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
  /**
   * Whether the sub-department's rest days are its Rest Day calendar events instead of Saturday and
   * Sunday (an account that works its clients' week). Left out: unchanged (false for a new one).
   */
  rest_days_from_calendar: z
    .union([z.boolean(), z.enum(['0', '1', 'true', 'false']).transform((v) => v === '1' || v === 'true')], {
      error: 'The rest-day setting must be true or false.',
    })
    .optional(),
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

const stamps = { created_at: wireTimestamp, updated_at: wireTimestamp };

/** `GET api/departments`: a department with its designations and active employees counted. */
export const departmentRow = z.strictObject({
  dep_id: wireId,
  department: z.string(),
  functionality: z.string(),
  designations: wireCount,
  employees: wireCount,
  ...stamps,
});
export type Department = z.infer<typeof departmentRow>;
export const departmentsReply = pagedReply(departmentRow);

/** `GET api/positions`: a designation with its department and active employees counted. */
export const designationRow = z.strictObject({
  pos_id: wireId,
  pos_name: z.string(),
  dep_id: wireId,
  dep_name: z.string(),
  emp: wireCount,
  ...stamps,
});
export type Designation = z.infer<typeof designationRow>;
export const positionsReply = pagedReply(designationRow);

/** `GET api/subdepartments`: a sub-department (an account) with its active employees counted. */
export const subDepartmentRow = z.strictObject({
  id: wireId,
  sub_department_name: z.string(),
  description: z.string(),
  rest_days_from_calendar: z.boolean(),
  employees: wireCount,
  ...stamps,
});
export type SubDepartment = z.infer<typeof subDepartmentRow>;
export const subDepartmentsReply = pagedReply(subDepartmentRow);

/** `GET api/timezones`: each zone with its current offset from UTC (`+08:00`), worked out by PostgreSQL. */
export const timezonesReply = z.array(
  z.strictObject({
    id: wireId,
    timezone_name: z.string(),
    utc_offset: z.string().regex(/^[+-]\d{2}:\d{2}$/),
  }),
);
export type Timezone = z.infer<typeof timezonesReply>[number];
/** An item of a select's option list. */
export type DepartmentOption = { dep_id: number; department: string };
/** `GET api/employeepositions`: designations with their department, for a select. */
export const positionOptionsReply = z.array(
  z.strictObject({ pos_id: wireId, pos_name: z.string(), dep_id: wireId, dep_name: z.string() }),
);
export type PositionOption = z.infer<typeof positionOptionsReply>[number];
/** `GET api/subdepartment/all` */
export const subDepartmentOptionsReply = z.array(
  z.strictObject({ id: wireId, sub_department_name: z.string() }),
);
export type SubDepartmentOption = z.infer<typeof subDepartmentOptionsReply>[number];

/** `POST api/departments/add` and `api/departments/update/{dep_id}`: the saved row. */
export const saveDepartmentReply = doneReply(
  z.strictObject({ id: wireId, department_name: z.string(), functionality: z.string(), ...stamps }),
);
/** `POST api/positions/add` and `api/positions/update/{pos_id}`: the saved row. */
export const savePositionReply = doneReply(
  z.strictObject({ id: wireId, pos_name: z.string(), department_id: wireId, ...stamps }),
);
/** `POST api/subdepartments/add` and `api/subdepartment/update/{id}`: the saved row. */
export const saveSubDepartmentReply = doneReply(
  z.strictObject({
    id: wireId,
    sub_department_name: z.string(),
    description: z.string(),
    rest_days_from_calendar: z.boolean(),
    ...stamps,
  }),
);

/** `GET api/employeepositions`: designations for a select, optionally of one department. */
export const positionOptionsQuery = z.object({ department_id: filterId('department') });
