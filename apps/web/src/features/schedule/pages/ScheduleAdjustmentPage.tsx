import { ADJUSTMENT_REASON_MAX, ADJUSTMENTS_PER_PAGE, type AdjustmentRow } from '@hris/domain/schedule';
import { Button, Stack, Text } from '@mantine/core';
import { IconCalendarPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { CutText } from '../../../components/CutText';
import type { DataListColumn } from '../../../components/DataList';
import { EmployeeNameCell } from '../../../components/EmployeeNameCell';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { RequestList } from '../components/RequestList';
import { REQUEST_SCREENS } from '../paths';

function ShiftText({ text }: { text: string }) {
  const [group, ...time] = text.split(' ');
  return (
    <>
      <span style={{ whiteSpace: 'nowrap' }}>{group}</span>{' '}
      <span style={{ whiteSpace: 'nowrap' }}>{time.join(' ')}</span>
    </>
  );
}

const COLUMNS: DataListColumn<AdjustmentRow>[] = [
  {
    key: 'full_name',
    header: 'Employee',
    sort: 'full_name',
    render: (row) => <EmployeeNameCell name={row.full_name} detail={row.emp_id} />,
  },
  {
    key: 'current_shift',
    header: 'Current Shift',
    // "Night-Shift 10PM-7AM" breaks between the group and the time, never inside either
    render: (row) =>
      row.current_shift ? (
        <ShiftText text={row.current_shift} />
      ) : (
        <Text fz="sm" c="dimmed">
          No shift
        </Text>
      ),
  },
  { key: 'requested_shift', header: 'Requested Shift', nowrap: true, render: (row) => row.requested_shift },
  {
    key: 'date_of_request',
    header: 'Date Requested',
    sort: 'date_of_request',
    nowrap: true,
    // the list runs newest filing first: the date filed under the date requested says why
    render: (row) => (
      <Stack gap={0}>
        <Text fz="sm">{formatDate(row.date_of_request)}</Text>
        <Text fz="xs" c="dimmed">
          Filed {formatDate(row.date_filled)}
        </Text>
      </Stack>
    ),
  },
  {
    key: 'reason_for_change',
    header: 'Reason',
    render: (row) => <CutText text={row.reason_for_change} max={ADJUSTMENT_REASON_MAX} />,
  },
];

/** /hr/scheduleadjustment: the employees' requests to change shift, with HR's review, edit and delete. */
export function ScheduleAdjustmentPage() {
  return (
    <>
      <PageHeader
        title="Schedule Adjustment"
        description="Requests to change shift from a date on: review them, correct a pending one, or remove it."
        actions={
          <Button
            component={Link}
            to={REQUEST_SCREENS.adjustment.add}
            leftSection={<IconCalendarPlus size={16} />}
          >
            Add Adjustment
          </Button>
        }
      />
      <RequestList
        kind="adjustment"
        noun="schedule adjustment"
        label="Schedule adjustments"
        columns={COLUMNS}
        defaultPageSize={ADJUSTMENTS_PER_PAGE}
      />
    </>
  );
}
