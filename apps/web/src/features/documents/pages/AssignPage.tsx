import { DOCUMENTS_PER_PAGE, type GroupMembersReply, LEGACY_GROUPS } from '@hris/domain/documents';
import { Button, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { DataList } from '../../../components/DataList';
import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { YearFilter } from '../../../components/YearFilter';
import { useRouteId } from '../../../lib/route-id';
import { fetchDocumentEmployees, fetchGroupMembers, sendTo } from '../api/documents';
import { documentEmployeesKey } from '../api/keys';
import { DocumentUpload } from '../components/DocumentUpload';
import { employeeColumns } from '../components/EmployeeColumns';
import { SentDocuments } from '../components/SentDocuments';
import { DOCUMENT_PAGE_SIZES } from '../page-sizes';
import { documentTypeOf, type GroupTarget, type Target, targetKey } from '../targets';

const BACK = { to: '/hr/contractsmemo', label: 'Contracts & Memos' };
const BACK_BUTTON = (
  <Button component={Link} to={BACK.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
    {BACK.label}
  </Button>
);

type Group = GroupMembersReply['group'];

/**
 * The group an account's screen stands for, with its member count (404: renamed or removed); null
 * when the address names no sub-department, and nothing is asked.
 */
function useGroup(target: GroupTarget | null) {
  const fetchPage = target ? fetchGroupMembers(target) : null;
  return useQuery({
    queryKey: [...documentEmployeesKey, 'group', target ? targetKey(target) : null],
    queryFn: ({ signal }) => fetchPage!({ page: 1, per_page: 1, order: 'asc' }, signal),
    select: (reply) => reply.group,
    enabled: fetchPage !== null,
    retry: false,
  });
}

/**
 * An assign screen (docs/screens.md#contracts-and-memos): documents sent to everyone (a contract or a memo), to an account's active
 * members, or to any sub-department's; what was sent there with its acknowledgements; and the members,
 * each with an Assign Memo link of their own. A group's screen shows once the group is known, so that
 * nothing is asked of the API for a group it does not know yet.
 */
function AssignScreen({ target, group }: { target: Target; group: Group | null }) {
  const [year, setYear] = useState<string | null>(null);
  const kind = documentTypeOf(target);
  const kindLabel = kind === 'contract' ? 'Contract' : 'Memo';
  const name = group?.name ?? 'All';
  const title = `Assign ${kindLabel} to ${name}`;
  const columns = employeeColumns((row) => (
    <Button component={Link} to={`/hr/memos/assign/${row.id}`} size="compact-sm" variant="subtle">
      Assign Memo
    </Button>
  ));

  return (
    <Stack gap="xl">
      <div>
        <PageHeader
          title={title}
          description={
            group
              ? `The ${group.members} active members of ${name} receive the memo, and an e-mail with a link to acknowledge it.`
              : `Every active employee receives the ${kind}, and an e-mail with a link to acknowledge it.`
          }
          actions={BACK_BUTTON}
        />
        <DocumentUpload
          send={sendTo(target)}
          title={`Upload ${kindLabel}s`}
          recipients={group ? `every active member of ${name}` : 'every active employee'}
          submitLabel="Submit Documents"
        />
      </div>
      <SentDocuments
        title={group ? `Memos sent to ${name}` : `${kindLabel}s sent to everyone`}
        filters={
          group
            ? { audience: 'group', sub_department_id: group.id }
            : { audience: 'all', document_type: kind }
        }
      />
      <Stack gap="sm">
        <Text fw={700} fz="lg">
          {group ? `Members of ${name}` : 'Employees'}
        </Text>
        <DataList
          label={group ? `Members of ${name}` : 'Employees'}
          queryKey={[...documentEmployeesKey, targetKey(target)]}
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

/** The screen of a group (a legacy account or any sub-department), once the group is known. */
function GroupAssignScreen({ target }: { target: GroupTarget | null }) {
  const group = useGroup(target);
  return (
    <>
      {group.data ? null : <PageHeader title="Assign Memo" actions={BACK_BUTTON} />}
      <RecordGate query={group} what="The group" back={BACK}>
        {(found) => (target ? <AssignScreen target={target} group={found} /> : null)}
      </RecordGate>
    </>
  );
}

/** /hr/contracts/assign-all */
export function AssignContractAllPage() {
  return <AssignScreen target={{ kind: 'all', documentType: 'contract' }} group={null} />;
}

/** /hr/memos/assign-all */
export function AssignMemoAllPage() {
  return <AssignScreen target={{ kind: 'all', documentType: 'memo' }} group={null} />;
}

/** The screen of a legacy account: /hr/memos/assign-cd-hw, -cd-pq, -mantra, -va-nz-au, -va-us, -collections, -admin. */
export function legacyAssignPage(slug: string) {
  const group = LEGACY_GROUPS.find((g) => g.screen === slug);
  if (!group) throw new Error(`No legacy group ${slug}`);
  return function AssignMemoLegacyPage() {
    return <GroupAssignScreen target={{ kind: 'legacy', group }} />;
  };
}

/** /hr/memos/assign/sub/:id: any sub-department. */
export function AssignMemoSubPage() {
  const id = useRouteId();
  return <GroupAssignScreen key={id} target={id === null ? null : { kind: 'sub', id }} />;
}
