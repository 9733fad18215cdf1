import {
  CONTRIBUTIONS_PER_PAGE,
  type ContributionRow,
  type contributionListQuery,
} from '@hris/domain/contributions';
import type { SortOf } from '@hris/domain/paging';
import { Button } from '@mantine/core';
import { IconCalendarPlus, IconEye, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { actionColumn } from '../../../components/action-column';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { confirmDialog, errorDialog, successDialog } from '../../../components/dialogs';
import { PageHeader } from '../../../components/PageHeader';
import { useDeleteFlow } from '../../../components/use-delete-flow';
import { YearFilter } from '../../../components/YearFilter';
import { errorMessage } from '../../../lib/api-client';
import { companyMonth } from '../../../lib/clock';
import { peso } from '../../../lib/format';
import { monthTitle } from '../../../lib/month';
import {
  contributionsKey,
  fetchContributions,
  useDeleteContribution,
  useGenerateMonth,
} from '../api/contributions';

const PAGE_SIZES = [10, 20, 25, 50, 100, 200] as const;

/** /hr/contributions/list: Loan & Contributions, a record per employee and month, newest month first. */
export function ContributionListPage() {
  const [year, setYear] = useState<string | null>(null);
  const remove = useDeleteContribution();
  const making = useGenerateMonth();
  const generate = async () => {
    const month = companyMonth();
    const ok = await confirmDialog({
      message: `Make the ${monthTitle(month)} records of every active employee who has none, from the statutory tables?`,
    });
    if (!ok) return;
    try {
      const reply = await making.mutateAsync(month);
      await successDialog({
        title: 'Done',
        message: `${reply.data.created} records made.`,
        autoCloseMs: 3000,
      });
    } catch (error) {
      await errorDialog({ message: errorMessage(error) });
    }
  };
  const { remove: deleteRow, deleting } = useDeleteFlow<ContributionRow>({
    remove: (row) => remove.mutateAsync(row.id),
  });
  const money = (
    key: keyof ContributionRow,
    header: string,
  ): DataListColumn<ContributionRow, SortOf<typeof contributionListQuery>> => ({
    key,
    header,
    align: 'right',
    nowrap: true,
    render: (row) => peso(row[key] as string),
  });
  const columns: DataListColumn<ContributionRow, SortOf<typeof contributionListQuery>>[] = [
    { key: 'emp_id', header: 'Employee Id', nowrap: true, render: (row) => row.emp_id },
    { key: 'full_name', header: 'Full Name', sort: 'full_name', render: (row) => row.full_name },
    {
      key: 'date_covered',
      header: 'Date Covered',
      sort: 'date_covered',
      nowrap: true,
      render: (row) => monthTitle(row.date_covered),
    },
    money('sss_cont', 'SSS'),
    money('phic_cont', 'PhilHealth'),
    money('hdmf_pagibig_cont', 'Pag-IBIG'),
    money('withholding_tax', 'Tax'),
    { ...money('total', 'Total'), sort: 'total' },
    actionColumn((row) => (
      <>
        <Button
          component={Link}
          to={`/hr/contributions/details/${row.id}/${row.employee_id}`}
          size="compact-sm"
          variant="subtle"
          leftSection={<IconEye size={14} />}
          aria-label={`View the record of ${row.full_name} for ${monthTitle(row.date_covered)}`}
        >
          View
        </Button>
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          leftSection={<IconTrash size={14} />}
          loading={deleting}
          onClick={() => void deleteRow(row)}
          aria-label={`Delete the record of ${row.full_name} for ${monthTitle(row.date_covered)}`}
        >
          Delete
        </Button>
      </>
    )),
  ];
  return (
    <>
      <PageHeader
        title="Loan & Contributions"
        description="Each employee's monthly SSS, PhilHealth, Pag-IBIG, HMO, loans and withholding tax."
        actions={
          <>
            <Button
              variant="default"
              leftSection={<IconCalendarPlus size={16} />}
              onClick={generate}
              loading={making.isPending}
            >
              Make This Month's Records
            </Button>
            <Button component={Link} to="/hr/contributions/form" leftSection={<IconPlus size={16} />}>
              New Record
            </Button>
          </>
        }
      />
      <DataList
        label="Contributions"
        queryKey={contributionsKey}
        fetchPage={fetchContributions}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={PAGE_SIZES}
        defaultPageSize={CONTRIBUTIONS_PER_PAGE}
        defaultSort="date_covered"
        defaultOrder="desc"
        searchPlaceholder="Search employee"
        filters={{ year }}
        filterSlot={<YearFilter value={year} onChange={setYear} />}
      />
    </>
  );
}
