import type { AccessRow, accessQuery } from '@hris/domain/accounts';
import type { SortOf } from '@hris/domain/paging';
import { IconShieldCog, IconUsers } from '@tabler/icons-react';
import { actionColumn } from '../../../components/action-column';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { useRowModal } from '../../../components/use-row-modal';
import { accessListKey, fetchAccess } from '../api/access';
import { accessColumns } from '../components/access-columns';
import { ChangeAccessModal } from '../components/ChangeAccessModal';
import { MembersModal } from '../components/MembersModal';
import { ACCOUNTS_DEFAULT_PAGE_SIZE, ACCOUNTS_PAGE_SIZES } from '../page-sizes';

const fetchSupervisors = fetchAccess('supervisoraccess');

/** /hr/supervisoraccess: supervisors (role 2), their manager and their members. */
export function SupervisoryLevelPage() {
  const members = useRowModal<AccessRow>();
  const changing = useRowModal<AccessRow>();

  const columns: DataListColumn<AccessRow, SortOf<typeof accessQuery>>[] = [
    accessColumns.name,
    accessColumns.designation,
    accessColumns.accountType,
    accessColumns.superior('Manager'),
    accessColumns.members,
    accessColumns.status,
    actionColumn(
      (row) => (
        <>
          <IconAction
            label="Subordinates"
            variant="light"
            onClick={() => members.open(row)}
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
        title="Supervisory Level"
        description="Supervisors approve their members' requests first; they belong to a manager."
      />
      <DataList
        label="Supervisory Level"
        queryKey={accessListKey('supervisoraccess')}
        fetchPage={fetchSupervisors}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={ACCOUNTS_PAGE_SIZES}
        defaultPageSize={ACCOUNTS_DEFAULT_PAGE_SIZE}
        defaultSort="full_name"
        searchPlaceholder="Search name or username"
      />
      <MembersModal opened={members.opened} user={members.row} onClose={members.close} />
      <ChangeAccessModal
        level="supervisor"
        opened={changing.opened}
        user={changing.row}
        onClose={changing.close}
      />
    </>
  );
}
