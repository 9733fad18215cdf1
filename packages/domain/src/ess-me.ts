import { z } from 'zod';
import { employeeDetailReply } from './employee';

/**
 * What self-service shows an employee about themselves (docs/self-service.md): their profile, credits,
 * shifts, calendar, attendance and contributions, each read for the token's own employee only.
 */

/**
 * `GET api/ess/me`: the employee's profile, with the approval chain their requests go through: the
 * supervisor (team leader) and the department head, named as a leave filed today would name them.
 */
export const essMeReply = employeeDetailReply
  .pick({
    emp_id: true,
    full_name: true,
    position_name: true,
    department_name: true,
    sub_department_name: true,
    employment_date: true,
    status: true,
    contact: true,
    email_address: true,
    current_address: true,
    permanent_address: true,
    contact_person: true,
    relationship: true,
    emergency_no: true,
    civil_status: true,
  })
  .extend({ supervisor: z.string().nullable(), department_head: z.string().nullable() });
export type EssMe = z.infer<typeof essMeReply>;
