import { DOCUMENTS_PER_PAGE, LEGACY_GROUPS } from '@hris/domain/documents';
import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { DataList } from '../../../components/DataList';
import { PageHeader } from '../../../components/PageHeader';
import { YearFilter } from '../../../components/YearFilter';
import { errorMessage } from '../../../lib/api-client';
import { fetchDocumentEmployees, fetchGroupMembers } from '../api/documents';
import { documentEmployeesKey } from '../api/keys';
import { DocumentUpload } from '../components/DocumentUpload';
import { employeeColumns } from '../components/EmployeeColumns';
import { SentDocuments } from '../components/SentDocuments';
import { DOCUMENT_PAGE_SIZES } from '../page-sizes';
import { documentTypeOf, type Target, targetPaths } from '../targets';

const BACK = (
  <Button component={Link} to="/hr/contractsmemo" variant="default" leftSection={<IconArrowLeft size={16} />}>
    Contracts & Memos
  </Button>
);

/** The group an account's screen stands for, with its member count (404: renamed or removed). */
function useGroup(target: Target) {
  const fetchPage = fetchGroupMembers(target);
  return useQuery({
    queryKey: [...documentEmployeesKey, 'group', targetPaths(target).members],
    queryFn: ({ signal }) => fetchPage({ page: 1, per_page: 1, order: 'asc' }, signal),
    enabled: target.kind !== 'all',
    retry: false,
  });
}

/**
 * An assign screen (§2): documents sent to everyone (a contract or a memo), to an account's active
 * members, or to any sub-department's; what was sent there with its acknowledgements; and the members,
 * each with an Assign Memo link of their own.
 */
function AssignScreen({ target }: { target: Target }) {
  const [year, setYear] = useState<string | null>(null);
  const group = useGroup(target);
  const kind = documentTypeOf(target);
  const kindLabel = kind === 'contract' ? 'Contract' : 'Memo';
  const name = target.kind === 'all' ? 'All' : (group.data?.group?.name ?? '');
  const title = `Assign ${kindLabel} to ${name}`;
  const paths = targetPaths(target);
  const columns = employeeColumns((row) => (
    <Button component={Link} to={`/hr/memos/assign/${row.id}`} size="compact-sm" variant="subtle">
      Assign Memo
    </Button>
  ));

  if (group.isError)
    return (
      <>
        <PageHeader title="Assign Memo" actions={BACK} />
        <Alert color="red" title="This group cannot be shown">
          {errorMessage(group.error)}
        </Alert>
      </>
    );
  const members = group.data?.group?.members;
  return (
    <Stack gap="xl">
      <div>
        <PageHeader
          title={title}
          description={
            target.kind === 'all'
              ? `Every active employee receives the ${kind}, and an e-mail with a link to acknowledge it.`
              : `The ${members ?? '...'} active members of ${name} receive the memo, and an e-mail with a link to acknowledge it.`
          }
          actions={BACK}
        />
        <DocumentUpload
          path={paths.send}
          title={`Upload ${kindLabel}s`}
          recipients={target.kind === 'all' ? 'every active employee' : `every active member of ${name}`}
          submitLabel="Submit Documents"
        />
      </div>
      <SentDocuments
        title={target.kind === 'all' ? `${kindLabel}s sent to everyone` : `Memos sent to ${name}`}
        filters={
          target.kind === 'all'
            ? { audience: 'all', document_type: kind }
            : { audience: 'group', sub_department_id: group.data?.group?.id ?? -1 }
        }
      />
      <Stack gap="sm">
        <Text fw={700} fz="lg">
          {target.kind === 'all' ? 'Employees' : `Members of ${name}`}
        </Text>
        <DataList
          label={target.kind === 'all' ? 'Employees' : `Members of ${name}`}
          queryKey={[...documentEmployeesKey, paths.members]}
          fetchPage={target.kind === 'all' ? fetchDocumentEmployees : fetchGroupMembers(target)}
          columns={columns}
          rowKey={(row) => row.id}
          pageSizes={DOCUMENT_PAGE_SIZES}
          defaultPageSize={DOCUMENTS_PER_PAGE}
          defaultSort="full_name"
          searchPlaceholder="Search employee"
          filters={{ year }}
          filterSlot={<YearFilter value={year} onChange={setYear} />}
        />
      </Stack>
    </Stack>
  );
}

/** /hr/contracts/assign-all */
export function AssignContractAllPage() {
  return <AssignScreen target={{ kind: 'all', documentType: 'contract' }} />;
}

/** /hr/memos/assign-all */
export function AssignMemoAllPage() {
  return <AssignScreen target={{ kind: 'all', documentType: 'memo' }} />;
}

/** The screen of a legacy account: /hr/memos/assign-cd-hw, -cd-pq, -mantra, -va-nz-au, -va-us, -collections, -admin. */
export function legacyAssignPage(slug: string) {
  const group = LEGACY_GROUPS.find((g) => g.screen === slug);
  if (!group) throw new Error(`No legacy group ${slug}`);
  return function AssignMemoLegacyPage() {
    return <AssignScreen target={{ kind: 'legacy', group }} />;
  };
}

/** /hr/memos/assign/sub/:id: any sub-department. */
export function AssignMemoSubPage() {
  const id = Number(useParams().id);
  return <AssignScreen key={id} target={{ kind: 'sub', id }} />;
}
