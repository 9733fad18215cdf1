import {
  COACHED_NAME_MAX,
  COACHED_PER_PAGE,
  COACHING_PERFORMANCE_MAX,
  type CoachingRow,
  type coachedListQuery,
} from '@hris/domain/coaching';
import type { SortOf } from '@hris/domain/paging';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { CutText } from '../../../components/CutText';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { PageHeader } from '../../../components/PageHeader';
import { YearFilter } from '../../../components/YearFilter';
import { formatDate } from '../../../lib/format';
import { coachedKey } from '../api/keys';
import { fetchCoached } from '../api/records';
import { COACHED_PAGE_SIZES } from '../page-sizes';

/** /hr/coaching/records: the coaching sessions supervisors recorded, newest first. */
export function CoachedListPage() {
  const [year, setYear] = useState<string | null>(null);
  const columns: DataListColumn<CoachingRow, SortOf<typeof coachedListQuery>>[] = [
    {
      key: 'date_coaching',
      header: 'Date Coached',
      sort: 'date_coaching',
      nowrap: true,
      render: (row) => formatDate(row.date_coaching),
    },
    {
      key: 'full_name',
      header: 'Employee Name',
      sort: 'full_name',
      render: (row) => <CutText text={row.full_name} max={COACHED_NAME_MAX} />,
    },
    {
      key: 'performance',
      header: 'Performance',
      render: (row) => <CutText text={row.performance} max={COACHING_PERFORMANCE_MAX} />,
    },
    { key: 'superior_name', header: 'Coached By', sort: 'superior_name', render: (row) => row.superior_name },
    {
      key: 'action',
      header: 'View Details',
      nowrap: true,
      render: (row) => (
        <Button
          component={Link}
          to={`/hr/coaching/records/details/${row.coach_id}`}
          size="compact-sm"
          variant="subtle"
          aria-label={`View details of the coaching of ${row.full_name} on ${formatDate(row.date_coaching)}`}
        >
          View Details
        </Button>
      ),
    },
  ];
  return (
    <>
      <PageHeader title="Employee Coached" description="Coaching sessions recorded by the supervisors." />
      <DataList
        label="Employees coached"
        queryKey={coachedKey}
        fetchPage={fetchCoached}
        columns={columns}
        rowKey={(row) => row.coach_id}
        pageSizes={COACHED_PAGE_SIZES}
        defaultPageSize={COACHED_PER_PAGE}
        defaultSort="date_coaching"
        defaultOrder="desc"
        searchPlaceholder="Search employee"
        filters={{ year }}
        filterSlot={<YearFilter value={year} onChange={setYear} />}
      />
    </>
  );
}
