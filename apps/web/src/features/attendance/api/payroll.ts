import { payrollCall, payrollDaysCall, payrollExportCall } from '@hris/domain/calls/attendance';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { download } from '../../../lib/download';
import type { CutOff } from '../cut-off';
import { payrollKey } from './keys';

export type PayrollParams = CutOff & { subDepartment: number; q: string; page: number; perPage: number };

/** GET api/payroll: a page of the cut-off's figures per employee. */
export function usePayroll({ startDate, lastDate, subDepartment, q, page, perPage }: PayrollParams) {
  const query = {
    startDate,
    lastDate,
    sub_department: subDepartment,
    q: q || undefined,
    page,
    per_page: perPage,
  };
  return useQuery({
    queryKey: [...payrollKey, 'list', query],
    queryFn: ({ signal }) => api(payrollCall, { query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET api/payroll/days/{employee_id}: the days behind one employee's figures. */
export function usePayrollDays(employeeId: number | null, range: CutOff) {
  return useQuery({
    queryKey: [...payrollKey, 'days', employeeId, range.startDate, range.lastDate],
    queryFn: ({ signal }) =>
      api(payrollDaysCall, { params: { employee_id: employeeId ?? 0 }, query: range }, signal),
    enabled: employeeId !== null,
  });
}

/** GET api/payroll/export: the whole cut-off as CSV or XLSX. */
export function exportPayroll(format: 'csv' | 'xlsx', range: CutOff, subDepartment: number) {
  return download(
    payrollExportCall,
    {
      query: { startDate: range.startDate, lastDate: range.lastDate, sub_department: subDepartment, format },
    },
    `payroll-${range.startDate}-${range.lastDate}.${format}`,
  );
}
