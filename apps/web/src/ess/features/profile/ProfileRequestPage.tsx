import { zodResolver } from '@hookform/resolvers/zod';
import { CIVIL_STATUSES, RELATIONSHIPS } from '@hris/domain/employee';
import {
  CHANGE_LABELS,
  type MyProfileRequest,
  PROFILE_FIELDS,
  type ProfileChangeBody,
  type ProfileChangeInput,
  type ProfileField,
  profileChangeBody,
} from '@hris/domain/profile-requests';
import { Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { formFields } from '../../../components/form/form-fields';
import { keepEnterInField } from '../../../components/form/keep-enter';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { LoadFailedAlert } from '../../../components/LoadFailure';
import { formatDate } from '../../../lib/format';
import { essMeQuery } from '../../shell/use-employee-name';
import { myProfileRequestsQuery, useFileProfileRequest } from './api';
import './profile.css';
import { NewerOlder } from '../../components/NewerOlder';

type Values = Record<ProfileField, string>;
const F = formFields<Values>();
const CIVIL_OPTIONS = CIVIL_STATUSES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));
const STATUS = {
  pending: { label: 'Waiting for HR', color: 'yellow' },
  approved: { label: 'Approved', color: 'teal' },
  declined: { label: 'Declined', color: 'red' },
} as const;

/**
 * The form, filled with the record's values; only what the employee changed is sent. Once sent, the
 * page shows a fresh form (`onSent`): the record changes only when HR approves.
 */
function RequestForm({ current, onSent }: { current: Values; onSent: () => void }) {
  const form = useForm<Values, unknown, ProfileChangeBody>({
    resolver: zodResolver(profileChangeBody) as never,
    defaultValues: current,
  });
  const mutation = useFileProfileRequest();
  const { submit, saving } = useSaveFlow(form, {
    save: (v) => {
      const changed = PROFILE_FIELDS.filter((f) => (v[f] ?? '') !== current[f]);
      return mutation.mutateAsync(Object.fromEntries(changed.map((f) => [f, v[f]])) as ProfileChangeInput);
    },
    confirm: { message: 'Send this change request to HR?' },
    success: (reply) => ({ title: 'Sent', message: reply.message }),
    onSaved: onSent,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} onKeyDown={keepEnterInField} noValidate aria-label="Request a change">
        <Stack gap="sm">
          <F.Masked name="contact" label="Contact number" mask="contact" withAsterisk />
          <F.LongText name="current_address" label="Current address" withAsterisk autosize minRows={2} />
          <F.LongText name="permanent_address" label="Permanent address" withAsterisk autosize minRows={2} />
          <F.Text name="contact_person" label="Emergency contact person" withAsterisk maxLength={32} />
          <F.Choice
            name="relationship"
            label="Relationship"
            withAsterisk
            searchable
            data={[...RELATIONSHIPS]}
            placeholder="Select a relationship"
          />
          <F.Masked name="emergency_no" label="Emergency number" mask="contact" withAsterisk />
          <F.Choice name="civil_status" label="Civil status" withAsterisk data={CIVIL_OPTIONS} />
          <Text fz="xs" c="dimmed">
            HR checks your request first: your profile changes once HR approves it. To change your dependents,
            ask HR.
          </Text>
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              Send Request
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

function RequestItem({ request }: { request: MyProfileRequest }) {
  const status = STATUS[request.status];
  return (
    <Paper component="li" withBorder radius="md" p="sm" className="ess-profile__item">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={2} miw={0}>
          <Text fw={600}>{request.fields.map((f) => CHANGE_LABELS[f]).join(', ')}</Text>
          <Text fz="sm" c="dimmed">
            Sent {formatDate(request.created_at)}
            {request.decided_at ? ` · decided ${formatDate(request.decided_at)}` : ''}
          </Text>
          {request.reason_declined ? <Text fz="sm">Reason: {request.reason_declined}</Text> : null}
        </Stack>
        <Badge variant="light" color={status.color} style={{ flexShrink: 0 }}>
          {status.label}
        </Badge>
      </Group>
    </Paper>
  );
}

function MyProfileRequests() {
  const [page, setPage] = useState(1);
  const requests = useQuery({ ...myProfileRequestsQuery(page), placeholderData: keepPreviousData });
  const meta = requests.data?.meta;
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        My change requests
      </Title>
      {requests.isError ? (
        <LoadFailedAlert
          title="Your change requests could not be loaded"
          error={requests.error}
          onRetry={() => requests.refetch()}
        />
      ) : null}
      {meta?.total === 0 ? (
        <Text c="dimmed" fz="sm">
          You have not asked for a change yet.
        </Text>
      ) : null}
      <ul className="ess-profile__list" aria-busy={requests.isFetching}>
        {requests.data?.data.map((r) => (
          <RequestItem key={r.id} request={r} />
        ))}
      </ul>
      <NewerOlder meta={meta} page={page} setPage={setPage} />
    </Stack>
  );
}

/** /ess/profile/request: ask HR to change your contact, addresses, emergency contact or civil status. */
export function ProfileRequestPage() {
  const me = useQuery(essMeQuery());
  const [round, setRound] = useState(0);
  const current = me.data
    ? (Object.fromEntries(PROFILE_FIELDS.map((f) => [f, me.data[f] ?? ''])) as Values)
    : null;
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Request a change
      </Title>
      <Paper withBorder radius="md" p="md">
        {me.isError ? (
          <LoadFailedAlert
            title="Your profile could not be loaded"
            error={me.error}
            onRetry={() => me.refetch()}
          />
        ) : current ? (
          <RequestForm key={round} current={current} onSent={() => setRound((n) => n + 1)} />
        ) : (
          <Text c="dimmed">Loading your details…</Text>
        )}
      </Paper>
      <MyProfileRequests />
    </Stack>
  );
}
