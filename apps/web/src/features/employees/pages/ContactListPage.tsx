import type { ContactRow, contactsQuery } from '@hris/domain/contacts';
import type { SortOf } from '@hris/domain/paging';
import { IconEdit, IconEye } from '@tabler/icons-react';
import { actionColumn } from '../../../components/action-column';
import { DataList, type DataListColumn } from '../../../components/DataList';
import { EmailLink } from '../../../components/EmailLink';
import { EmployeeNameCell } from '../../../components/EmployeeNameCell';
import { IconAction } from '../../../components/IconAction';
import { PageHeader } from '../../../components/PageHeader';
import { useRowModal } from '../../../components/use-row-modal';
import { fetchContacts } from '../api/contacts';
import { contactsKey } from '../api/keys';
import { ContactUpdateModal } from '../components/ContactUpdateModal';
import { ContactViewModal } from '../components/ContactViewModal';
import { CONTACTS_DEFAULT_PAGE_SIZE, CONTACTS_PAGE_SIZES } from '../page-sizes';

/** /hr/contactinfo: how to reach every employee and their emergency contact. */
export function ContactListPage() {
  const viewing = useRowModal<ContactRow>();
  const updating = useRowModal<ContactRow>();

  const columns: DataListColumn<ContactRow, SortOf<typeof contactsQuery>>[] = [
    {
      key: 'full_name',
      header: 'Employee',
      sort: 'full_name',
      render: (row) => <EmployeeNameCell name={row.full_name} detail={row.position_name} />,
    },
    { key: 'contact', header: 'Contact', nowrap: true, render: (row) => row.contact },
    {
      key: 'email_address',
      header: 'Email',
      render: (row) => <EmailLink email={row.email_address} />,
    },
    { key: 'contact_person', header: 'Contact Person', render: (row) => row.contact_person },
    { key: 'relationship', header: 'Relationship', render: (row) => row.relationship },
    { key: 'emergency_no', header: 'Emergency No.', nowrap: true, render: (row) => row.emergency_no },
    actionColumn(
      (row) => (
        <>
          <IconAction
            label="View"
            onClick={() => viewing.open(row)}
            icon={<IconEye size={17} />}
            color="gray"
          />
          <IconAction
            label="Update"
            variant="light"
            onClick={() => updating.open(row)}
            icon={<IconEdit size={17} />}
          />
        </>
      ),
      { centered: true },
    ),
  ];

  return (
    <>
      <PageHeader
        title="Contact List"
        description="Contact numbers, email and emergency contacts of active employees."
      />
      <DataList
        label="Contact List"
        queryKey={contactsKey}
        fetchPage={fetchContacts}
        columns={columns}
        rowKey={(row) => row.id}
        pageSizes={CONTACTS_PAGE_SIZES}
        defaultPageSize={CONTACTS_DEFAULT_PAGE_SIZE}
        defaultSort="full_name"
        searchPlaceholder="Search employee"
      />
      <ContactViewModal opened={viewing.opened} contact={viewing.row} onClose={viewing.close} />
      <ContactUpdateModal opened={updating.opened} contact={updating.row} onClose={updating.close} />
    </>
  );
}
