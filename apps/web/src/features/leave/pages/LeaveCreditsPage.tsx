import type { creditsQuery, LeaveCredits } from '@hris/domain/leave';
import type { SortOf } from '@hris/domain/paging';
import { Button, Group, Text } from '@mantine/core';
import { IconArrowLeft, IconEdit, IconListDetails, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { EmployeeNameCell } from '../../../components/EmployeeNameCell';
import { HistoryButton } from '../../../components/history/HistoryButton';
import { PageHeader } from '../../../components/PageHeader';
import { useRowModal } from '../../../components/use-row-modal';
import { fetchLeaveCredits } from '../api/credits';
import { leaveCreditsKey } from '../api/keys';
import { CreditLedgerDrawer } from '../components/CreditLedgerDrawer';
import { RegisterCreditsModal } from '../components/RegisterCreditsModal';
import { UpdateCreditsModal } from '../components/UpdateCreditsModal';
import { dayNumber } from '../leave-labels';
import { CREDITS_DEFAULT_PAGE_SIZE, CREDITS_PAGE_SIZES } from '../page-sizes';

/** The sort keys of the credits list. */
type CreditSort = SortOf<typeof creditsQuery>;

const dayColumn = (
  key: keyof LeaveCredits,
  header: string,
  sort?: CreditSort,
): DataListColumn<LeaveCredits, CreditSort> => ({
  key,
  header,
  sort,
  align: 'right',
  render: (row) => dayNumber(row[key]),
});

/** /hr/leavecredits: every employee's leave credits, with register, update and the ledger. */
export function LeaveCreditsPage() {
  const [registering, setRegistering] = useState(false);
  const updating = useRowModal<LeaveCredits>();
  const ledger = useRowModal<LeaveCredits>();

  const columns: DataListColumn<LeaveCredits, CreditSort>[] = [
    {
      key: 'full_name',
      header: 'Employee',
      sort: 'full_name',
      render: (row) => (
        <EmployeeNameCell name={row.full_name} detail={`${row.emp_id} · ${row.position_name}`} />
      ),
    },
    {
      key: 'leave_credit_balance',
      header: 'Balance',
      sort: 'leave_credit_balance',
      align: 'right',
      render: (row) => (
        <Text fz="sm" fw={700}>
          {dayNumber(row.leave_credit_balance)}
        </Text>
      ),
    },
    dayColumn('leave_credit_used', 'Used'),
    dayColumn('leave_credit_bereavement', 'Bereavement'),
    dayColumn('leave_credit_solo_parents', 'Solo Parent'),
    dayColumn('leave_credit_maternity', 'Maternity'),
    dayColumn('leave_credit_paternity', 'Paternity'),
    {
      key: 'action',
      header: 'Action',
      align: 'center',
      pinned: true,
      width: 240,
      render: (row) => (
        <Group gap={6} wrap="nowrap" justify="center">
          <Button
            size="compact-sm"
            variant="light"
            leftSection={<IconEdit size={14} />}
            onClick={() => updating.open(row)}
          >
            Update
          </Button>
          <Button
            size="compact-sm"
            variant="subtle"
            leftSection={<IconListDetails size={14} />}
            onClick={() => ledger.open(row)}
          >
            Ledger
          </Button>
          <HistoryButton
            icon
            entity="leave_credits"
            id={row.employee_id}
            title={`the credits of ${row.full_name}`}
          />
        </Group>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Leave Credits"
        description="Days each employee may take with pay, in days. The ledger explains every change of a balance."
        actions={
          <>
            <Button
              component={Link}
              to="/hr/absenceleave"
              variant="default"
              leftSection={<IconArrowLeft size={16} />}
            >
              Leave Management
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => setRegistering(true)}>
              Register Credits
            </Button>
          </>
        }
      />
      <DataList
        label="Leave credits"
        queryKey={leaveCreditsKey}
        fetchPage={fetchLeaveCredits}
        columns={columns}
        rowKey={(row) => row.employee_id}
        pageSizes={CREDITS_PAGE_SIZES}
        defaultPageSize={CREDITS_DEFAULT_PAGE_SIZE}
        defaultSort="full_name"
        searchPlaceholder="Search employee"
      />
      <RegisterCreditsModal opened={registering} onClose={() => setRegistering(false)} />
      <UpdateCreditsModal opened={updating.opened} credits={updating.row} onClose={updating.close} />
      <CreditLedgerDrawer opened={ledger.opened} credits={ledger.row} onClose={ledger.close} />
    </>
  );
}
