import { EMPLOYMENT_STATUSES, type JobInformationRow, type jobInformationQuery } from '@hris/domain/employee';
import type { SortOf } from '@hris/domain/paging';
import { IconEdit, IconFileDescription } from '@tabler/icons-react';
import { useState } from 'react';
import { actionColumn } from '../../../components/action-column';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { EmployeeNameCell } from '../../../components/EmployeeNameCell';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate, peso } from '../../../lib/format';
import { fetchJobInformationList } from '../api/employees';
import { jobInformationListKey } from '../api/keys';
import { PositionFilter, StatusFilter } from '../components/EmployeeFilters';
import { JOB_INFORMATION_DEFAULT_PAGE_SIZE, JOB_INFORMATION_PAGE_SIZES } from '../page-sizes';

/** /hr/jobinformation: every employee's job information, any status. */
export function JobInformationPage() {
  const [positionId, setPositionId] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);

  const columns: DataListColumn<JobInformationRow, SortOf<typeof jobInformationQuery>>[] = [
    { key: 'emp_id', header: 'Id', sort: 'emp_id', nowrap: true, render: (row) => row.emp_id },
    {
      key: 'full_name',
      header: 'Employee',
      sort: 'full_name',
      render: (row) => <EmployeeNameCell name={row.full_name} detail={row.department_name} />,
    },
    {
      key: 'position_name',
      header: 'Designation',
      sort: 'position_name',
      render: (row) => row.position_name,
    },
    {
      key: 'employment_date',
      header: 'Joined Date',
      sort: 'employment_date',
      nowrap: true,
      render: (row) => formatDate(row.employment_date),
    },
    { key: 'basic_salary', header: 'Basic Salary', align: 'right', render: (row) => peso(row.basic_salary) },
    {
      key: 'monthly_allowance',
      header: 'Allowance',
      align: 'right',
      render: (row) => peso(row.monthly_allowance),
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
            label="View"
            variant="light"
            to={`/hr/viewjobinformation/${row.id}`}
            icon={<IconFileDescription size={17} />}
          />
          <IconAction label="Edit" to={`/hr/editinfo/${row.id}`} icon={<IconEdit size={17} />} />
        </>
      ),
      { centered: true },
    ),
  ];

  return (
    <>
      <PageHeader title="Job Information" description="Designation, dates and pay of every employee." />
      <DataList
        label="Job Information"
        queryKey={jobInformationListKey}
        fetchPage={fetchJobInformationList}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={JOB_INFORMATION_PAGE_SIZES}
        defaultPageSize={JOB_INFORMATION_DEFAULT_PAGE_SIZE}
        defaultSort="full_name"
        searchPlaceholder="Search employee"
        filters={{ position_id: positionId, status }}
        filterSlot={
          <>
            <PositionFilter value={positionId} onChange={setPositionId} />
            <StatusFilter statuses={EMPLOYMENT_STATUSES} value={status} onChange={setStatus} />
          </>
        }
      />
    </>
  );
}
