import type { Designation } from '@hris/domain/organisation';
import { Badge, Button, Select, Text } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { fetchPositions, positionsKey, useDepartmentOptions } from '../api';
import { DesignationFormModal } from '../components/DesignationFormModal';
import { ORGANISATION_DEFAULT_PAGE_SIZE, ORGANISATION_PAGE_SIZES } from '../page-sizes';

export function DesignationsPage() {
  const [modal, setModal] = useState<{ opened: boolean; designation: Designation | null }>({
    opened: false,
    designation: null,
  });
  const [departmentId, setDepartmentId] = useState<number | null>(null);
  const departments = useDepartmentOptions();
  const openAdd = () => setModal({ opened: true, designation: null });
  const openUpdate = (designation: Designation) => setModal({ opened: true, designation });
  const close = () => setModal((current) => ({ ...current, opened: false }));

  const columns: DataListColumn<Designation>[] = [
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
      render: (row) => (
        <Badge variant="light" color="teal">
          {row.emp}
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
          onClick={() => openUpdate(row)}
        >
          Update
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Designations"
        description="Positions employees hold, grouped by department."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={openAdd}>
            Add Designation
          </Button>
        }
      />
      <DataList
        label="Designations"
        queryKey={positionsKey}
        fetchPage={fetchPositions}
        columns={columns}
        rowKey={(row) => row.pos_id}
        pageSizes={ORGANISATION_PAGE_SIZES}
        defaultPageSize={ORGANISATION_DEFAULT_PAGE_SIZE}
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
      />
      <DesignationFormModal opened={modal.opened} designation={modal.designation} onClose={close} />
    </>
  );
}
