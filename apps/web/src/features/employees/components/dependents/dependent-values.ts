import type { DependentRegistration } from '@hris/domain/dependents';
import type { RELATIONSHIPS } from '@hris/domain/employee';
import type { FieldErrors, Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { formFields } from '../../../../components/form/form-fields';
import { formResolver } from '../../../../components/form/form-resolver';
import { ignoreBlankRows, isBlankRow } from '../../../../components/form/repeatable-rows';

export type DependentRowValues = {
  name: string;
  relationship: (typeof RELATIONSHIPS)[number] | null;
  age: string;
  phic_no: string;
};
export type SeniorRowValues = { senior_citizen: string; middle_initial: string; senior_citizen_no: string };
export type DependentFormValues = {
  employee_id: number | null;
  dependents: DependentRowValues[];
  seniors: SeniorRowValues[];
};

export const F = formFields<DependentFormValues>();

export const EMPTY_DEPENDENT: DependentRowValues = { name: '', relationship: null, age: '', phic_no: '' };
export const EMPTY_SENIOR: SeniorRowValues = {
  senior_citizen: '',
  middle_initial: '',
  senior_citizen_no: '',
};

export function dependentFormValues(registration?: DependentRegistration): DependentFormValues {
  if (!registration)
    return { employee_id: null, dependents: [{ ...EMPTY_DEPENDENT }], seniors: [{ ...EMPTY_SENIOR }] };
  return {
    employee_id: registration.employee_id,
    dependents:
      registration.dependents.length > 0
        ? registration.dependents.map((row) => ({
            name: row.name,
            relationship: row.relationship,
            age: String(row.age),
            phic_no: row.phic_no ?? '',
          }))
        : [{ ...EMPTY_DEPENDENT }],
    seniors:
      registration.seniors.length > 0
        ? registration.seniors.map((row) => ({
            senior_citizen: row.senior_citizen,
            middle_initial: row.middle_initial ?? '',
            senior_citizen_no: row.senior_citizen_no ?? '',
          }))
        : [{ ...EMPTY_SENIOR }],
  };
}

const AGE_REQUIRED = 'The age field is required.';

/**
 * The registration's validation: the contract's schema, with empty rows ignored, and an age that
 * must be typed (the schema would read an empty age as 0).
 */
export function dependentsResolver<S extends z.ZodType>(
  schema: S,
): Resolver<DependentFormValues, unknown, z.output<S>> {
  const base = ignoreBlankRows(formResolver<DependentFormValues, S>(schema), ['dependents', 'seniors']);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const missingAge = values.dependents.flatMap((row, index) =>
      !isBlankRow(row) && row.age === '' ? [index] : [],
    );
    if (missingAge.length === 0) return result;
    const errors = { ...result.errors } as FieldErrors<DependentFormValues>;
    const rows = (Array.isArray(errors.dependents) ? [...errors.dependents] : []) as Record<
      string,
      unknown
    >[];
    for (const index of missingAge)
      rows[index] = { ...rows[index], age: { type: 'rule', message: AGE_REQUIRED } };
    (errors as Record<string, unknown>).dependents = rows;
    return { values: {}, errors };
  };
}
