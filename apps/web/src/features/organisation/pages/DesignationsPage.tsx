import type { Designation, positionsQuery } from '@hris/domain/organisation';
import type { SortOf } from '@hris/domain/paging';
import { Select, Text } from '@mantine/core';
import { useState } from 'react';
import { actionColumn } from '../../../components/action-column';
import type { DataListColumn } from '../../../components/DataList';
import { RecordListScreen } from '../../../components/RecordListScreen';
import { formatDate } from '../../../lib/format';
import { fetchPositions, positionsKey, useDepartmentOptions } from '../api';
import { CountBadge, EditButton } from '../components/cells';
import { DesignationFormModal } from '../components/DesignationFormModal';
import { ORGANISATION_PAGING } from '../page-sizes';

export function DesignationsPage() {
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const departments = useDepartmentOptions();
  return (
    <RecordListScreen
      title="Designations"
      description="Positions employees hold, grouped by department."
      addLabel="Add Designation"
      label="Designations"
      queryKey={positionsKey}
      fetchPage={fetchPositions}
      columns={(update): DataListColumn<Designation, SortOf<typeof positionsQuery>>[] => [
        {
          key: 'pos_name',
          header: 'Designation',
          sort: 'pos_name',
          render: (row) => <Text fw={500}>{row.pos_name}</Text>,
        },
        { key: 'dep_name', header: 'Department', sort: 'dep_name', render: (row) => row.dep_name },
        {
          key: 'created_at',
          header: 'Date Created',
          sort: 'created_at',
          render: (row) => formatDate(row.created_at),
        },
        {
          key: 'updated_at',
          header: 'Date Updated',
          sort: 'updated_at',
          render: (row) => formatDate(row.updated_at),
        },
        {
          key: 'emp',
          header: 'Employees',
          sort: 'emp',
          align: 'center',
          render: (row) => <CountBadge count={row.emp} />,
        },
        actionColumn((row) => <EditButton label="Update" onClick={() => update(row)} />, { centered: true }),
      ]}
      rowKey={(row) => row.pos_id}
      {...ORGANISATION_PAGING}
      defaultSort="pos_name"
      searchPlaceholder="Search designation"
      filters={{ department_id: departmentId }}
      filterSlot={
        <Select<number>
          aria-label="Department filter"
          placeholder="All departments"
          data={departments.data ?? []}
          value={departmentId}
          onChange={setDepartmentId}
          clearable
          searchable
          nothingFoundMessage="No department found"
          w={240}
        />
      }
      form={DesignationFormModal}
    />
  );
}
