import type { SubDepartment, subDepartmentsQuery } from '@hris/domain/organisation';
import type { SortOf } from '@hris/domain/paging';
import { Text } from '@mantine/core';
import { actionColumn } from '../../../components/action-column';
import type { DataListColumn } from '../../../components/DataList';
import { RecordListScreen } from '../../../components/RecordListScreen';
import { fetchSubDepartments, subDepartmentsKey } from '../api';
import { CountBadge, EditButton, Notes } from '../components/cells';
import { SubDepartmentFormModal } from '../components/SubDepartmentFormModal';
import { ORGANISATION_PAGING } from '../page-sizes';

export function SubDepartmentsPage() {
  return (
    <RecordListScreen
      title="Sub-departments"
      description="Teams within departments, used to target calendar events and assignments."
      addLabel="Add Sub-department"
      label="Sub-departments"
      queryKey={subDepartmentsKey}
      fetchPage={fetchSubDepartments}
      columns={(modify): DataListColumn<SubDepartment, SortOf<typeof subDepartmentsQuery>>[] => [
        {
          key: 'sub_department_name',
          header: 'Sub-department',
          sort: 'sub_department_name',
          render: (row) => <Text fw={500}>{row.sub_department_name}</Text>,
        },
        {
          key: 'description',
          header: 'Description',
          render: (row) => <Notes text={row.description} maw={480} />,
        },
        {
          key: 'rest_days',
          header: 'Rest days',
          render: (row) => (
            <Text fz="sm">{row.rest_days_from_calendar ? 'Rest Day events' : 'Saturday and Sunday'}</Text>
          ),
        },
        {
          key: 'employees',
          header: 'Employees',
          sort: 'employees',
          align: 'center',
          render: (row) => <CountBadge count={row.employees} />,
        },
        actionColumn((row) => <EditButton label="Modify" onClick={() => modify(row)} />, { centered: true }),
      ]}
      rowKey={(row) => row.id}
      {...ORGANISATION_PAGING}
      defaultSort="sub_department_name"
      searchPlaceholder="Search sub-department"
      form={SubDepartmentFormModal}
    />
  );
}
