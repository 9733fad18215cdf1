import { zodResolver } from '@hookform/resolvers/zod';
import {
  CHANGE_LABELS,
  DECLINE_REASON_REQUIRED,
  type ProfileRequestDetail,
} from '@hris/domain/profile-requests';
import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import { DetailGrid } from '../../../components/DetailGrid';
import { DecisionFields } from '../../../components/form/DecisionFields';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { formatDateTime } from '../../../lib/format';
import { useRouteId } from '../../../lib/route-id';
import { useDecideProfileRequest, useProfileRequest } from '../api/profile-requests';
import { ProfileStatusBadge } from '../components/ProfileStatusBadge';
import { shownValue } from '../profile-values';

const LIST = { to: '/hr/profilerequests', label: 'Profile Requests' };

/** /hr/profilerequests/:id: one request, its values beside the record's, and HR's decision. */
export function ProfileRequestPage() {
  const id = useRouteId();
  const query = useProfileRequest(id);
  return (
    <>
      <PageHeader
        title="Profile Request"
        description="Compare what the employee asks with the record, then approve or decline."
        actions={
          <Button component={Link} to={LIST.to} variant="default" leftSection={<IconArrowLeft size={16} />}>
            {LIST.label}
          </Button>
        }
      />
      <RecordGate query={query} what="The profile request" back={LIST}>
        {(request) => (
          <Stack gap="md" key={`${request.id}:${request.status}`}>
            <Paper withBorder radius="md" p="lg" component="section" aria-label="Request">
              <Group justify="space-between" mb="md">
                <Title order={2} fz="h4">
                  Request
                </Title>
                <ProfileStatusBadge status={request.status} size="lg" />
              </Group>
              <DetailGrid
                items={[
                  { label: 'Employee', value: request.full_name },
                  { label: 'Employee ID', value: request.emp_id },
                  { label: 'Designation', value: request.position_name },
                  { label: 'Department', value: request.department_name },
                  { label: 'Requested', value: formatDateTime(request.created_at, { short: true }) },
                  { label: 'Requested by', value: request.requested_by ?? '' },
                ]}
              />
            </Paper>
            <Paper withBorder radius="md" p="lg" component="section" aria-label="Changes">
              <Title order={2} fz="h4" mb="md">
                Changes
              </Title>
              <Changes request={request} />
            </Paper>
            <Paper withBorder radius="md" p="lg" component="section" aria-label="HR approval">
              <Title order={2} fz="h4" mb="md">
                HR approval
              </Title>
              {request.status === 'pending' ? (
                <DecisionForm id={request.id} />
              ) : (
                <Decided request={request} />
              )}
            </Paper>
          </Stack>
        )}
      </RecordGate>
    </>
  );
}

const cell = { whiteSpace: 'pre-line', verticalAlign: 'top' } as const;

/** Each field: on record when requested, on record now (flagged when it changed since), and asked for. */
function Changes({ request }: { request: ProfileRequestDetail }) {
  const pending = request.status === 'pending';
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table withTableBorder withColumnBorders verticalSpacing="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Detail</Table.Th>
            <Table.Th scope="col">When requested</Table.Th>
            {pending ? <Table.Th scope="col">On record now</Table.Th> : null}
            <Table.Th scope="col">Requested</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {request.fields.map((field) => {
            const before = shownValue(field, request.before);
            const now = shownValue(field, request.current);
            return (
              <Table.Tr key={field}>
                <Table.Th scope="row" style={cell}>
                  {CHANGE_LABELS[field]}
                </Table.Th>
                <Table.Td style={cell}>{before}</Table.Td>
                {pending ? (
                  <Table.Td style={cell}>
                    {now}
                    {now !== before ? (
                      <Badge ml="xs" size="xs" color="orange" variant="light">
                        Changed since
                      </Badge>
                    ) : null}
                  </Table.Td>
                ) : null}
                <Table.Td style={cell} fw={600}>
                  {shownValue(field, request.changes)}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function Decided({ request }: { request: ProfileRequestDetail }) {
  const declined = request.status === 'declined';
  return (
    <Stack gap="md">
      <Alert color={declined ? 'red' : 'teal'} icon={<IconInfoCircle size={18} />}>
        This request has already been decided: it is {declined ? 'declined' : 'approved'}. A decided request
        is final.
      </Alert>
      <DetailGrid
        items={[
          { label: 'Decided by', value: request.decided_by ?? '' },
          { label: 'Date decided', value: formatDateTime(request.decided_at, { short: true }) },
          ...(declined
            ? [{ label: 'Reason for declining', value: request.reason_declined, span: true }]
            : []),
        ]}
      />
    </Stack>
  );
}

const OPTIONS = [
  { value: 'approved', label: 'Approve Request' },
  { value: 'rejected', label: 'Decline Request' },
];
const decisionForm = z
  .object({
    decision: z.enum(['approved', 'rejected'], {
      error: 'Please choose Approve Request or Decline Request.',
    }),
    reason: z.string().trim().max(1000, 'The reason may not be longer than 1000 characters.'),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'rejected' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: DECLINE_REASON_REQUIRED });
  });
type DecisionValues = { decision: 'approved' | 'rejected' | null; reason: string };
type DecisionOut = z.output<typeof decisionForm>;
const resolver = zodResolver(decisionForm) as unknown as Resolver<DecisionValues, unknown, DecisionOut>;

function DecisionForm({ id }: { id: number }) {
  const navigate = useNavigate();
  const decide = useDecideProfileRequest();
  const form = useForm<DecisionValues, unknown, DecisionOut>({
    resolver,
    defaultValues: { decision: null, reason: '' },
  });
  const { submit, saving } = useSaveFlow(form, {
    save: (v) =>
      decide.mutateAsync(
        v.decision === 'approved'
          ? { id, decision: 'approved' }
          : { id, decision: 'rejected', reason: v.reason },
      ),
    confirm: { message: 'Do you want to submit this decision' },
    success: (reply) => ({ title: 'Saved', message: reply.message }),
    afterSuccess: () => navigate(LIST.to),
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="HR decision">
        <Stack gap="md" maw={620}>
          <DecisionFields<DecisionValues>
            name="decision"
            reasonName="reason"
            options={OPTIONS}
            disabled={saving}
          />
          <Text fz="xs" c="dimmed">
            Approving writes the requested details to the employee's record. The employee is notified either
            way.
          </Text>
        </Stack>
        <Group justify="flex-end" mt="lg">
          <Button component={Link} to={LIST.to} variant="default" disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving} leftSection={<IconSend size={16} />}>
            Submit
          </Button>
        </Group>
      </form>
    </FormProvider>
  );
}
