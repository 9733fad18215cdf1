import {
  INACTIVE_STATUSES,
  type InactiveEmployeeRow,
  type inactiveEmployeesQuery,
} from '@hris/domain/employee';
import type { SortOf } from '@hris/domain/paging';
import { truncate } from '@hris/domain/truncate';
import { IconEye, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { actionColumn } from '../../../components/action-column';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { EmployeeNameCell } from '../../../components/EmployeeNameCell';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { StatusBadge } from '../../../components/StatusBadge';
import { useRowModal } from '../../../components/use-row-modal';
import { formatDate, peso } from '../../../lib/format';
import { fetchInactiveEmployees } from '../api/employees';
import { inactiveEmployeesKey } from '../api/keys';
import { PositionFilter, StatusFilter } from '../components/EmployeeFilters';
import { InactiveStatusModal } from '../components/InactiveStatusModal';
import { InactiveViewModal } from '../components/InactiveViewModal';
import { INACTIVE_DEFAULT_PAGE_SIZE, INACTIVE_PAGE_SIZES } from '../page-sizes';

/** Addresses are cut at 30 characters in the inactive list. */
const ADDRESS_MAX = 30;

/** /hr/inactive and /hr/resigned: resigned, AWOL and terminated employees. */
export function InactiveEmployeesPage() {
  const [params] = useSearchParams();
  const initialStatus = params.get('status');
  const [positionId, setPositionId] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(
    initialStatus && (INACTIVE_STATUSES as readonly string[]).includes(initialStatus) ? initialStatus : null,
  );
  const viewing = useRowModal<InactiveEmployeeRow>();
  const updating = useRowModal<InactiveEmployeeRow>();

  const columns: DataListColumn<InactiveEmployeeRow, SortOf<typeof inactiveEmployeesQuery>>[] = [
    { key: 'emp_id', header: 'Id', sort: 'emp_id', nowrap: true, render: (row) => row.emp_id },
    {
      key: 'full_name',
      header: 'Employee',
      sort: 'full_name',
      render: (row) => (
        <EmployeeNameCell name={row.full_name} detail={truncate(row.current_address, ADDRESS_MAX)} />
      ),
    },
    {
      key: 'position_name',
      header: 'Designation',
      sort: 'position_name',
      render: (row) => row.position_name,
    },
    {
      key: 'basic_salary',
      header: 'Basic Salary (₱)',
      align: 'right',
      render: (row) => peso(row.basic_salary),
    },
    {
      key: 'monthly_allowance',
      header: 'Allowance (₱)',
      align: 'right',
      render: (row) => peso(row.monthly_allowance),
    },
    {
      key: 'employment_date',
      header: 'Joined Date',
      sort: 'employment_date',
      nowrap: true,
      render: (row) => formatDate(row.employment_date),
    },
    { key: 'date_signed', header: 'Date Signed', nowrap: true, render: (row) => formatDate(row.date_signed) },
    {
      key: 'status',
      header: 'Status',
      sort: 'status',
      nowrap: true,
      render: (row) => <StatusBadge status={row.status} size="sm" />,
    },
    actionColumn(
      (row) => (
        <>
          <IconAction
            label="View"
            onClick={() => viewing.open(row)}
            icon={<IconEye size={17} />}
            color="gray"
          />
          <IconAction
            label="Update Status"
            variant="light"
            onClick={() => updating.open(row)}
            icon={<IconRefresh size={17} />}
          />
        </>
      ),
      { centered: true },
    ),
  ];

  return (
    <>
      <PageHeader
        title="Inactive Employees"
        description="Employees who resigned, went AWOL or were terminated."
      />
      <DataList
        label="Inactive Employees"
        queryKey={inactiveEmployeesKey}
        fetchPage={fetchInactiveEmployees}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={INACTIVE_PAGE_SIZES}
        defaultPageSize={INACTIVE_DEFAULT_PAGE_SIZE}
        defaultSort="full_name"
        searchPlaceholder="Search employee"
        filters={{ position_id: positionId, status }}
        filterSlot={
          <>
            <PositionFilter value={positionId} onChange={setPositionId} />
            <StatusFilter statuses={INACTIVE_STATUSES} value={status} onChange={setStatus} />
          </>
        }
      />
      <InactiveViewModal opened={viewing.opened} employee={viewing.row} onClose={viewing.close} />
      <InactiveStatusModal opened={updating.opened} employee={updating.row} onClose={updating.close} />
    </>
  );
}
