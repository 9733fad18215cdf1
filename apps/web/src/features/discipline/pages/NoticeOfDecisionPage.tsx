import { zodResolver } from '@hookform/resolvers/zod';
import { NO_SIGNATURE, NTE_MESSAGES, type NteDetail, nteDecisionBody } from '@hris/domain/discipline';
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconClockHour4, IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { FormProvider, type Resolver, useForm } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { DetailGrid } from '../../../components/DetailGrid';
import { formFields } from '../../../components/form/form-fields';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { PageHeader } from '../../../components/PageHeader';
import { RecordGate } from '../../../components/RecordGate';
import { Signature } from '../../../components/Signature';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useDecideNte, useNteDetail } from '../api/ntes';
import { BackToTracker, TRACKER } from '../components/BackToTracker';
import { Attachments, NteSummary } from '../components/NteSummary';
import { today } from '../nte-form';

type DecisionValues = { notice_for_decision: string };
const F = formFields<DecisionValues>();
const resolver = zodResolver(nteDecisionBody) as unknown as Resolver<DecisionValues>;

/** /hr/notice/for/decision/:id: the served NTE, the employee's answer and signature, and HR's decision. */
export function NoticeOfDecisionPage() {
  const id = Number(useParams().id);
  const nte = useNteDetail(id);
  return (
    <>
      <PageHeader
        title="Notice of Decision"
        description="Read the employee's explanation and commitment, then write HR's decision. A decided NTE is locked."
        actions={<BackToTracker />}
      />
      <RecordGate query={nte} what="The NTE" back={TRACKER}>
        {(data) => <Decision nte={data} />}
      </RecordGate>
    </>
  );
}

function Decision({ nte }: { nte: NteDetail }) {
  const navigate = useNavigate();
  const mutation = useDecideNte();
  const [tooEarly, setTooEarly] = useState<string | null>(null);
  const form = useForm<DecisionValues>({ resolver, defaultValues: { notice_for_decision: '' } });
  const { submit, saving } = useSaveFlow(form, {
    save: (values) => mutation.mutateAsync({ id: nte.id, notice: values.notice_for_decision }),
    confirm: { message: 'Do you want to submit this request' },
    success: { title: 'Success', message: NTE_MESSAGES.decided },
    fields: ['notice_for_decision'],
    // a 409: a decision is not possible yet (the message says from when) or no longer
    errorTitle: (error) => (error instanceof ApiError && error.status === 409 ? 'Not yet possible' : 'Error'),
    onFailed: (error) =>
      setTooEarly(error instanceof ApiError && error.status === 409 ? error.message : null),
    afterSuccess: () => navigate(TRACKER.to),
  });
  const answered = nte.employee_status === 'acknowledged' && nte.plan_for_improvement.trim() !== '';
  const opens =
    !answered && nte.decision_opens_on && nte.decision_opens_on > today() ? nte.decision_opens_on : null;

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
              {tooEarly ? (
                <Alert
                  color="orange"
                  icon={<IconClockHour4 size={18} />}
                  title="A decision is not possible yet"
                  role="alert"
                >
                  {tooEarly}
                </Alert>
              ) : opens ? (
                <Alert color="blue" icon={<IconClockHour4 size={18} />}>
                  The employee has until {formatDate(opens)} to answer: a decision is possible from then, or
                  as soon as they acknowledge it with an explanation.
                </Alert>
              ) : null}
              <F.LongText
                name="notice_for_decision"
                label="Notice of decision"
                withAsterisk
                autosize
                minRows={4}
                maxRows={12}
              />
              <Group justify="flex-end">
                <Button type="submit" loading={saving} leftSection={<IconSend size={16} />}>
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
