import type { LeaveRow, leaveListQuery } from '@hris/domain/leave';
import type { SortOf } from '@hris/domain/paging';
import { truncate } from '@hris/domain/truncate';
import { Button, Stack, Text, Tooltip } from '@mantine/core';
import { IconCalendarPlus, IconCoins } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { BulkDecisionActions } from '../../../components/BulkDecision';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { PageHeader } from '../../../components/PageHeader';
import { useDeleteFlow } from '../../../components/use-delete-flow';
import { useRowModal } from '../../../components/use-row-modal';
import { YearFilter } from '../../../components/YearFilter';
import { formatDate } from '../../../lib/format';
import { useBulkDecideLeaves } from '../api/bulk';
import { leaveRequestsKey } from '../api/keys';
import { fetchLeaveRequests, useDeleteLeave } from '../api/leaves';
import { ApprovedLeaveModal } from '../components/ApprovedLeaveModal';
import { LeaveStatusFilter, LeaveTypeFilter } from '../components/LeaveFilters';
import { LeaveRowActions } from '../components/LeaveRowActions';
import { LeaveStatusBadge } from '../components/LeaveStatusBadge';
import { failureMessage } from '../failure';
import { dayNumber, period } from '../leave-labels';
import { LEAVE_DEFAULT_PAGE_SIZE, LEAVE_PAGE_SIZES } from '../page-sizes';

/** The employee name is cut at 25 characters in the leave list. */
const NAME_MAX = 25;

/** /hr/absenceleave: every leave request, with HR's review, cancel, update and print actions. */
export function LeaveManagementPage() {
  const [year, setYear] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const [leaveType, setLeaveType] = useState<string | null>(null);
  const managing = useRowModal<LeaveRow>();
  const deletion = useDeleteLeave();
  const bulk = useBulkDecideLeaves();
  const { remove: deleteLeave } = useDeleteFlow<LeaveRow>({
    remove: (row) => deletion.mutateAsync(row.id),
    success: { title: 'Deleted', message: 'You successfully deleted this leave request' },
    describeError: failureMessage,
  });

  const columns: DataListColumn<LeaveRow, SortOf<typeof leaveListQuery>>[] = [
    {
      key: 'full_name',
      header: 'Employee',
      sort: 'full_name',
      render: (row) => (
        <Stack gap={0}>
          <Tooltip label={row.full_name} disabled={row.full_name.length <= NAME_MAX} withArrow>
            <Text fz="sm" fw={600}>
              {truncate(row.full_name, NAME_MAX)}
            </Text>
          </Tooltip>
          <Text fz="xs" c="dimmed">
            {row.emp_id}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'date_filled',
      header: 'Date Filed',
      sort: 'date_filled',
      nowrap: true,
      render: (row) => formatDate(row.date_filled),
    },
    {
      key: 'no_of_days',
      header: 'Days',
      sort: 'no_of_days',
      align: 'right',
      render: (row) => dayNumber(row.no_of_days),
    },
    {
      key: 'period',
      header: 'Period',
      sort: 'start_date',
      // two lines in a narrow window, broken after the dash only
      render: (row) => {
        const [from, to] = period(row.start_date, row.end_date).split(' – ');
        return to ? (
          <>
            <span style={{ whiteSpace: 'nowrap' }}>{from} –</span>{' '}
            <span style={{ whiteSpace: 'nowrap' }}>{to}</span>
          </>
        ) : (
          <span style={{ whiteSpace: 'nowrap' }}>{from}</span>
        );
      },
    },
    { key: 'leave_type', header: 'Leave Type', nowrap: true, render: (row) => row.leave_type },
    {
      key: 'remarks',
      header: 'Remarks',
      render: (row) => (
        <Text fz="sm" c={row.remarks === 'With Pay' ? undefined : 'dimmed'}>
          {row.remarks}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sort: 'status',
      nowrap: true,
      render: (row) => <LeaveStatusBadge status={row.status} />,
    },
    {
      key: 'action',
      header: 'Action',
      pinned: true,
      render: (row) => <LeaveRowActions row={row} onManage={managing.open} onDelete={deleteLeave} />,
    },
  ];

  return (
    <>
      <PageHeader
        title="Leave Management"
        description="Leave requests of every employee: review new requests, cancel or update approved leave, print the form."
        actions={
          <>
            <Button
              component={Link}
              to="/hr/leavecredits"
              variant="default"
              leftSection={<IconCoins size={16} />}
            >
              Leave Credits
            </Button>
            <Button component={Link} to="/hr/requestleave" leftSection={<IconCalendarPlus size={16} />}>
              Encode Leave Manually
            </Button>
          </>
        }
      />
      <DataList
        label="Leave requests"
        queryKey={leaveRequestsKey}
        fetchPage={fetchLeaveRequests}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={LEAVE_PAGE_SIZES}
        defaultPageSize={LEAVE_DEFAULT_PAGE_SIZE}
        defaultSort="date_filled"
        defaultOrder="desc"
        searchPlaceholder="Search employee"
        filters={{ year, status, leave_type: leaveType }}
        selection={{
          // HR decides pending leaves (docs/rules.md#leave-statuses): those rows take part in Approve selected and Decline selected
          canSelect: (row) => row.status === 'pending',
          rowLabel: (row) => `Select ${row.full_name}`,
          actions: (selected, clear) => (
            <BulkDecisionActions
              selected={selected}
              clear={clear}
              noun="leave request"
              idOf={(row) => row.id}
              send={(body) => bulk.mutateAsync(body)}
            />
          ),
        }}
        filterSlot={
          <>
            <YearFilter value={year} onChange={setYear} />
            <LeaveStatusFilter value={status} onChange={setStatus} />
            <LeaveTypeFilter value={leaveType} onChange={setLeaveType} />
          </>
        }
      />
      <ApprovedLeaveModal opened={managing.opened} leave={managing.row} onClose={managing.close} />
    </>
  );
}
