import type { SortOf } from '@hris/domain/paging';
import { RESPONSIBILITY_PER_PAGE, type WfhRow, type wfhListQuery } from '@hris/domain/responsibility';
import { Button } from '@mantine/core';
import { IconEye, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { PageHeader } from '../../../components/PageHeader';
import { formatDate } from '../../../lib/format';
import { fetchWfh, wfhKey } from '../api/responsibility';
import { WfhFormModal } from '../components/WfhFormModal';

const PAGE_SIZES = [10, 20, 25, 50, 100] as const;

/** /hr/wfh/responsibility: the work-from-home undertakings, newest signed first. */
export function WfhListPage() {
  const [adding, setAdding] = useState(false);
  const columns: DataListColumn<WfhRow, SortOf<typeof wfhListQuery>>[] = [
    { key: 'emp_id', header: 'Employee Id', nowrap: true, render: (row) => row.emp_id },
    { key: 'full_name', header: 'Full Name', sort: 'full_name', render: (row) => row.full_name },
    { key: 'department_name', header: 'Department', render: (row) => row.department_name },
    {
      key: 'until_date',
      header: 'Until',
      sort: 'until_date',
      nowrap: true,
      render: (row) => formatDate(row.until_date),
    },
    {
      key: 'date_sign',
      header: 'Date Signed',
      sort: 'date_sign',
      nowrap: true,
      render: (row) => formatDate(row.date_sign),
    },
    {
      key: 'action',
      header: 'Action',
      nowrap: true,
      pinned: true,
      render: (row) => (
        <Button
          component={Link}
          to={`/hr/view/wfh/responsibility/${row.id}`}
          size="compact-sm"
          variant="subtle"
          leftSection={<IconEye size={14} />}
          aria-label={`View the undertaking of ${row.full_name}`}
        >
          View
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Work From Home Responsibility"
        description="Undertakings of employees working from home, each with its signed addendum."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => setAdding(true)}>
            Record Undertaking
          </Button>
        }
      />
      <DataList
        label="Work-from-home undertakings"
        queryKey={wfhKey}
        fetchPage={fetchWfh}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={PAGE_SIZES}
        defaultPageSize={RESPONSIBILITY_PER_PAGE}
        defaultSort="date_sign"
        defaultOrder="desc"
        searchPlaceholder="Search employee"
      />
      {adding ? <WfhFormModal onClose={() => setAdding(false)} /> : null}
    </>
  );
}
