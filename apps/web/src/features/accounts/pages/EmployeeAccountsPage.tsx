import type { EmployeeAccountRow, employeeAccountsQuery } from '@hris/domain/accounts';
import type { SortOf } from '@hris/domain/paging';
import { Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { HistoryButton } from '../../../components/history/HistoryButton';
import { PageHeader } from '../../../components/PageHeader';
import { StatusBadge } from '../../../components/StatusBadge';
import { formatDateTime } from '../../../lib/format';
import { employeeAccountsKey } from '../api/keys';
import { fetchEmployeeAccounts } from '../api/users';
import { ACCOUNTS_DEFAULT_PAGE_SIZE, ACCOUNTS_PAGE_SIZES } from '../page-sizes';

const ACCOUNT_OPTIONS = [
  { value: 'with', label: 'With an account' },
  { value: 'without', label: 'Without an account' },
];
const EMPLOYMENT_OPTIONS = [
  { value: 'active', label: 'With the company' },
  { value: 'inactive', label: 'Left the company' },
];

/**
 * /hr/employeeaccount: each employee with their account (role, last login, last self-service sign-in,
 * active) or Create Account.
 */
export function EmployeeAccountsPage() {
  const [account, setAccount] = useState<string | null>(null);
  const [employment, setEmployment] = useState('active');
  const columns: DataListColumn<EmployeeAccountRow, SortOf<typeof employeeAccountsQuery>>[] = [
    { key: 'emp_id', header: 'Employee Id', sort: 'emp_id', nowrap: true, render: (r) => r.emp_id },
    {
      key: 'full_name',
      header: 'Employee',
      sort: 'full_name',
      render: (r) => (
        <Stack gap={0}>
          <Text fz="sm" fw={600}>
            {r.full_name}
          </Text>
          <Text fz="xs" c="dimmed">
            {r.position_name} · {r.department_name}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      nowrap: true,
      render: (r) => <StatusBadge status={r.employment_status} />,
    },
    {
      key: 'account',
      // the role under the username: with the self-service column, every column fits at 1280 px
      header: 'Account',
      render: (r) =>
        r.username ? (
          <Stack gap={0} maw={210}>
            <Group gap={6} wrap="nowrap">
              <Text fz="sm" fw={600} truncate="end" title={r.username}>
                {r.username}
              </Text>
              {r.active ? (
                employment === 'inactive' ? (
                  <Badge size="xs" variant="light" color="orange" style={{ flexShrink: 0 }}>
                    Still active
                  </Badge>
                ) : null
              ) : (
                <Badge size="xs" variant="light" color="gray" style={{ flexShrink: 0 }}>
                  Inactive
                </Badge>
              )}
            </Group>
            <Text fz="xs" c="dimmed" truncate="end" title={r.email ?? undefined}>
              {r.email}
            </Text>
            <Text fz="xs">{r.roles_name}</Text>
          </Stack>
        ) : (
          <Badge variant="light" color="gray">
            No account
          </Badge>
        ),
    },
    {
      key: 'last_login_at',
      header: 'Last Login',
      sort: 'last_login_at',
      render: (r) =>
        r.user_id === null ? (
          ''
        ) : r.last_login_at ? (
          formatDateTime(r.last_login_at, { short: true })
        ) : (
          <Text fz="sm" c="dimmed">
            Never
          </Text>
        ),
    },
    {
      key: 'last_ess_login_at',
      header: 'Self-service',
      sort: 'last_ess_login_at',
      render: (r) =>
        r.user_id === null ? (
          ''
        ) : r.last_ess_login_at ? (
          formatDateTime(r.last_ess_login_at, { short: true })
        ) : (
          <Text fz="sm" c="dimmed">
            Never
          </Text>
        ),
    },
    {
      key: 'action',
      header: 'Action',
      nowrap: true,
      pinned: true,
      render: (r) =>
        r.user_id === null ? (
          <Button
            component={Link}
            to="/hr/accountuser"
            state={{
              employee: {
                id: r.employee_id,
                emp_id: r.emp_id,
                full_name: r.full_name,
                position_name: r.position_name,
                department_name: r.department_name,
              },
            }}
            size="compact-sm"
            variant="light"
            leftSection={<IconUserPlus size={14} />}
            aria-label={`Create Account for ${r.full_name}`}
          >
            Create Account
          </Button>
        ) : (
          <Group gap={4} wrap="nowrap">
            <HistoryButton icon entity="user" id={r.user_id} title={`the account of ${r.full_name}`} />
          </Group>
        ),
    },
  ];
  return (
    <>
      <PageHeader
        title="Employee Accounts"
        description="Which employees can log in to the self-service system, with their role and last login; an account switched off says Inactive."
      />
      <DataList
        label="Employee accounts"
        queryKey={employeeAccountsKey}
        fetchPage={fetchEmployeeAccounts}
        columns={columns}
        rowKey={(r) => r.employee_id}
        pageSizes={ACCOUNTS_PAGE_SIZES}
        defaultPageSize={ACCOUNTS_DEFAULT_PAGE_SIZE}
        defaultSort="full_name"
        searchPlaceholder="Search name or employee id"
        filters={{ account, employment }}
        filterSlot={
          <>
            <Select
              label="Account"
              placeholder="All"
              clearable
              data={ACCOUNT_OPTIONS}
              value={account}
              onChange={setAccount}
              w={190}
            />
            <Select
              label="Employees"
              data={EMPLOYMENT_OPTIONS}
              value={employment}
              onChange={(v) => v && setEmployment(v)}
              allowDeselect={false}
              w={180}
            />
          </>
        }
      />
    </>
  );
}
