import { Group, Paper, Stack, Title } from '@mantine/core';
import type { DetailItem } from '../../../components/DetailGrid';
import { DetailGrid } from '../../../components/DetailGrid';
import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { useRouteId } from '../../../lib/route-id';
import { type DetailOf, type RequestKind, useRequestDetail } from '../api/requests';
import { REQUEST_SCREENS } from '../paths';
import { BackToList } from './BackToList';
import { DepartmentalApprovals } from './DepartmentalApprovals';
import { HrDecision } from './HrDecision';
import { RequestStatusBadge } from './RequestStatusBadge';

type ApprovalScreenProps<K extends RequestKind> = {
  kind: K;
  title: string;
  /** What the request is called in a failure: "The adjustment request". */
  what: string;
  /** The request as filed, read-only. */
  details: (request: DetailOf<K>) => DetailItem[];
};

/**
 * HR's approval screen of one request (the route's :id): the request as filed, the supervisor's and
 * the department head's approvals, and HR's decision (or the decision already taken, read-only).
 */
export function ApprovalScreen<K extends RequestKind>({
  kind,
  title,
  what,
  details,
}: ApprovalScreenProps<K>) {
  const id = useRouteId();
  const query = useRequestDetail(kind, id);
  const list = REQUEST_SCREENS[kind].list;
  return (
    <>
      <PageHeader
        title={title}
        description="Read the request and the departmental approvals, then give HR's decision."
        actions={<BackToList {...list} />}
      />
      <RecordGate query={query} what={what} back={list}>
        {(request) => (
          <Stack gap="md" key={`${request.id}:${request.updated_at}`}>
            <Paper withBorder radius="md" p="lg" component="section" aria-label="Request">
              <Group justify="space-between" mb="md">
                <Title order={2} fz="h4">
                  Request
                </Title>
                <RequestStatusBadge status={request.hr_status} size="lg" />
              </Group>
              <DetailGrid items={details(request)} />
            </Paper>
            <Paper withBorder radius="md" p="lg" component="section" aria-label="Departmental approval">
              <Title order={2} fz="h4" mb="md">
                Departmental approval
              </Title>
              <DepartmentalApprovals request={request} />
            </Paper>
            <Paper withBorder radius="md" p="lg" component="section" aria-label="HR approval">
              <Title order={2} fz="h4" mb="md">
                HR approval
              </Title>
              <HrDecision kind={kind} request={request} />
            </Paper>
          </Stack>
        )}
      </RecordGate>
    </>
  );
}
