import type { SortOf } from '@hris/domain/paging';
import type { RequirementRow, requirementsQuery } from '@hris/domain/requirements';
import { DOCUMENT_KEYS } from '@hris/domain/requirements';
import { Badge, Button, Group, Progress, Select, Text } from '@mantine/core';
import { IconEdit } from '@tabler/icons-react';
import { useState } from 'react';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { EmployeeNameCell } from '../../../components/EmployeeNameCell';
import { PageHeader } from '../../../components/PageHeader';
import { useRowModal } from '../../../components/use-row-modal';
import { requirementsKey } from '../api/keys';
import { fetchRequirements } from '../api/requirements';
import { PositionFilter } from '../components/EmployeeFilters';
import { RequirementsModal } from '../components/RequirementsModal';
import { REQUIREMENTS_DEFAULT_PAGE_SIZE, REQUIREMENTS_PAGE_SIZES } from '../page-sizes';

/** Submitted = Completed, notsubmitted = Lacking. */
const STATUS_FILTER = [
  { value: 'submitted', label: 'Completed' },
  { value: 'notsubmitted', label: 'Lacking' },
];

/** /hr/requirements: the Requirements Tracker. */
export function RequirementsPage() {
  const [positionId, setPositionId] = useState<number | null>(null);
  const [status, setStatus] = useState<string | null>(null);
  const editing = useRowModal<RequirementRow>();
  const total = DOCUMENT_KEYS.length;

  const columns: DataListColumn<RequirementRow, SortOf<typeof requirementsQuery>>[] = [
    {
      key: 'full_name',
      header: 'Employee',
      sort: 'full_name',
      render: (row) => <EmployeeNameCell name={row.full_name} detail={row.emp_id} />,
    },
    {
      key: 'position_name',
      header: 'Designation',
      sort: 'position_name',
      render: (row) => row.position_name,
    },
    {
      key: 'submitted',
      header: 'Submitted',
      width: 170,
      render: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Progress
            value={(row.submitted / total) * 100}
            color={row.submitted === total ? 'teal' : 'blue'}
            w={70}
            size="sm"
            aria-hidden
          />
          <Text fz="sm" fw={500}>
            {row.submitted}/{total}
          </Text>
        </Group>
      ),
    },
    {
      key: 'requirement_status',
      header: 'Status',
      render: (row) => (
        <Badge color={row.requirement_status === 'Completed' ? 'teal' : 'red'} variant="light">
          {row.requirement_status}
        </Badge>
      ),
    },
    {
      key: 'action',
      header: 'Action',
      align: 'center',
      nowrap: true,
      pinned: true,
      width: 100,
      render: (row) => (
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconEdit size={14} />}
          onClick={() => editing.open(row)}
        >
          Edit
        </Button>
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Requirements Tracker"
        description="Pre-employment documents and government numbers. Completed needs all five numbers and every document but the medical certificate."
      />
      <DataList
        label="Requirements"
        queryKey={requirementsKey}
        fetchPage={fetchRequirements}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={REQUIREMENTS_PAGE_SIZES}
        defaultPageSize={REQUIREMENTS_DEFAULT_PAGE_SIZE}
        defaultSort="full_name"
        searchPlaceholder="Search by name"
        filters={{ position_id: positionId, status }}
        filterSlot={
          <>
            <PositionFilter value={positionId} onChange={setPositionId} />
            <Select
              aria-label="Status filter"
              placeholder="All statuses"
              data={STATUS_FILTER}
              value={status}
              onChange={setStatus}
              clearable
              w={150}
            />
          </>
        }
      />
      <RequirementsModal opened={editing.opened} row={editing.row} onClose={editing.close} />
    </>
  );
}
