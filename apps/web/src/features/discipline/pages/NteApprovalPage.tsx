import { NTE_MESSAGES, type NteDetail } from '@hris/domain/discipline';
import { nteUpdateProblem } from '@hris/domain/nte-status';
import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconCheck, IconInfoCircle, IconX } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { runSaveFlow } from '../../../components/form/use-save-flow';
import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { useRouteId } from '../../../lib/route-id';
import { useNteDetail, useSaveNte } from '../api/ntes';
import { BackToTracker, TRACKER } from '../components/BackToTracker';
import { Attachments, NteSummary } from '../components/NteSummary';
import { nteFormData } from '../nte-form';

/** /hr/nteapprovalrequest/:id: HR reviews an NTE the supervisor and department head approved. */
export function NteApprovalPage() {
  const id = useRouteId();
  const nte = useNteDetail(id);
  return (
    <>
      <PageHeader
        title="NTE Review"
        description="Read the request and its attachments, then approve it (it is served on the employee) or decline it."
        actions={<BackToTracker />}
      />
      <RecordGate query={nte} what="The NTE" back={TRACKER}>
        {(data) => <Review nte={data} />}
      </RecordGate>
    </>
  );
}

function Review({ nte }: { nte: NteDetail }) {
  const navigate = useNavigate();
  const mutation = useSaveNte();
  const approveProblem = nteUpdateProblem(nte, 'approved');
  const declineProblem = nteUpdateProblem(nte, 'rejected');

  /** HR's decision goes through the update call with the NTE as filed (its files kept). */
  const decide = (hr_status: 'approved' | 'rejected') =>
    runSaveFlow(
      () =>
        mutation.mutateAsync({
          mode: 'update',
          id: nte.id,
          body: nteFormData(
            {
              employee_id: nte.employee_id,
              requested_by: nte.requested_by,
              date_request: nte.date_request,
              date_incident: nte.date_incident,
              type_of_infraction: nte.type_of_infraction,
              action_group: '',
              action_to_be_taken: nte.action_to_be_taken,
              details_of_infraction: nte.details_of_infraction,
              details_occurence: nte.details_occurence,
              hr_status,
              plan_for_improvement: '',
              employees_commitment: '',
              hr_notice_for_decision: '',
              files_changed: 0,
            },
            'update',
            { added: [], kept: null },
          ),
        }),
      {
        confirm: { message: 'Do you want to submit this request' },
        success:
          hr_status === 'approved'
            ? { title: 'Success', message: NTE_MESSAGES.sent }
            : { title: 'Updated', message: NTE_MESSAGES.updated },
        afterSuccess: () => navigate(TRACKER.to),
      },
    );

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg">
        <NteSummary nte={nte} />
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Attachments nte={nte} />
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            HR approval
          </Title>
          {approveProblem && declineProblem ? (
            <Alert color="gray" icon={<IconInfoCircle size={18} />}>
              {approveProblem}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button
              color="teal"
              leftSection={<IconCheck size={16} />}
              disabled={approveProblem !== null || mutation.isPending}
              onClick={() => void decide('approved')}
            >
              Approve Request
            </Button>
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={16} />}
              disabled={declineProblem !== null || mutation.isPending}
              onClick={() => void decide('rejected')}
            >
              Decline Request
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
