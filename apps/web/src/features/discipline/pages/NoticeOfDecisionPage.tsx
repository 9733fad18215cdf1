import { zodResolver } from '@hookform/resolvers/zod';
import { NO_SIGNATURE, NTE_MESSAGES, type NteDetail, nteDecisionBody } from '@hris/domain/discipline';
import { ANSWER_DAYS, NTE_LOCKED, NTE_NOT_SERVED } from '@hris/domain/nte-status';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconLock, IconSend } from '@tabler/icons-react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { DetailGrid } from '../../../components/DetailGrid';
import { formFields } from '../../../components/form/form-fields';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { Signature } from '../../../components/Signature';
import { ApiError } from '../../../lib/api-client';
import { companyToday } from '../../../lib/clock';
import { formatDate } from '../../../lib/format';
import { useRouteId } from '../../../lib/route-id';
import { useDecideNte, useNteDetail } from '../api/ntes';
import { BackToTracker, TRACKER } from '../components/BackToTracker';
import { Attachments, NteSummary } from '../components/NteSummary';

type DecisionValues = { notice_for_decision: string };
const F = formFields<DecisionValues>();
const resolver = zodResolver(nteDecisionBody) as unknown as Resolver<DecisionValues>;

/** /hr/notice/for/decision/:id: the served NTE, the employee's answer and signature, and HR's decision. */
export function NoticeOfDecisionPage() {
  const id = useRouteId();
  const nte = useNteDetail(id);
  return (
    <>
      <PageHeader
        title="Notice of Decision"
        description="Read the employee's explanation and commitment, then write HR's decision. A decided NTE is locked."
        actions={<BackToTracker />}
      />
      <RecordGate query={nte} what="The NTE" back={TRACKER}>
        {(data) => <Decision nte={data} reload={() => void nte.refetch()} />}
      </RecordGate>
    </>
  );
}

function Decision({ nte, reload }: { nte: NteDetail; reload: () => void }) {
  const navigate = useNavigate();
  const mutation = useDecideNte();
  const form = useForm<DecisionValues>({ resolver, defaultValues: { notice_for_decision: '' } });
  const { submit, saving } = useSaveFlow(form, {
    save: (values) => mutation.mutateAsync({ id: nte.id, notice: values.notice_for_decision }),
    confirm: { message: 'Do you want to submit this request' },
    success: { title: 'Success', message: NTE_MESSAGES.decided },
    fields: ['notice_for_decision'],
    // a 409: the NTE changed meanwhile (decided by someone else, or its day not come after all); the
    // dialog says why, and the screen reads the NTE again to show where it stands
    errorTitle: (error) => (error instanceof ApiError && error.status === 409 ? 'Not possible' : 'Error'),
    onFailed: (error) => {
      if (error instanceof ApiError && error.status === 409) reload();
    },
    afterSuccess: () => navigate(TRACKER.to),
  });
  // the server's own rule, as a date (null: no decision can be written)
  const opens = nte.decision_opens_on;
  const closed = opens === null || opens > companyToday();

  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="lg">
        <NteSummary nte={nte} />
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Attachments nte={nte} />
      </Paper>
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Title order={2} fz="h4">
            Employee's answer
          </Title>
          <DetailGrid
            cols={2}
            items={[
              { label: 'Served on', value: formatDate(nte.hr_date_approved) },
              { label: 'Acknowledged', value: nte.employee_status === 'acknowledged' ? 'Yes' : 'Not yet' },
              { label: 'Explanation', value: nte.plan_for_improvement, span: true },
              { label: "Employee's commitment", value: nte.employees_commitment, span: true },
            ]}
          />
          <Stack gap={4}>
            <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
              Employee's signature
            </Text>
            <Signature src={nte.signature} alt={`Signature of ${nte.full_name}`} fallback={NO_SIGNATURE} />
          </Stack>
        </Stack>
      </Paper>
      <FormProvider {...form}>
        <form onSubmit={submit} noValidate aria-label="Notice of decision">
          <Paper withBorder radius="md" p="lg">
            <Stack gap="sm">
              <Title order={2} fz="h4">
                HR decision
              </Title>
              {closed ? <DecisionClosed nte={nte} opens={opens} /> : null}
              <F.LongText
                name="notice_for_decision"
                label="Notice of decision"
                withAsterisk
                autosize
                minRows={4}
                maxRows={12}
                disabled={closed}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={saving} disabled={closed} leftSection={<IconSend size={16} />}>
                  Submit
                </Button>
              </Group>
            </Stack>
          </Paper>
        </form>
      </FormProvider>
    </Stack>
  );
}

/** Why the decision cannot be written yet (the day it opens), or at all: one message, above the form. */
function DecisionClosed({ nte, opens }: { nte: NteDetail; opens: string | null }) {
  if (opens === null)
    return (
      <Alert color="gray" icon={<IconLock size={18} />}>
        {nte.hr_decision_status === 'decided' ? NTE_LOCKED : NTE_NOT_SERVED}
      </Alert>
    );
  return (
    <Alert
      color="blue"
      icon={<IconClockHour4 size={18} />}
      title={`The decision opens on ${formatDate(opens)}`}
    >
      The employee has {ANSWER_DAYS} calendar days from {formatDate(nte.hr_date_approved)}, when the NTE was
      served, to answer it. The decision opens sooner if they acknowledge it with an explanation.
    </Alert>
  );
}
