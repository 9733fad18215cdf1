import { z } from 'zod';
import { RELATIONSHIPS } from './employee';
import { listQuery } from './paging';
import { jsonArray, optionalPattern, personName, requiredId, wholeNumber } from './text';

/** Dependents' PhilHealth and senior citizen numbers use the short mask of §5. */
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
  middle_initial: personName('middle initial'),
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
export type DependentRow = {
  id: number;
  emp_id: string;
  full_name: string;
  position_name: string;
  dependents: number;
  seniors: number;
  names: string;
  updated_at: string;
};
export type DependentRegistration = {
  employee_id: number;
  emp_id: string;
  full_name: string;
  position_name: string;
  dependents: (DependentItem & { id: number })[];
  seniors: (SeniorItem & { id: number })[];
};
