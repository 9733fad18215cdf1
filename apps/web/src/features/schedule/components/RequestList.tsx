import { Box, Group, Select } from '@mantine/core';
import { IconEdit, IconEye, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { BulkDecisionActions } from '../../../components/BulkDecision';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { EmployeeNameCell } from '../../../components/EmployeeNameCell';
import { IconAction } from '../../../components/IconAction';
import { useDeleteFlow } from '../../../components/use-delete-flow';
import { YearFilter } from '../../../components/YearFilter';
import {
  type RequestKind,
  type RequestSort,
  type RowOf,
  requestFetcher,
  requestKindOf,
  requestsKey,
  useBulkDecideRequests,
  useDeleteRequest,
} from '../api/requests';
import { REQUEST_PAGE_SIZES } from '../page-sizes';
import { REQUEST_STATUS_OPTIONS } from '../request-labels';
import type { RequestScreens } from '../request-screens';
import { RequestStatusBadge } from './RequestStatusBadge';

/**
 * The list of one kind of request: search by employee, the status and year filters (from
 * 2019), page size and order; each row's status and actions: view (HR's approval screen), edit while
 * HR's decision is pending, delete after the delete question; pending rows can be selected and approved
 * or declined together.
 */
export function RequestList<K extends RequestKind>({ screens }: { screens: RequestScreens<K> }) {
  const { kind } = screens;
  const { tableLabel, columns, pageSize } = screens.listPage;
  // what one request is, in the bulk decision's messages: "schedule adjustment"
  const { noun } = requestKindOf(kind);
  const [year, setYear] = useState<string | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const deletion = useDeleteRequest(kind);
  const { remove } = useDeleteFlow<RowOf<K>>({ remove: (row) => deletion.mutateAsync(row.id) });
  const [fetchPage] = useState(() => requestFetcher(kind));
  const bulk = useBulkDecideRequests(kind);

  const all: DataListColumn<RowOf<K>, RequestSort<RequestKind>>[] = [
    {
      key: 'full_name',
      header: 'Employee',
      sort: 'full_name',
      render: (row) => <EmployeeNameCell name={row.full_name} detail={row.emp_id} />,
    },
    ...columns,
    {
      key: 'hr_status',
      header: 'Status',
      sort: 'hr_status',
      nowrap: true,
      render: (row) => <RequestStatusBadge status={row.hr_status} />,
    },
    {
      key: 'action',
      header: 'Action',
      pinned: true,
      nowrap: true,
      render: (row) => (
        <Group gap={4} wrap="nowrap">
          <IconAction
            label={row.hr_status === 'pending' ? 'Review' : 'View'}
            icon={<IconEye size={16} />}
            to={screens.approval(row.id)}
            variant="light"
          />
          {row.hr_status === 'pending' ? (
            <IconAction label="Edit" icon={<IconEdit size={16} />} to={screens.edit(row.id)} />
          ) : (
            // a decided request is final: its slot stays, so that Delete lines up in every row
            <Box w={28} aria-hidden />
          )}
          <IconAction
            label="Delete"
            icon={<IconTrash size={16} />}
            color="red"
            onClick={() => void remove(row)}
          />
        </Group>
      ),
    },
  ];

  return (
    <DataList
      label={tableLabel}
      queryKey={requestsKey(kind)}
      fetchPage={fetchPage}
      columns={all}
      rowKey={(row) => row.id}
      pageSizes={REQUEST_PAGE_SIZES}
      defaultPageSize={pageSize}
      defaultSort="date_filled"
      defaultOrder="desc"
      searchPlaceholder="Search employee"
      filters={{ year, status }}
      selection={{
        // HR decides a request while its decision is pending (docs/rules.md#schedule-rules)
        canSelect: (row) => row.hr_status === 'pending',
        rowLabel: (row) => `Select ${row.full_name}`,
        actions: (selected, clear) => (
          <BulkDecisionActions
            selected={selected}
            clear={clear}
            noun={noun}
            idOf={(row) => row.id}
            send={(body) => bulk.mutateAsync(body)}
          />
        ),
      }}
      filterSlot={
        <>
          <YearFilter value={year} onChange={setYear} />
          <Select
            label="Status"
            placeholder="All statuses"
            data={REQUEST_STATUS_OPTIONS}
            value={status}
            onChange={setStatus}
            clearable
            w={150}
          />
        </>
      }
    />
  );
}
