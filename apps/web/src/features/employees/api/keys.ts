import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the employees area. Everything sits under ['employees'], because one change of an
 * employee (status, designation, name) shows on every list of the area: a mutation invalidates it all.
 */
export const employeesKey = ['employees'] as const;
export const activeEmployeesKey = [...employeesKey, 'active'] as const;
export const inactiveEmployeesKey = [...employeesKey, 'inactive'] as const;
export const jobInformationListKey = [...employeesKey, 'jobinformation'] as const;
export const requirementsKey = [...employeesKey, 'requirements'] as const;
export const contactsKey = [...employeesKey, 'contacts'] as const;
export const dependentsKey = [...employeesKey, 'dependents'] as const;
export const optionsKey = [...employeesKey, 'options'] as const;

export function invalidateEmployees(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ queryKey: employeesKey });
}
