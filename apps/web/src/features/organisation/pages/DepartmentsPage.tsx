import type { Department, departmentsQuery } from '@hris/domain/organisation';
import type { SortOf } from '@hris/domain/paging';
import { Text } from '@mantine/core';
import { actionColumn } from '../../../components/action-column';
import type { DataListColumn } from '../../../components/DataList';
import { RecordListScreen } from '../../../components/RecordListScreen';
import { departmentsKey, fetchDepartments } from '../api';
import { CountBadge, EditButton, Notes } from '../components/cells';
import { DepartmentFormModal } from '../components/DepartmentFormModal';
import { ORGANISATION_PAGING } from '../page-sizes';

export function DepartmentsPage() {
  return (
    <RecordListScreen
      title="Departments"
      description="The company's departments with their designations and employees."
      addLabel="Add Department"
      label="Departments"
      queryKey={departmentsKey}
      fetchPage={fetchDepartments}
      columns={(edit): DataListColumn<Department, SortOf<typeof departmentsQuery>>[] => [
        {
          key: 'department',
          header: 'Department',
          sort: 'department',
          render: (row) => <Text fw={500}>{row.department}</Text>,
        },
        {
          key: 'functionality',
          header: 'Functionality',
          render: (row) => <Notes text={row.functionality} maw={420} />,
        },
        {
          key: 'designations',
          header: 'Designations',
          sort: 'designations',
          align: 'center',
          render: (row) => <CountBadge count={row.designations} color="indigo" />,
        },
        {
          key: 'employees',
          header: 'Employees',
          sort: 'employees',
          align: 'center',
          render: (row) => <CountBadge count={row.employees} />,
        },
        actionColumn((row) => <EditButton label="Edit" onClick={() => edit(row)} />, { centered: true }),
      ]}
      rowKey={(row) => row.dep_id}
      {...ORGANISATION_PAGING}
      defaultSort="department"
      searchPlaceholder="Search department"
      form={DepartmentFormModal}
    />
  );
}
