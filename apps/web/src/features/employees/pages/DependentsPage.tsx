import type { DependentRow, dependentsQuery } from '@hris/domain/dependents';
import type { SortOf } from '@hris/domain/paging';
import { truncate } from '@hris/domain/truncate';
import { Badge, Button, Text, Tooltip } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { actionColumn } from '../../../components/action-column';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { EmployeeNameCell } from '../../../components/EmployeeNameCell';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { useDeleteFlow } from '../../../components/use-delete-flow';
import { formatDate } from '../../../lib/format';
import { fetchDependents, useDeleteDependents } from '../api/dependents';
import { dependentsKey } from '../api/keys';
import { DEPENDENTS_DEFAULT_PAGE_SIZE, DEPENDENTS_PAGE_SIZES } from '../page-sizes';

const NAMES_MAX = 60;

/** /hr/dependents: employees' registered dependents and senior citizens. */
export function DependentsPage() {
  const deletion = useDeleteDependents();
  const { remove: onDelete } = useDeleteFlow<DependentRow>({ remove: (row) => deletion.mutateAsync(row.id) });

  const columns: DataListColumn<DependentRow, SortOf<typeof dependentsQuery>>[] = [
    {
      key: 'full_name',
      header: 'Employee',
      sort: 'full_name',
      render: (row) => (
        <EmployeeNameCell name={row.full_name} detail={`${row.emp_id} · ${row.position_name}`} />
      ),
    },
    {
      key: 'dependents',
      header: 'Dependents',
      sort: 'dependents',
      align: 'center',
      render: (row) => (
        <Badge variant="light" color={row.dependents > 0 ? 'blue' : 'gray'}>
          {row.dependents}
        </Badge>
      ),
    },
    {
      key: 'seniors',
      header: 'Senior Citizens',
      align: 'center',
      render: (row) => (
        <Badge variant="light" color={row.seniors > 0 ? 'grape' : 'gray'}>
          {row.seniors}
        </Badge>
      ),
    },
    {
      key: 'names',
      header: 'Names',
      // null when only senior citizens are registered
      render: (row) =>
        row.names && row.names.length > NAMES_MAX ? (
          <Tooltip label={row.names} multiline w={320}>
            <Text fz="sm">{truncate(row.names, NAMES_MAX)}</Text>
          </Tooltip>
        ) : (
          <Text fz="sm">{row.names || '—'}</Text>
        ),
    },
    {
      key: 'updated_at',
      header: 'Updated',
      sort: 'updated_at',
      nowrap: true,
      render: (row) => formatDate(row.updated_at),
    },
    actionColumn(
      (row) => (
        <>
          <IconAction
            label="Update"
            variant="light"
            to={`/hr/editdependent/${row.id}`}
            icon={<IconEdit size={17} />}
          />
          <IconAction
            label="Delete"
            color="red"
            onClick={() => onDelete(row)}
            icon={<IconTrash size={17} />}
          />
        </>
      ),
      { centered: true },
    ),
  ];

  return (
    <>
      <PageHeader
        title="Dependents"
        description="Dependents and senior citizens declared by employees."
        actions={
          <Button component={Link} to="/hr/dependentform" leftSection={<IconPlus size={16} />}>
            Register Dependent
          </Button>
        }
      />
      <DataList
        label="Dependents"
        queryKey={dependentsKey}
        fetchPage={fetchDependents}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={DEPENDENTS_PAGE_SIZES}
        defaultPageSize={DEPENDENTS_DEFAULT_PAGE_SIZE}
        defaultSort="full_name"
        searchPlaceholder="Search employee"
      />
    </>
  );
}
