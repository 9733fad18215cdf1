import type { DocumentEmployeeRow, documentEmployeesQuery } from '@hris/domain/documents';
import type { SortOf } from '@hris/domain/paging';
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { DataListColumn } from '../../../components/DataList';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDate } from '../../../lib/format';

/**
 * The columns of this area's employee lists (Employee Id, Full Name, Position, Hired Date, Status),
 * with the employee's documents and `action` (a link per row) last.
 */
export function employeeColumns(
  action: (row: DocumentEmployeeRow) => React.ReactNode,
): DataListColumn<DocumentEmployeeRow, SortOf<typeof documentEmployeesQuery>>[] {
  return [
    { key: 'emp_id', header: 'Employee Id', sort: 'emp_id', nowrap: true, render: (row) => row.emp_id },
    {
      key: 'full_name',
      header: 'Full Name',
      sort: 'full_name',
      render: (row) => (
        <Anchor component={Link} to={`/hr/contracts/assign/${row.id}`} fz="sm" fw={600}>
          {row.full_name}
        </Anchor>
      ),
    },
    { key: 'position', header: 'Position', sort: 'position', render: (row) => row.position },
    {
      key: 'employment_date',
      header: 'Hired Date',
      sort: 'employment_date',
      nowrap: true,
      render: (row) => formatDate(row.employment_date),
    },
    {
      key: 'status',
      header: 'Status',
      sort: 'status',
      nowrap: true,
      render: (row) => <StatusBadge status={row.status} size="sm" />,
    },
    {
      key: 'documents',
      header: 'Documents',
      render: (row) => (
        <Stack gap={0}>
          <Text fz="sm" c={row.contracts ? undefined : 'red.9'}>
            {row.contracts ? `${row.contracts} contract${row.contracts > 1 ? 's' : ''}` : 'No contract'},{' '}
            {row.memos} memo{row.memos === 1 ? '' : 's'}
          </Text>
          {row.unacknowledged ? (
            <Text fz="xs" c="red.9">
              {row.unacknowledged} unacknowledged
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'action', header: 'Action', nowrap: true, pinned: true, render: action },
  ];
}
