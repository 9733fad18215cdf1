import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { leaveOptionsKey } from './keys';

/** One employee of a searchable select. */
export type EmployeeChoice = {
  id: number;
  emp_id: string;
  full_name: string;
  position_name: string;
  department_name: string;
};

/** Where the employee select looks: active employees, or those without leave credits yet. */
export type EmployeeSource = 'employees' | 'employee/nocredits';

/** GET api/employees?q=&limit= or api/employee/nocredits?q=&limit= */
export function useEmployeeChoices(source: EmployeeSource, q: string) {
  return useQuery({
    queryKey: [...leaveOptionsKey, source, q],
    queryFn: ({ signal }) => api.get<EmployeeChoice[]>(source, { q: q || undefined, limit: 20 }, signal),
    placeholderData: keepPreviousData,
    staleTime: source === 'employees' ? 30 * 1000 : 0,
  });
}
