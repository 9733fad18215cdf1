import type { UserRow, usersQuery } from '@hris/domain/accounts';
import { ROLES } from '@hris/domain/auth';
import type { SortOf } from '@hris/domain/paging';
import { Button, Select, Text } from '@mantine/core';
import { IconEdit, IconKey, IconShieldOff, IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { actionColumn } from '../../../components/action-column';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { successDialog } from '../../../components/dialogs';
import { EmailLink } from '../../../components/EmailLink';
import { HistoryButton } from '../../../components/history/HistoryButton';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { useRowModal } from '../../../components/use-row-modal';
import { useCurrentUser } from '../../../lib/current-user';
import { formatDate } from '../../../lib/format';
import { usersKey } from '../api/keys';
import { useRoleOptions } from '../api/roles';
import { useResetTwoFactor } from '../api/security';
import { fetchUsers } from '../api/users';
import { AccountTypeBadge } from '../components/AccountBadges';
import { ActiveSwitch } from '../components/ActiveSwitch';
import { PasswordCodeModal } from '../components/security/PasswordCodeModal';
import { UserEditModal } from '../components/UserEditModal';
import { UserNameCell } from '../components/UserNameCell';
import { UserPasswordModal } from '../components/UserPasswordModal';
import { ACCOUNTS_DEFAULT_PAGE_SIZE, ACCOUNTS_PAGE_SIZES } from '../page-sizes';

/** /hr/users: every account, with edit, password reset and the active toggle. */
export function UsersPage() {
  const roles = useRoleOptions();
  const [roleId, setRoleId] = useState<number | null>(null);
  const editing = useRowModal<UserRow>();
  const resetting = useRowModal<UserRow>();
  const resettingTwoFactor = useRowModal<UserRow>();
  const resetTwoFactor = useResetTwoFactor();
  const me = useCurrentUser();

  const columns: DataListColumn<UserRow, SortOf<typeof usersQuery>>[] = [
    {
      key: 'full_name',
      header: 'Name',
      sort: 'full_name',
      render: (row) => <UserNameCell fullName={row.full_name} detail={row.name} />,
    },
    {
      key: 'email',
      header: 'Email',
      render: (row) => <EmailLink email={row.email} />,
    },
    {
      key: 'role',
      header: 'Role',
      sort: 'role_id',
      nowrap: true,
      render: (row) => (
        <Text
          fz="sm"
          fw={row.role_id === ROLES.hr ? 600 : undefined}
          c={row.role_id === ROLES.hr ? 'blue' : undefined}
        >
          {row.roles_name}
        </Text>
      ),
    },
    {
      key: 'account_type',
      header: 'Account Type',
      nowrap: true,
      // Admin staff, office staff, supervisor or manager: the access levels of roles 1 to 3.
      render: (row) =>
        row.role_id <= ROLES.assistantManager ? <AccountTypeBadge type={row.account_type} /> : null,
    },
    {
      key: 'created_at',
      header: 'Created',
      sort: 'created_at',
      nowrap: true,
      render: (row) => formatDate(row.created_at),
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (row) => (
        <ActiveSwitch
          userId={row.id}
          name={row.full_name || row.name}
          active={row.status === 'active'}
          confirmDeactivate
        />
      ),
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
          <IconAction
            label="Reset Password"
            color="orange"
            onClick={() => resetting.open(row)}
            icon={<IconKey size={17} />}
          />
          {row.two_factor && row.id !== me.data?.id ? (
            <IconAction
              label="Reset Two-Factor"
              color="red"
              onClick={() => resettingTwoFactor.open(row)}
              icon={<IconShieldOff size={17} />}
            />
          ) : null}
          <HistoryButton icon entity="user" id={row.id} title={row.full_name ?? row.name} />
        </>
      ),
      { centered: true },
    ),
  ];

  return (
    <>
      <PageHeader
        title="Users"
        description="Accounts of the self-service system and of this application, with their roles."
        actions={
          <Button component={Link} to="/hr/accountuser" leftSection={<IconUserPlus size={16} />}>
            Create Account
          </Button>
        }
      />
      <DataList
        label="Users"
        queryKey={usersKey}
        fetchPage={fetchUsers}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={ACCOUNTS_PAGE_SIZES}
        defaultPageSize={ACCOUNTS_DEFAULT_PAGE_SIZE}
        defaultSort="full_name"
        searchPlaceholder="Search name, username or email"
        filters={{ role_id: roleId }}
        filterSlot={
          <Select<number>
            label="Role"
            placeholder="All roles"
            data={roles.data ?? []}
            value={roleId}
            onChange={setRoleId}
            clearable
            w={220}
          />
        }
      />
      <UserEditModal opened={editing.opened} user={editing.row} onClose={editing.close} />
      <UserPasswordModal opened={resetting.opened} user={resetting.row} onClose={resetting.close} />
      <PasswordCodeModal
        opened={resettingTwoFactor.opened}
        title="Reset two-factor authentication"
        intro={`${resettingTwoFactor.row?.full_name || resettingTwoFactor.row?.name} will log in with the password alone and can set up a new authenticator. Do this only when you are sure it is them who lost it. Enter your own password to confirm.`}
        saveLabel="Reset"
        save={(v) => resetTwoFactor.mutateAsync({ id: resettingTwoFactor.row!.id, password: v.password })}
        onSaved={() => {
          resettingTwoFactor.close();
          void successDialog({ title: 'Reset', message: 'Two-factor authentication is off for this user.' });
        }}
        onClose={resettingTwoFactor.close}
      />
    </>
  );
}
