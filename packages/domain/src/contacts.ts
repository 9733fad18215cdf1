import { z } from 'zod';
import { employeeUpdateReply, RELATIONSHIPS } from './employee';
import { PATTERNS } from './masks';
import { listQuery } from './paging';
import { optionalText, personName, requiredEmail, requiredPattern } from './text';

/** `POST api/contacts/update/{id}` */
export const contactBody = z.object({
  contact: requiredPattern('contact number', PATTERNS.contact, '0917-1234567'),
  contact_person: personName('contact person'),
  emergency_no: requiredPattern('emergency number', PATTERNS.contact, '0917-1234567'),
  email_address: requiredEmail('email address'),
  blueprint_address: optionalText('company address', 255),
  relationship: z.enum(RELATIONSHIPS, { error: 'Please select a relationship.' }),
});
export type ContactBody = z.output<typeof contactBody>;
/** `POST api/contacts/update/{id}`: the one employee update's reply. */
export const saveContactReply = employeeUpdateReply;

export const contactsQuery = listQuery({ perPage: 200, sorts: ['full_name', 'emp_id'] });

export type ContactRow = {
  id: number;
  emp_id: string;
  full_name: string;
  position_name: string;
  contact: string;
  email_address: string;
  blueprint_address: string;
  contact_person: string;
  relationship: string;
  emergency_no: string;
};
