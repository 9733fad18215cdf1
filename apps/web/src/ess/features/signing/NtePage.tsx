import { correctiveActionLabel, infractionLabel } from '@hris/domain/infractions';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { LoadFailedAlert } from '../../../components/LoadFailure';
import { formatDate } from '../../../lib/format';
import { nteQuery, useExplainNte } from './api';
import { NteStatus } from './NteStatus';
import { SignForm } from './SignForm';
import './signing.css';

function Part({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** /ess/nte/:id: the notice as HR served it, the day to answer by, and your explanation with your signature. */
export function NtePage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const nte = useQuery({ ...nteQuery(id), enabled: valid });
  const explain = useExplainNte();
  if (!valid || nte.isError)
    return (
      <Stack gap="md">
        <Title order={1} fz="h2">
          Notice to Explain
        </Title>
        <LoadFailedAlert
          title="This notice could not be loaded"
          error={nte.error ?? new Error('This notice does not exist.')}
          onRetry={() => nte.refetch()}
        />
        <Anchor component={Link} to="/ess/nte" fz="sm">
          Back to your notices
        </Anchor>
      </Stack>
    );
  const n = nte.data;
  if (!n)
    return (
      <Text fz="sm" c="dimmed">
        Loading…
      </Text>
    );
  return (
    <Stack gap="md">
      <Anchor component={Link} to="/ess/nte" fz="sm">
        Back to your notices
      </Anchor>
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Title order={1} fz="h2" miw={0}>
          Notice to Explain
        </Title>
        <NteStatus nte={n} />
      </Group>
      {n.can_explain ? <Text fw={700}>Answer by {formatDate(n.answer_by)}</Text> : null}
      <Paper withBorder radius="md" p="sm">
        <Stack gap="sm">
          <Part label="Infraction">{infractionLabel(n.type_of_infraction)}</Part>
          <Part label="Corrective action">{correctiveActionLabel(n.action_to_be_taken)}</Part>
          <Part label="Details">{n.details_of_infraction}</Part>
          <Part label="Date of incident">{formatDate(n.date_incident)}</Part>
          {n.details_occurence.length ? (
            <Part label="Occurrences">
              {n.details_occurence.map((o) => `${formatDate(o.date)}: ${o.details}`).join('\n')}
            </Part>
          ) : null}
          <Part label="Requested by">{n.requested_by}</Part>
          <Part label="Served">{formatDate(n.hr_date_approved)}</Part>
          {n.data_files.length ? (
            <Stack gap={2}>
              <Text fz="xs" fw={600} c="dimmed" tt="uppercase">
                Attachments
              </Text>
              {n.data_files.map((f) => (
                <Anchor key={f.file_name} href={f.url} target="_blank" rel="noopener" fz="sm">
                  {f.original_name}
                </Anchor>
              ))}
            </Stack>
          ) : null}
        </Stack>
      </Paper>
      {n.can_explain ? (
        <Paper withBorder radius="md" p="sm">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Your explanation
            </Title>
            <SignForm
              fields={[
                { name: 'plan_for_improvement', label: 'Explanation', required: true },
                { name: 'employees_commitment', label: 'Your commitment', required: true },
              ]}
              submitLabel="Send my explanation"
              onSubmit={(form) => explain.mutateAsync({ id, form })}
            />
          </Stack>
        </Paper>
      ) : n.employee_status === 'acknowledged' ? (
        <Paper withBorder radius="md" p="sm">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              Your answer
            </Title>
            <Part label="Explanation">{n.plan_for_improvement}</Part>
            <Part label="Your commitment">{n.employees_commitment}</Part>
            {n.signature ? (
              <img src={n.signature} alt="Your signature" className="ess-signing__signature" />
            ) : null}
          </Stack>
        </Paper>
      ) : null}
      {n.hr_decision_status === 'decided' ? (
        <Paper withBorder radius="md" p="sm">
          <Part label={`HR's decision, ${formatDate(n.hr_date_decided)}`}>{n.hr_notice_for_decision}</Part>
        </Paper>
      ) : null}
    </Stack>
  );
}
