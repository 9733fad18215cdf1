import type { AccessRow, accessQuery } from '@hris/domain/accounts';
import type { SortOf } from '@hris/domain/paging';
import { Badge, Text } from '@mantine/core';
import type { DataListColumn } from '../../../components/DataList';
import { AccountTypeBadge, UserStatusBadge } from './AccountBadges';
import { UserNameCell } from './UserNameCell';

type Column = DataListColumn<AccessRow, SortOf<typeof accessQuery>>;

/** The columns the three access lists share. */
export const accessColumns = {
  name: {
    key: 'full_name',
    header: 'Name',
    sort: 'full_name',
    render: (row) => <UserNameCell fullName={row.full_name} detail={row.name} />,
  } satisfies Column,
  designation: {
    key: 'position_name',
    header: 'Designation',
    render: (row) => <Text fz="sm">{row.position_name ?? '—'}</Text>,
  } satisfies Column,
  accountType: {
    key: 'account_type',
    header: 'Account Type',
    nowrap: true,
    render: (row) => <AccountTypeBadge type={row.account_type} />,
  } satisfies Column,
  superior: (header: string): Column => ({
    key: 'superior_name',
    header,
    render: (row) =>
      row.superior_name ? (
        <Text fz="sm">{row.superior_name}</Text>
      ) : (
        <Text fz="sm" c="dimmed">
          —
        </Text>
      ),
  }),
  members: {
    key: 'belong',
    header: 'Members',
    sort: 'belong',
    align: 'center',
    render: (row) => (
      <Badge variant="light" color={row.belong ? 'teal' : 'gray'}>
        {row.belong}
      </Badge>
    ),
  } satisfies Column,
  status: {
    key: 'status',
    header: 'Status',
    nowrap: true,
    render: (row) => <UserStatusBadge status={row.status} />,
  } satisfies Column,
};
