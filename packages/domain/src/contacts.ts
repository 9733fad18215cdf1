import { z } from 'zod';
import { employeeUpdateReply, RELATIONSHIPS } from './employee';
import { PATTERNS } from './masks';
import { listQuery } from './paging';
import { wireId } from './replies';
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

export const contactRow = z.strictObject({
  id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  position_name: z.string(),
  contact: z.string(),
  email_address: z.string(),
  blueprint_address: z.string(),
  contact_person: z.string(),
  relationship: z.string(),
  emergency_no: z.string(),
});
export type ContactRow = z.infer<typeof contactRow>;
