import { ATTENDANCE_PER_PAGE, type AttendanceEmployee, daysOf } from '@hris/domain/attendance';
import { Button, Loader, Paper, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconFileSpreadsheet, IconFileTypeCsv, IconFileTypePdf, IconUpload } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { DataListPager } from '../../../components/DataListPager';
import { WithLoadFailure } from '../../../components/LoadFailure';
import { PageHeader } from '../../../components/PageHeader';
import { useRowModal } from '../../../components/use-row-modal';
import { monthTitle } from '../../../lib/month';
import { exportAttendance, useMemberLogs } from '../api/attendance';
import { AttendanceGrid } from '../components/AttendanceGrid';
import { CutOffControls } from '../components/CutOffControls';
import { EmployeeLogsModal } from '../components/EmployeeLogsModal';
import { ExportButton } from '../components/ExportButton';
import { ImportPunchesModal } from '../components/ImportPunchesModal';
import { StatusLegend } from '../components/StatusLegend';
import { useCutOffParams } from '../cut-off';

/**
 * /hr/timeattendance: the month grid (docs/screens.md#time-and-attendance). The month and cut-off choose the days, the sub-department
 * and the search the employees (10 a page); a name opens the employee's logs. Punch files come in
 * through Import Punches; the cut-off goes out as Excel, CSV or PDF.
 */
export function TimeAttendancePage() {
  const cutOff = useCutOffParams();
  const { range, subDepartment } = cutOff;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 350);
  const [importOpened, setImportOpened] = useState(false);
  const modal = useRowModal<AttendanceEmployee>();

  // any change of what is listed goes back to page 1
  const resetKey = JSON.stringify([q, range, subDepartment]);
  const [pageState, setPageState] = useState({ page: 1, key: resetKey });
  const page = pageState.key === resetKey ? pageState.page : 1;
  const setPage = (next: number) => setPageState({ page: Math.max(1, next), key: resetKey });

  const query = useMemberLogs({ ...range, subDepartment, q, page, perPage: ATTENDANCE_PER_PAGE });
  const dates = useMemo(() => daysOf(range.startDate, range.lastDate), [range.startDate, range.lastDate]);

  const [loadedOnce, setLoadedOnce] = useState(false);
  if (query.isSuccess && !loadedOnce) setLoadedOnce(true);

  const employees = query.data?.data ?? [];
  // the rows of another range cannot be drawn against these days: wait for the new ones
  const stale = query.isPlaceholderData;

  return (
    <>
      <PageHeader
        title="Time and Attendance"
        description="Each employee's days of the cut-off, by status. Click a name for the logs."
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconUpload size={16} />}
              onClick={() => setImportOpened(true)}
            >
              Import Punches
            </Button>
            <ExportButton
              leftSection={<IconFileSpreadsheet size={16} />}
              run={() => exportAttendance('xlsx', range, subDepartment)}
            >
              Export Excel
            </ExportButton>
            <ExportButton
              variant="default"
              leftSection={<IconFileTypeCsv size={16} />}
              run={() => exportAttendance('csv', range, subDepartment)}
            >
              Export CSV
            </ExportButton>
            <ExportButton
              variant="default"
              leftSection={<IconFileTypePdf size={16} />}
              run={() => exportAttendance('pdf', range, subDepartment)}
            >
              Download PDF
            </ExportButton>
          </>
        }
      />
      <Paper withBorder radius="md" p={{ base: 'sm', xl: 'md' }}>
        <Stack gap="md">
          <CutOffControls
            cutOff={cutOff}
            search={search}
            onSearch={setSearch}
            busy={query.isFetching && !query.isPending ? <Loader size="xs" aria-label="Loading" /> : null}
          />
          <StatusLegend />
          <WithLoadFailure title="The attendance could not be loaded" query={query} loadedOnce={loadedOnce}>
            <AttendanceGrid
              dates={dates}
              employees={employees}
              loading={query.isPending}
              stale={stale}
              label={`Attendance of ${monthTitle(cutOff.month)}`}
              onEmployee={modal.open}
            />
            <DataListPager meta={query.data?.meta} page={page} onPage={setPage} disabled={query.isPending} />
          </WithLoadFailure>
        </Stack>
      </Paper>
      <EmployeeLogsModal opened={modal.opened} employee={modal.row} range={range} onClose={modal.close} />
      <ImportPunchesModal opened={importOpened} onClose={() => setImportOpened(false)} />
    </>
  );
}
