import type { Department } from '@hris/domain/organisation';
import { Badge, Button, Text } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { PageHeader } from '../../../components/PageHeader';
import { departmentsKey, fetchDepartments } from '../api';
import { DepartmentFormModal } from '../components/DepartmentFormModal';
import { ORGANISATION_DEFAULT_PAGE_SIZE, ORGANISATION_PAGE_SIZES } from '../page-sizes';

export function DepartmentsPage() {
  const [modal, setModal] = useState<{ opened: boolean; department: Department | null }>({
    opened: false,
    department: null,
  });
  const openAdd = () => setModal({ opened: true, department: null });
  const openEdit = (department: Department) => setModal({ opened: true, department });
  const close = () => setModal((current) => ({ ...current, opened: false }));

  const columns: DataListColumn<Department>[] = [
    {
      key: 'department',
      header: 'Department',
      sort: 'department',
      render: (row) => <Text fw={500}>{row.department}</Text>,
    },
    {
      key: 'functionality',
      header: 'Functionality',
      render: (row) => (
        <Text fz="sm" c={row.functionality ? undefined : 'dimmed'} lineClamp={2} maw={420}>
          {row.functionality || '—'}
        </Text>
      ),
    },
    {
      key: 'designations',
      header: 'Designations',
      sort: 'designations',
      align: 'center',
      render: (row) => (
        <Badge variant="light" color="indigo">
          {row.designations}
        </Badge>
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
      width: 110,
      render: (row) => (
        <Button size="xs" variant="light" leftSection={<IconEdit size={14} />} onClick={() => openEdit(row)}>
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Departments"
        description="The company's departments with their designations and employees."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={openAdd}>
            Add Department
          </Button>
        }
      />
      <DataList
        label="Departments"
        queryKey={departmentsKey}
        fetchPage={fetchDepartments}
        columns={columns}
        rowKey={(row) => row.dep_id}
        pageSizes={ORGANISATION_PAGE_SIZES}
        defaultPageSize={ORGANISATION_DEFAULT_PAGE_SIZE}
        defaultSort="department"
        searchPlaceholder="Search department"
      />
      <DepartmentFormModal opened={modal.opened} department={modal.department} onClose={close} />
    </>
  );
}
