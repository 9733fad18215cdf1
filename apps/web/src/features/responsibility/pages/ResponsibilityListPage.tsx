import type { SortOf } from '@hris/domain/paging';
import {
  RESPONSIBILITY_PER_PAGE,
  type ResponsibilityRow,
  type responsibilityListQuery,
} from '@hris/domain/responsibility';
import { Button } from '@mantine/core';
import { IconEdit, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { actionColumn } from '../../../components/action-column';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { PageHeader } from '../../../components/PageHeader';
import { useDeleteFlow } from '../../../components/use-delete-flow';
import { formatDate } from '../../../lib/format';
import { fetchForms, formsKey, useDeleteForm } from '../api/responsibility';

const PAGE_SIZES = [10, 20, 25, 50, 100] as const;

/** /hr/responsibilityform: who holds which company property. */
export function ResponsibilityListPage() {
  const remove = useDeleteForm();
  const { remove: deleteRow, deleting } = useDeleteFlow<ResponsibilityRow>({
    remove: (row) => remove.mutateAsync(row.res_id),
  });
  const columns: DataListColumn<ResponsibilityRow, SortOf<typeof responsibilityListQuery>>[] = [
    { key: 'emp_id', header: 'Employee Id', nowrap: true, render: (row) => row.emp_id },
    { key: 'full_name', header: 'Full Name', sort: 'full_name', render: (row) => row.full_name },
    { key: 'department_name', header: 'Department', render: (row) => row.department_name },
    { key: 'position_name', header: 'Position', render: (row) => row.position_name },
    { key: 'items', header: 'Items', align: 'right', nowrap: true, render: (row) => row.items },
    {
      key: 'created',
      header: 'Created',
      sort: 'created_at',
      nowrap: true,
      render: (row) => formatDate(row.created),
    },
    actionColumn((row) => (
      <>
        <Button
          component={Link}
          to={`/hr/viewresponsibility/${row.res_id}`}
          size="compact-sm"
          variant="subtle"
          leftSection={<IconEye size={14} />}
          aria-label={`View the responsibility form of ${row.full_name}`}
        >
          View
        </Button>
        <Button
          component={Link}
          to={`/hr/editresponsibilityform/${row.res_id}`}
          size="compact-sm"
          variant="subtle"
          leftSection={<IconEdit size={14} />}
          aria-label={`Edit the responsibility form of ${row.full_name}`}
        >
          Edit
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          loading={deleting}
          onClick={() => void deleteRow(row)}
          aria-label={`Delete the responsibility form of ${row.full_name}`}
        >
          Delete
        </Button>
      </>
    )),
  ];
  return (
    <>
      <PageHeader
        title="Responsibility Form"
        description="The company property each employee holds: laptops, headsets, IDs."
        actions={
          <Button component={Link} to="/hr/addresponsibilityform" leftSection={<IconPlus size={16} />}>
            Add Form
          </Button>
        }
      />
      <DataList
        label="Responsibility forms"
        queryKey={formsKey}
        fetchPage={fetchForms}
        columns={columns}
        rowKey={(row) => row.res_id}
        pageSizes={PAGE_SIZES}
        defaultPageSize={RESPONSIBILITY_PER_PAGE}
        defaultSort="created_at"
        defaultOrder="desc"
        searchPlaceholder="Search employee"
      />
    </>
  );
}
