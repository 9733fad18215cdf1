import type { AccessRow, accessQuery } from '@hris/domain/accounts';
import type { SortOf } from '@hris/domain/paging';
import { IconShieldCog } from '@tabler/icons-react';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { useRowModal } from '../../../components/use-row-modal';
import { accessListKey, fetchAccess } from '../api/access';
import { accessColumns } from '../components/access-columns';
import { StaffAccessModal } from '../components/StaffAccessModal';
import { ACCOUNTS_DEFAULT_PAGE_SIZE, ACCOUNTS_PAGE_SIZES } from '../page-sizes';

const fetchStaff = fetchAccess('groupaccess');

/** /hr/groupaccess: office and admin staff (role 1) and the supervisor each belongs to. */
export function StaffLevelPage() {
  const changing = useRowModal<AccessRow>();

  const columns: DataListColumn<AccessRow, SortOf<typeof accessQuery>>[] = [
    accessColumns.name,
    accessColumns.designation,
    accessColumns.accountType,
    accessColumns.superior('Supervisor'),
    accessColumns.status,
    {
      key: 'action',
      header: 'Action',
      align: 'center',
      nowrap: true,
      pinned: true,
      render: (row) => (
        <IconAction
          label="Change Access"
          variant="light"
          onClick={() => changing.open(row)}
          icon={<IconShieldCog size={17} />}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader
        title="Staff Level"
        description="Office staff belong to a supervisor; admin staff belong to nobody."
      />
      <DataList
        label="Staff Level"
        queryKey={accessListKey('groupaccess')}
        fetchPage={fetchStaff}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={ACCOUNTS_PAGE_SIZES}
        defaultPageSize={ACCOUNTS_DEFAULT_PAGE_SIZE}
        defaultSort="full_name"
        searchPlaceholder="Search name or username"
      />
      <StaffAccessModal opened={changing.opened} user={changing.row} onClose={changing.close} />
    </>
  );
}
