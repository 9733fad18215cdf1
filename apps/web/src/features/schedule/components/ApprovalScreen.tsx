import { Group, Paper, Stack, Title } from '@mantine/core';
import { DetailGrid } from '../../../components/DetailGrid';
import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { formatDate } from '../../../lib/format';
import { useRouteId } from '../../../lib/route-id';
import { type RequestKind, useRequestDetail } from '../api/requests';
import type { RequestScreens } from '../request-screens';
import { BackToList } from './BackToList';
import { DepartmentalApprovals } from './DepartmentalApprovals';
import { HrDecision } from './HrDecision';
import { RequestStatusBadge } from './RequestStatusBadge';

/**
 * HR's approval screen of one request (the route's :id): the request as filed, the supervisor's and
 * the department head's approvals, and HR's decision (or the decision already taken, read-only).
 */
export function ApprovalScreen<K extends RequestKind>({ screens }: { screens: RequestScreens<K> }) {
  const { kind, list, what } = screens;
  const { title, details } = screens.approvalPage;
  const id = useRouteId();
  const query = useRequestDetail(kind, id);
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
              <DetailGrid
                items={[
                  { label: 'Employee', value: request.full_name },
                  { label: 'Employee ID', value: request.emp_id },
                  { label: 'Designation', value: request.position_name },
                  { label: 'Department', value: request.department_name },
                  { label: 'Date filed', value: formatDate(request.date_filled) },
                  ...details(request),
                ]}
              />
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
              <HrDecision screens={screens} request={request} />
            </Paper>
          </Stack>
        )}
      </RecordGate>
    </>
  );
}
