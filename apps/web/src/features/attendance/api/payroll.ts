import type { Paged } from '@hris/domain/paging';
import type { PayrollDay, PayrollRow } from '@hris/domain/payroll';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
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
    queryFn: ({ signal }) => api.get<Paged<PayrollRow>>('payroll', query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET api/payroll/days/{employee_id}: the days behind one employee's figures. */
export function usePayrollDays(employeeId: number | null, range: CutOff) {
  return useQuery({
    queryKey: [...payrollKey, 'days', employeeId, range.startDate, range.lastDate],
    queryFn: ({ signal }) => api.get<PayrollDay[]>(`payroll/days/${employeeId}`, range, signal),
    enabled: employeeId !== null,
  });
}

/** GET api/payroll/export: the whole cut-off as CSV or XLSX. */
export function exportPayroll(format: 'csv' | 'xlsx', range: CutOff, subDepartment: number) {
  return downloadFile(
    'payroll/export',
    { startDate: range.startDate, lastDate: range.lastDate, sub_department: subDepartment, format },
    `payroll-${range.startDate}-${range.lastDate}.${format}`,
  );
}
