import type { AttendanceCreateBody, AttendanceUpdateBody } from '@hris/domain/attendance';
import {
  attendanceExportCall,
  attendancePdfCall,
  createLogCall,
  employeeLogsCall,
  memberLogsCall,
  updateLogCall,
} from '@hris/domain/calls/attendance';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { download } from '../../../lib/download';
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
    queryFn: ({ signal }) => api(memberLogsCall, { query }, signal),
    placeholderData: keepPreviousData,
  });
}

/** GET api/attendance/employee/{id}?startDate&lastDate: one employee's range, day by day, with the logs. */
export function useEmployeeLogs(employeeId: number | null, range: CutOff) {
  return useQuery({
    queryKey: [...employeeLogsKey, employeeId, range.startDate, range.lastDate],
    queryFn: ({ signal }) =>
      api(employeeLogsCall, { params: { employee_id: employeeId ?? 0 }, query: range }, signal),
    enabled: employeeId !== null,
    staleTime: 0,
  });
}

/** A log to save: a correction of a log read, or a day's new log. */
export type SaveLog =
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
    mutationFn: (save: SaveLog) =>
      save.kind === 'update'
        ? api(updateLogCall, { body: save.body })
        : api(createLogCall, { body: save.body }),
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
  if (kind === 'pdf') return download(attendancePdfCall, { query }, `${base}.pdf`);
  return download(
    attendanceExportCall,
    { query: kind === 'xlsx' ? { ...query, format: 'xlsx' } : query },
    `${base}.${kind}`,
  );
}
