import type {
  AttendanceCreateBody,
  AttendanceEmployee,
  AttendanceLogRow,
  AttendanceUpdateBody,
  EmployeeLogsReply,
} from '@hris/domain/attendance';
import type { Paged } from '@hris/domain/paging';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type MutationReply } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download';
import type { CutOff } from '../cut-off';
import { employeeLogsKey, invalidateAttendance, memberLogsKey } from './keys';

/** What the grid asks for: a cut-off, a sub-department (0: all), a name and a page. */
export type MemberLogsParams = CutOff & { subDepartment: number; q: string; page: number; perPage: number };

/** GET api/getmemberlogsarchivebydepartment: a page of employees, each with a day per date of the range. */
export function useMemberLogs({ startDate, lastDate, subDepartment, q, page, perPage }: MemberLogsParams) {
  const query = {
    startDate,
    lastDate,
    sub_department: subDepartment,
    q: q || undefined,
    page,
    per_page: perPage,
  };
  return useQuery({
    queryKey: [...memberLogsKey, query],
    queryFn: ({ signal }) =>
      api.get<Paged<AttendanceEmployee>>('getmemberlogsarchivebydepartment', query, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET api/attendance/employee/{id}?startDate&lastDate: one employee's range, day by day, with the logs. */
export function useEmployeeLogs(employeeId: number | null, range: CutOff) {
  return useQuery({
    queryKey: [...employeeLogsKey, employeeId, range.startDate, range.lastDate],
    queryFn: ({ signal }) => api.get<EmployeeLogsReply>(`attendance/employee/${employeeId}`, range, signal),
    enabled: employeeId !== null,
    staleTime: 0,
  });
}

export type LogSavedReply = MutationReply & { data: AttendanceLogRow };

type SaveLog =
  | { kind: 'update'; body: AttendanceUpdateBody }
  | { kind: 'create'; body: AttendanceCreateBody };

/**
 * POST api/updateindividualattendanceinfo (a log's eight times and why; 409 when someone else changed
 * it since it was read) or api/createindividualattendanceinfo (a day without a log; 409 when it has one).
 * Either way the grid, the modal and the payroll figures are read again.
 */
export function useSaveLog() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, body }: SaveLog) =>
      api.mutate<LogSavedReply>(
        kind === 'update' ? 'updateindividualattendanceinfo' : 'createindividualattendanceinfo',
        body,
      ),
    onSettled: () => invalidateAttendance(client),
  });
}

export type AttendanceExport = 'xlsx' | 'csv' | 'pdf';

/**
 * GET api/exportdata (CSV, or XLSX with format=xlsx) or api/downloadpdfadmin (PDF) of a cut-off and a
 * sub-department (0: all), saved under the server's file name.
 */
export function exportAttendance(kind: AttendanceExport, range: CutOff, subDepartmentId: number) {
  const query = { startDate: range.startDate, lastDate: range.lastDate, subDepartmentId };
  const base = `attendance-${range.startDate}-${range.lastDate}`;
  if (kind === 'pdf') return downloadFile('downloadpdfadmin', query, `${base}.pdf`);
  return downloadFile(
    'exportdata',
    kind === 'xlsx' ? { ...query, format: 'xlsx' } : query,
    `${base}.${kind}`,
  );
}
