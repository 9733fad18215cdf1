import type { SubDepartment } from '@hris/domain/organisation';
import { Badge, Button, Text } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { PageHeader } from '../../../components/PageHeader';
import { fetchSubDepartments, subDepartmentsKey } from '../api';
import { SubDepartmentFormModal } from '../components/SubDepartmentFormModal';
import { ORGANISATION_DEFAULT_PAGE_SIZE, ORGANISATION_PAGE_SIZES } from '../page-sizes';

export function SubDepartmentsPage() {
  const [modal, setModal] = useState<{ opened: boolean; subDepartment: SubDepartment | null }>({
    opened: false,
    subDepartment: null,
  });
  const openAdd = () => setModal({ opened: true, subDepartment: null });
  const openModify = (subDepartment: SubDepartment) => setModal({ opened: true, subDepartment });
  const close = () => setModal((current) => ({ ...current, opened: false }));

  const columns: DataListColumn<SubDepartment>[] = [
    {
      key: 'sub_department_name',
      header: 'Sub-department',
      sort: 'sub_department_name',
      render: (row) => <Text fw={500}>{row.sub_department_name}</Text>,
    },
    {
      key: 'description',
      header: 'Description',
      render: (row) => (
        <Text fz="sm" c={row.description ? undefined : 'dimmed'} lineClamp={2} maw={480}>
          {row.description || '—'}
        </Text>
      ),
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
      render: (row) => (
        <Badge variant="light" color="teal">
          {row.employees}
        </Badge>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      align: 'center',
      width: 120,
      render: (row) => (
        <Button
          size="xs"
          variant="light"
          leftSection={<IconEdit size={14} />}
          onClick={() => openModify(row)}
        >
          Modify
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Sub-departments"
        description="Teams within departments, used to target calendar events and assignments."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={openAdd}>
            Add Sub-department
          </Button>
        }
      />
      <DataList
        label="Sub-departments"
        queryKey={subDepartmentsKey}
        fetchPage={fetchSubDepartments}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={ORGANISATION_PAGE_SIZES}
        defaultPageSize={ORGANISATION_DEFAULT_PAGE_SIZE}
        defaultSort="sub_department_name"
        searchPlaceholder="Search sub-department"
      />
      <SubDepartmentFormModal opened={modal.opened} subDepartment={modal.subDepartment} onClose={close} />
    </>
  );
}
