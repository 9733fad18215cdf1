import { DOCUMENTS_PER_PAGE } from '@hris/domain/documents';
import { Button, Menu, Stack } from '@mantine/core';
import { IconChevronDown, IconFileUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataList } from '../../../components/DataList';
import { PageHeader } from '../../../components/PageHeader';
import { useSubDepartmentOptions } from '../../../components/reference/reference-options';
import { YearFilter } from '../../../components/YearFilter';
import { fetchDocumentEmployees } from '../api/documents';
import { documentEmployeesKey } from '../api/keys';
import { employeeColumns } from '../components/EmployeeColumns';
import { SentDocuments } from '../components/SentDocuments';
import { DOCUMENT_PAGE_SIZES } from '../page-sizes';
import { ASSIGN_SCREENS } from '../targets';

/** The mass-assign dropdown: everyone, the legacy accounts, then any other sub-department. */
function AssignMenu() {
  const subs = useSubDepartmentOptions();
  const legacy = new Set(ASSIGN_SCREENS.map((s) => s.label.replace(/^Assign Memo to /, '')));
  const others = (subs.data ?? []).filter((s) => !legacy.has(s.label));
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <Button leftSection={<IconFileUpload size={16} />} rightSection={<IconChevronDown size={16} />}>
          Mass Assign
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {ASSIGN_SCREENS.map((screen) => (
          <Menu.Item key={screen.to} component={Link} to={screen.to}>
            {screen.label}
          </Menu.Item>
        ))}
        {others.length > 0 ? <Menu.Divider /> : null}
        {others.map((sub) => (
          <Menu.Item key={sub.value} component={Link} to={`/hr/memos/assign/sub/${sub.value}`}>
            Assign Memo to {sub.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}

/** /hr/contractsmemo: every employee's contracts and memos, the mass-assign screens, and what was sent. */
export function ContractsMemoPage() {
  const [year, setYear] = useState<string | null>(null);
  const columns = employeeColumns((row) => (
    <Button.Group>
      <Button component={Link} to={`/hr/contracts/assign/${row.id}`} size="compact-sm" variant="subtle">
        Contract
      </Button>
      <Button component={Link} to={`/hr/memos/assign/${row.id}`} size="compact-sm" variant="subtle">
        Memo
      </Button>
    </Button.Group>
  ));
  return (
    <Stack gap="xl">
      <div>
        <PageHeader
          title="Contracts & Memos"
          description="Every employee's contracts and memos. Send a memo to an account or to everyone from Mass Assign."
          actions={<AssignMenu />}
        />
        <DataList
          label="Employees"
          queryKey={documentEmployeesKey}
          fetchPage={fetchDocumentEmployees}
          columns={columns}
          rowKey={(row) => row.id}
          pageSizes={DOCUMENT_PAGE_SIZES}
          defaultPageSize={DOCUMENTS_PER_PAGE}
          defaultSort="full_name"
          searchPlaceholder="Search employee"
          filters={{ year }}
          filterSlot={<YearFilter value={year} onChange={setYear} />}
        />
      </div>
      <SentDocuments title="Sent Documents" filters={{}} typeFilter />
    </Stack>
  );
}
