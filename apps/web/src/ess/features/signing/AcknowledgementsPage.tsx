import { ratingLabel } from '@hris/domain/evaluation';
import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { LoadFailedAlert } from '../../../components/LoadFailure';
import { companyToday } from '../../../lib/clock';
import { formatDate } from '../../../lib/format';
import {
  coachingQuery,
  evaluationsQuery,
  responsibilityQuery,
  useAcknowledgeCoaching,
  useAcknowledgeEvaluation,
  useConfirmResponsibility,
  useSignWfh,
  wfhQuery,
} from './api';
import { SignForm } from './SignForm';
import './signing.css';

const COMMENTS = [{ name: 'employee_comments', label: 'Your comments (optional)' }];

function Item({ title, done, children }: { title: string; done: string | null; children: ReactNode }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" className="ess-signing__item">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Text fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Text>
          <Badge size="sm" variant="light" color={done ? 'green' : 'orange'} style={{ flexShrink: 0 }}>
            {done ?? 'To sign'}
          </Badge>
        </Group>
        {children}
      </Stack>
    </Paper>
  );
}

function Section({
  title,
  query,
  empty,
  children,
}: {
  title: string;
  query: {
    isError: boolean;
    error: Error | null;
    refetch: () => unknown;
    isSuccess: boolean;
    isFetching: boolean;
  };
  empty: boolean;
  children: ReactNode;
}) {
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        {title}
      </Title>
      {query.isError ? (
        <LoadFailedAlert
          title={`${title} could not be loaded`}
          error={query.error}
          onRetry={() => query.refetch()}
        />
      ) : null}
      {query.isSuccess && empty ? (
        <Text fz="sm" c="dimmed">
          Nothing here.
        </Text>
      ) : null}
      <Stack component="ul" gap="sm" m={0} p={0} style={{ listStyle: 'none' }} aria-busy={query.isFetching}>
        {children}
      </Stack>
    </Stack>
  );
}

const Line = ({ children }: { children: ReactNode }) => (
  <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
    {children}
  </Text>
);

/** /ess/acknowledgements: coaching records, evaluations, the responsibility form and the work-from-home undertaking. */
export function AcknowledgementsPage() {
  const coaching = useQuery(coachingQuery);
  const evaluations = useQuery(evaluationsQuery);
  const forms = useQuery(responsibilityQuery);
  const wfh = useQuery(wfhQuery);
  const ackCoaching = useAcknowledgeCoaching();
  const ackEvaluation = useAcknowledgeEvaluation();
  const confirm = useConfirmResponsibility();
  const signWfh = useSignWfh();
  const today = companyToday();
  const inForce = wfh.data?.data.some((u) => u.until_date >= today) ?? true;
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Acknowledgements
      </Title>

      <Section title="Coaching" query={coaching} empty={coaching.data?.data.length === 0}>
        {coaching.data?.data.map((c) => (
          <Item
            key={c.coach_id}
            title={`Coached ${formatDate(c.date_coaching)} by ${c.superior_name}`}
            done={c.employee_status === 'acknowledged' ? 'Acknowledged' : null}
          >
            {c.performance ? <Line>Performance: {c.performance}</Line> : null}
            {c.agreement ? <Line>Agreement: {c.agreement}</Line> : null}
            {c.expected_result ? <Line>Expected result: {c.expected_result}</Line> : null}
            {c.employee_status === 'unacknowledged' ? (
              <SignForm
                fields={COMMENTS}
                submitLabel="Acknowledge"
                onSubmit={(form) => ackCoaching.mutateAsync({ id: c.coach_id, form })}
              />
            ) : null}
          </Item>
        ))}
      </Section>

      <Section title="Evaluations" query={evaluations} empty={evaluations.data?.data.length === 0}>
        {evaluations.data?.data.map((v) => (
          <Item
            key={v.id}
            title={`${v.description} by ${v.supervisor_name || v.department_head}`}
            done={
              v.employee_status === 'approved'
                ? 'Acknowledged'
                : v.employee_status === 'rejected'
                  ? 'Declined'
                  : null
            }
          >
            <Line>
              Overall rating: {v.overall_rating} ({ratingLabel(Number(v.overall_rating))})
            </Line>
            {v.supervisor_comments ? <Line>Comments: {v.supervisor_comments}</Line> : null}
            {v.employee_status === 'pending' ? (
              <SignForm
                fields={COMMENTS}
                submitLabel="Acknowledge"
                onSubmit={(form) => ackEvaluation.mutateAsync({ id: v.id, form })}
              />
            ) : null}
          </Item>
        ))}
      </Section>

      <Section title="Responsibility form" query={forms} empty={forms.data?.data.length === 0}>
        {forms.data?.data.map((f) => (
          <Item
            key={f.res_id}
            title="Company property you hold"
            done={f.confirmed_at ? `Received ${formatDate(f.confirmed_at)}` : null}
          >
            <Stack component="ul" gap={2} m={0} pl="md">
              {f.items.map((i) => (
                <Text component="li" fz="sm" key={`${i.name}-${i.description}`}>
                  {i.quantity} × {i.name}
                  {i.description ? ` (${i.description})` : ''}
                </Text>
              ))}
            </Stack>
            {f.confirmed_at ? null : (
              <SignForm
                fields={[]}
                submitLabel="Confirm receipt"
                onSubmit={(form) => confirm.mutateAsync({ id: f.res_id, form })}
              />
            )}
          </Item>
        ))}
      </Section>

      <Section title="Work-from-home undertaking" query={wfh} empty={false}>
        {wfh.data?.data.map((u) => (
          <Item
            key={u.id}
            title={`Until ${formatDate(u.until_date)}`}
            done={`Signed ${formatDate(u.date_sign)}`}
          >
            <Line>
              You undertook to work from home until that date and return to the office when the mandate ends.
            </Line>
          </Item>
        ))}
        {inForce ? null : (
          <Paper component="li" withBorder radius="md" p="sm">
            <Stack gap="xs">
              <Text fz="sm">
                By signing you undertake to work from home until the date below, to return to the office when
                the local government's mandate ends, and you accept that the arrangement is revoked after two
                instances of unresponsiveness.
              </Text>
              <SignForm
                fields={[
                  { name: 'until_date', label: 'Working from home until', kind: 'date', required: true },
                ]}
                submitLabel="Sign the undertaking"
                onSubmit={(form) => signWfh.mutateAsync(form)}
              />
            </Stack>
          </Paper>
        )}
      </Section>
    </Stack>
  );
}
