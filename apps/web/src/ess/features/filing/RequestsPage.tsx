import { zodResolver } from '@hookform/resolvers/zod';
import type { EssRequestRow } from '@hris/domain/ess-filing';
import { adjustmentFileBody, undertimeFileBody } from '@hris/domain/schedule';
import { REQUESTED_SHIFT_VALUES } from '@hris/domain/shifts';
import { Button, Group, Paper, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formFields } from '../../../components/form/form-fields';
import { keepEnterInField } from '../../../components/form/keep-enter';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { LoadFailedAlert } from '../../../components/LoadFailure';
import { formatDate } from '../../../lib/format';
import { myRequestsQuery, useFileAdjustment, useFileUndertime } from './api';
import { ChainSteps, StatusChip } from './RequestStatus';
import './filing.css';
import { NewerOlder } from '../../components/NewerOlder';

type AdjustmentValues = z.input<typeof adjustmentFileBody>;
type UndertimeValues = z.input<typeof undertimeFileBody>;
const A = formFields<AdjustmentValues>();
const U = formFields<UndertimeValues>();
const adjustmentEmpty = { date_of_request: '', requested_shift: '', reason_for_change: '' };
const undertimeEmpty = { date_of_undertime: '', total_hours: '', purpose: '' };

/** A schedule adjustment: HR's fields and messages; the current shift is read by the server. */
function AdjustmentForm({ onFiled }: { onFiled: () => void }) {
  const form = useForm<AdjustmentValues, unknown, z.output<typeof adjustmentFileBody>>({
    resolver: zodResolver(adjustmentFileBody),
    defaultValues: adjustmentEmpty as AdjustmentValues,
  });
  const mutation = useFileAdjustment();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync(body),
    success: (reply) => ({ title: 'Filed', message: reply.message }),
    onSaved: onFiled,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} onKeyDown={keepEnterInField} noValidate aria-label="File a schedule adjustment">
        <Stack gap="sm">
          <A.Date name="date_of_request" label="Date of request" withAsterisk />
          <A.Choice
            name="requested_shift"
            label="Requested shift"
            data={[...REQUESTED_SHIFT_VALUES]}
            placeholder="Select a shift"
            withAsterisk
          />
          <A.LongText
            name="reason_for_change"
            label="Reason for change"
            withAsterisk
            autosize
            minRows={2}
            maxRows={6}
          />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              File Request
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

/** An undertime request: the day, 1 to 9 hours, the purpose. */
function UndertimeForm({ onFiled }: { onFiled: () => void }) {
  const form = useForm<UndertimeValues, unknown, z.output<typeof undertimeFileBody>>({
    resolver: zodResolver(undertimeFileBody),
    defaultValues: undertimeEmpty,
  });
  const mutation = useFileUndertime();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync(body),
    success: (reply) => ({ title: 'Filed', message: reply.message }),
    onSaved: onFiled,
  });
  return (
    <FormProvider {...form}>
      <form onSubmit={submit} onKeyDown={keepEnterInField} noValidate aria-label="File an undertime request">
        <Stack gap="sm">
          <U.Date name="date_of_undertime" label="Date of undertime" withAsterisk />
          <U.Masked name="total_hours" label="Total hours" mask="0" placeholder="1 to 9" withAsterisk />
          <U.LongText name="purpose" label="Purpose" withAsterisk autosize minRows={2} maxRows={6} />
          <Group justify="flex-end">
            <Button type="submit" loading={saving}>
              File Request
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}

const KIND_NAMES: Record<EssRequestRow['kind'], string> = {
  leave: 'Leave',
  adjustment: 'Schedule adjustment',
  undertime: 'Undertime',
};

/** What a request asks, in a line. */
function asked(r: EssRequestRow): string {
  const days = (n: number | null) => `${n} day${n === 1 ? '' : 's'}`;
  const hours = (n: number | null) => `${n} hour${n === 1 ? '' : 's'}`;
  if (r.kind === 'leave')
    return `${r.leave_type} · ${r.remarks} · ${formatDate(r.start_date)} to ${formatDate(r.end_date)} · ${days(r.no_of_days)}`;
  if (r.kind === 'adjustment')
    return `${r.requested_shift} from ${formatDate(r.start_date)}${r.current_shift ? ` (now ${r.current_shift})` : ''}`;
  return `${hours(r.total_hours)} on ${formatDate(r.start_date)}`;
}

export function RequestItem({ request }: { request: EssRequestRow }) {
  return (
    <Paper component="li" withBorder radius="md" p="sm" className="ess-filing__item">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Text fw={600}>{KIND_NAMES[request.kind]}</Text>
          <Text fz="sm">{asked(request)}</Text>
          <Text fz="sm" c="dimmed">
            Filed {formatDate(request.date_filled)}
          </Text>
        </Stack>
        <StatusChip status={request.status} />
      </Group>
      <ChainSteps request={request} />
    </Paper>
  );
}

/** All the employee's requests, newest first, a page at a time. */
function MyRequests() {
  const [page, setPage] = useState(1);
  const requests = useQuery({ ...myRequestsQuery(page), placeholderData: keepPreviousData });
  const meta = requests.data?.meta;
  return (
    <Stack gap="sm">
      <Title order={2} fz="h4">
        My requests
      </Title>
      {requests.isError ? (
        <LoadFailedAlert
          title="Your requests could not be loaded"
          error={requests.error}
          onRetry={() => requests.refetch()}
        />
      ) : null}
      {meta?.total === 0 ? (
        <Text c="dimmed" fz="sm">
          You have not filed any request yet.
        </Text>
      ) : null}
      <ul className="ess-filing__list" aria-busy={requests.isFetching}>
        {requests.data?.data.map((r) => (
          <RequestItem key={`${r.kind}-${r.id}`} request={r} />
        ))}
      </ul>
      <NewerOlder meta={meta} page={page} setPage={setPage} />
    </Stack>
  );
}

/** /ess/requests: file a schedule adjustment or undertime, and follow every request you filed. */
export function RequestsPage() {
  const [kind, setKind] = useState<'adjustment' | 'undertime'>('adjustment');
  // once filed, a fresh (clean) form for the next request
  const [filed, setFiled] = useState(0);
  const onFiled = () => setFiled((n) => n + 1);
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Requests
      </Title>
      <Paper withBorder radius="md" p="md">
        <Stack gap="sm">
          <Title order={2} fz="h4">
            File a request
          </Title>
          <SegmentedControl
            fullWidth
            value={kind}
            onChange={(v) => setKind(v as typeof kind)}
            data={[
              { value: 'adjustment', label: 'Schedule adjustment' },
              { value: 'undertime', label: 'Undertime' },
            ]}
            aria-label="Kind of request"
          />
          {kind === 'adjustment' ? (
            <AdjustmentForm key={filed} onFiled={onFiled} />
          ) : (
            <UndertimeForm key={filed} onFiled={onFiled} />
          )}
        </Stack>
      </Paper>
      <MyRequests />
    </Stack>
  );
}
