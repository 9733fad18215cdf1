import { ACTIVE_STATUSES, type activeEmployeesQuery, type EmployeeRow } from '@hris/domain/employee';
import type { SortOf } from '@hris/domain/paging';
import { Badge, Button, Text } from '@mantine/core';
import { IconEdit, IconFileDescription, IconPlus, IconUserCog } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { actionColumn } from '../../../components/action-column';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { EmployeeNameCell } from '../../../components/EmployeeNameCell';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { StatusBadge } from '../../../components/StatusBadge';
import { useRowModal } from '../../../components/use-row-modal';
import { formatDate } from '../../../lib/format';
import { fetchActiveEmployees } from '../api/employees';
import { activeEmployeesKey } from '../api/keys';
import { PositionFilter, StatusFilter, SubDepartmentFilter } from '../components/EmployeeFilters';
import { UpdateEmployeeModal } from '../components/UpdateEmployeeModal';
import { ACTIVE_DEFAULT_PAGE_SIZE, ACTIVE_PAGE_SIZES } from '../page-sizes';

/** /hr/employeelist: everyone still with the company. */
export function ActiveEmployeesPage() {
  const [params] = useSearchParams();
  const initialStatus = params.get('status');
  const [positionId, setPositionId] = useState<number | null>(null);
  const [subDepartmentId, setSubDepartmentId] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(
    initialStatus && (ACTIVE_STATUSES as readonly string[]).includes(initialStatus) ? initialStatus : null,
  );
  const updating = useRowModal<EmployeeRow>();

  const columns: DataListColumn<EmployeeRow, SortOf<typeof activeEmployeesQuery>>[] = [
    { key: 'emp_id', header: 'Id', sort: 'emp_id', nowrap: true, render: (row) => row.emp_id },
    {
      key: 'full_name',
      header: 'Employee',
      sort: 'full_name',
      render: (row) => <EmployeeNameCell name={row.full_name} />,
    },
    {
      key: 'position_name',
      header: 'Designation',
      sort: 'position_name',
      render: (row) => row.position_name,
    },
    { key: 'sub_department_name', header: 'Sub-department', render: (row) => row.sub_department_name ?? '—' },
    {
      key: 'superior_name',
      header: 'Supervisor',
      render: (row) =>
        row.superior_name ?? (
          <Text span c="dimmed" fz="sm">
            —
          </Text>
        ),
    },
    {
      key: 'members',
      header: 'Members',
      align: 'center',
      nowrap: true,
      render: (row) =>
        row.members > 0 ? (
          <Badge variant="light" color="blue">
            {row.members}
          </Badge>
        ) : (
          <Text span c="dimmed" fz="sm">
            0
          </Text>
        ),
    },
    {
      key: 'employment_date',
      header: 'Joined Date',
      sort: 'employment_date',
      nowrap: true,
      render: (row) => formatDate(row.employment_date),
    },
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
            label="Update"
            variant="light"
            onClick={() => updating.open(row)}
            icon={<IconUserCog size={17} />}
          />
          <IconAction label="Edit" to={`/hr/editinfo/${row.id}`} icon={<IconEdit size={17} />} />
          <IconAction
            label="Job Info"
            to={`/hr/viewjobinformation/${row.id}`}
            icon={<IconFileDescription size={17} />}
            color="gray"
          />
        </>
      ),
      { centered: true },
    ),
  ];

  return (
    <>
      <PageHeader
        title="Active Employees"
        description="Everyone with the company today: trainees, probationary, regular and promoted."
        actions={
          <Button component={Link} to="/hr/newemployee" leftSection={<IconPlus size={16} />}>
            New Employee
          </Button>
        }
      />
      <DataList
        label="Active Employees"
        queryKey={activeEmployeesKey}
        fetchPage={fetchActiveEmployees}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={ACTIVE_PAGE_SIZES}
        defaultPageSize={ACTIVE_DEFAULT_PAGE_SIZE}
        defaultSort="full_name"
        searchPlaceholder="Search employee"
        filters={{ position_id: positionId, sub_department_id: subDepartmentId, status }}
        filterSlot={
          <>
            <PositionFilter value={positionId} onChange={setPositionId} />
            <SubDepartmentFilter value={subDepartmentId} onChange={setSubDepartmentId} />
            <StatusFilter statuses={ACTIVE_STATUSES} value={status} onChange={setStatus} />
          </>
        }
      />
      <UpdateEmployeeModal opened={updating.opened} employee={updating.row} onClose={updating.close} />
    </>
  );
}
