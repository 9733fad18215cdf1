import type { Role, rolesQuery } from '@hris/domain/accounts';
import type { SortOf } from '@hris/domain/paging';
import { Badge, Button, Text } from '@mantine/core';
import { IconEdit, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { actionColumn } from '../../../components/action-column';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { HistoryButton } from '../../../components/history/HistoryButton';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { useRowModal } from '../../../components/use-row-modal';
import { formatDate } from '../../../lib/format';
import { rolesKey } from '../api/keys';
import { fetchRoles } from '../api/roles';
import { RoleEditModal } from '../components/RoleEditModal';
import { ACCOUNTS_DEFAULT_PAGE_SIZE, ACCOUNTS_PAGE_SIZES } from '../page-sizes';

/** /hr/usersroles: the roles accounts can have, with how many users hold each. */
export function UserRolesPage() {
  const editing = useRowModal<Role>();

  const columns: DataListColumn<Role, SortOf<typeof rolesQuery>>[] = [
    { key: 'id', header: 'Id', sort: 'id', nowrap: true, width: 70, render: (row) => row.id },
    {
      key: 'roles_name',
      header: 'Role',
      sort: 'roles_name',
      nowrap: true,
      render: (row) => (
        <Text fz="sm" fw={600}>
          {row.roles_name}
        </Text>
      ),
    },
    {
      key: 'description',
      header: 'Description',
      render: (row) => (
        <Text fz="sm" c={row.description ? undefined : 'dimmed'} lineClamp={2} maw={460}>
          {row.description || '—'}
        </Text>
      ),
    },
    {
      key: 'users',
      header: 'Users',
      align: 'center',
      render: (row) => (
        <Badge variant="light" color="teal">
          {row.users}
        </Badge>
      ),
    },
    {
      key: 'updated_at',
      header: 'Updated',
      nowrap: true,
      render: (row) => formatDate(row.updated_at),
    },
    actionColumn(
      (row) => (
        <>
          <IconAction
            label="Edit"
            variant="light"
            onClick={() => editing.open(row)}
            icon={<IconEdit size={17} />}
          />
          <HistoryButton icon entity="role" id={row.id} title={`the role ${row.roles_name}`} />
        </>
      ),
      { centered: true },
    ),
  ];

  return (
    <>
      <PageHeader
        title="User Roles"
        description="The roles an account can have. Role ids 1 to 5 drive the approval chain and access."
        actions={
          <Button component={Link} to="/hr/createroles" leftSection={<IconPlus size={16} />}>
            Create Role
          </Button>
        }
      />
      <DataList
        label="User Roles"
        queryKey={rolesKey}
        fetchPage={fetchRoles}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={ACCOUNTS_PAGE_SIZES}
        defaultPageSize={ACCOUNTS_DEFAULT_PAGE_SIZE}
        defaultSort="id"
        searchPlaceholder="Search role"
      />
      <RoleEditModal opened={editing.opened} role={editing.row} onClose={editing.close} />
    </>
  );
}
