import { z } from 'zod';
import { RELATIONSHIPS } from './employee';
import { listQuery } from './paging';
import { doneReply, wireCount, wireId, wireTimestamp } from './replies';
import { jsonArray, optionalPattern, optionalPersonName, personName, requiredId, wholeNumber } from './text';

/** Dependents' PhilHealth and senior citizen numbers use the short mask (docs/rules.md#datasheet). */
export const SHORT_ID_PATTERN = /^\d{2}-\d{7}-\d$/;

export const dependentItem = z.object({
  name: personName('dependent name'),
  relationship: z.enum(RELATIONSHIPS, { error: 'Please select a relationship.' }),
  age: wholeNumber('The age must be a whole number from 0 to 99.', 0, 99),
  phic_no: optionalPattern('PHIC number', SHORT_ID_PATTERN, '12-1234567-1'),
});
export type DependentItem = z.output<typeof dependentItem>;

export const seniorItem = z.object({
  senior_citizen: personName('senior citizen name'),
  middle_initial: optionalPersonName('middle initial'),
  senior_citizen_no: optionalPattern('senior citizen number', SHORT_ID_PATTERN, '12-1234567-1'),
});
export type SeniorItem = z.output<typeof seniorItem>;

const lists = {
  dependents: jsonArray(dependentItem, 'dependents', 20).default([]),
  seniors: jsonArray(seniorItem, 'senior citizens', 10).default([]),
};
const atLeastOne = (v: { dependents: unknown[]; seniors: unknown[] }) =>
  v.dependents.length + v.seniors.length > 0;
const AT_LEAST_ONE = {
  path: ['dependents'],
  message: 'Please add at least one dependent or senior citizen.',
};

export const registerDependentBody = z
  .object({ employee_id: requiredId('employee'), ...lists })
  .refine(atLeastOne, AT_LEAST_ONE);
export const updateDependentBody = z.object(lists).refine(atLeastOne, AT_LEAST_ONE);
export type DependentsBody = z.output<typeof updateDependentBody>;

export const dependentsQuery = listQuery({ perPage: 20, sorts: ['full_name', 'dependents', 'updated_at'] });

/** One employee's registration, as the dependents list shows it. */
export const dependentRow = z.strictObject({
  id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  position_name: z.string(),
  dependents: wireCount,
  seniors: wireCount,
  /** Null when only senior citizens are registered. */
  names: z.string().nullable(),
  updated_at: wireTimestamp,
});
export type DependentRow = z.infer<typeof dependentRow>;
/** `GET api/dependents/get/{id}`: one employee's dependents and senior citizens. */
export const dependentRegistrationReply = z.strictObject({
  employee_id: wireId,
  emp_id: z.string(),
  full_name: z.string(),
  position_name: z.string(),
  dependents: z.array(
    z.strictObject({
      id: wireId,
      name: z.string(),
      relationship: z.enum(RELATIONSHIPS),
      age: z.number().int().min(0),
      phic_no: z.string().nullable(),
    }),
  ),
  seniors: z.array(
    z.strictObject({
      id: wireId,
      senior_citizen: z.string(),
      middle_initial: z.string().nullable(),
      senior_citizen_no: z.string().nullable(),
    }),
  ),
});
export type DependentRegistration = z.infer<typeof dependentRegistrationReply>;
/** Register, update and delete: the employee whose registration it is. */
export const saveDependentsReply = doneReply(z.strictObject({ employee_id: wireId }));
