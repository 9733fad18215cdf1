import type { AccessRow, accessQuery } from '@hris/domain/accounts';
import type { SortOf } from '@hris/domain/paging';
import { Badge, Group, Text } from '@mantine/core';
import { IconShieldCog, IconUsers } from '@tabler/icons-react';
import { actionColumn } from '../../../components/action-column';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { useSubDepartmentTextOptions } from '../../../components/reference/reference-options';
import { useRowModal } from '../../../components/use-row-modal';
import { accessListKey, fetchAccess } from '../api/access';
import { accessColumns } from '../components/access-columns';
import { ChangeAccessModal } from '../components/ChangeAccessModal';
import { ManagerSubordinatesModal } from '../components/ManagerSubordinatesModal';
import { ACCOUNTS_DEFAULT_PAGE_SIZE, ACCOUNTS_PAGE_SIZES } from '../page-sizes';

const fetchManagers = fetchAccess('manageraccess');

/** /hr/assistantmanager: managers (role 3), the sub-departments they handle and their module access. */
export function ManagerialLevelPage() {
  const subordinates = useRowModal<AccessRow>();
  const changing = useRowModal<AccessRow>();
  const subDepartments = useSubDepartmentTextOptions();
  const subDepartmentName = (id: number) =>
    subDepartments.data?.find((option) => option.value === String(id))?.label ?? `#${id}`;

  const columns: DataListColumn<AccessRow, SortOf<typeof accessQuery>>[] = [
    accessColumns.name,
    accessColumns.designation,
    accessColumns.accountType,
    {
      key: 'subordinates',
      header: 'Sub-departments',
      render: (row) =>
        row.subordinates.length ? (
          <Group gap={4}>
            {row.subordinates.map((id) => (
              <Badge key={id} variant="light" color="indigo" radius="sm">
                {subDepartmentName(id)}
              </Badge>
            ))}
          </Group>
        ) : (
          <Text fz="sm" c="dimmed">
            None
          </Text>
        ),
    },
    {
      key: 'module_access',
      header: 'Module Access',
      nowrap: true,
      render: (row) => (
        <Badge variant="light" color={row.module_access ? 'teal' : 'gray'} radius="sm">
          {row.module_access ? 'Granted' : 'None'}
        </Badge>
      ),
    },
    accessColumns.members,
    accessColumns.status,
    actionColumn(
      (row) => (
        <>
          <IconAction
            label="Subordinates"
            variant="light"
            onClick={() => subordinates.open(row)}
            icon={<IconUsers size={17} />}
          />
          <IconAction
            label="Change Access"
            onClick={() => changing.open(row)}
            icon={<IconShieldCog size={17} />}
          />
        </>
      ),
      { centered: true },
    ),
  ];

  return (
    <>
      <PageHeader
        title="Managerial Level"
        description="Managers (department heads) approve after the supervisor, for the sub-departments they handle."
      />
      <DataList
        label="Managerial Level"
        queryKey={accessListKey('manageraccess')}
        fetchPage={fetchManagers}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={ACCOUNTS_PAGE_SIZES}
        defaultPageSize={ACCOUNTS_DEFAULT_PAGE_SIZE}
        defaultSort="full_name"
        searchPlaceholder="Search name or username"
      />
      <ManagerSubordinatesModal
        opened={subordinates.opened}
        manager={subordinates.row}
        onClose={subordinates.close}
      />
      <ChangeAccessModal
        level="manager"
        opened={changing.opened}
        user={changing.row}
        onClose={changing.close}
      />
    </>
  );
}
