import { zodResolver } from '@hookform/resolvers/zod';
import { type EssLeaveRow, essLeaveBody } from '@hris/domain/ess-filing';
import { LEAVE_REMARKS, LEAVE_TYPES, leaveDays } from '@hris/domain/leave';
import { Button, Group, Paper, Select, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formFields } from '../../../components/form/form-fields';
import { keepEnterInField } from '../../../components/form/keep-enter';
import { runSaveFlow, useSaveFlow } from '../../../components/form/use-save-flow';
import { LoadFailedAlert } from '../../../components/LoadFailure';
import { companyYear } from '../../../lib/clock';
import { formatDate } from '../../../lib/format';
import { myLeaveQuery, useCancelLeave, useFileLeave } from './api';
import { ChainSteps, StatusChip } from './RequestStatus';
import './filing.css';

type Values = z.input<typeof essLeaveBody>;
const F = formFields<Values>();
const resolver = zodResolver(essLeaveBody);
const EMPTY: Partial<Values> = { remarks: 'With Pay', start_date: '', end_date: '', reason: '' };

/**
 * The leave form: HR's fields and messages, the days counted from the dates as HR's form counts them.
 * Once filed, the page draws a fresh form (`onFiled`), clean, for the next one.
 */
function FileLeaveForm({ onFiled }: { onFiled: () => void }) {
  const form = useForm<Values, unknown, z.output<typeof essLeaveBody>>({ resolver, defaultValues: EMPTY });
  const mutation = useFileLeave();
  const [start, end] = useWatch({ control: form.control, name: ['start_date', 'end_date'] });
  const days = leaveDays(start, end);
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync(body),
    success: (reply) => ({ title: 'Filed', message: reply.message }),
    onSaved: onFiled,
  });
  return (
    <Paper withBorder radius="md" p="md">
      <FormProvider {...form}>
        <form onSubmit={submit} onKeyDown={keepEnterInField} noValidate aria-label="File a leave">
          <Stack gap="sm">
            <Title order={2} fz="h4">
              File a leave
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" verticalSpacing="sm">
              <F.Choice name="leave_type" label="Leave type" data={[...LEAVE_TYPES]} withAsterisk />
              <F.Choice name="remarks" label="Remarks" data={[...LEAVE_REMARKS]} withAsterisk />
              <F.Date name="start_date" label="Start date" withAsterisk />
              <F.Date name="end_date" label="End date" withAsterisk />
            </SimpleGrid>
            <Text fz="sm" c="dimmed" aria-live="polite">
              {days > 0
                ? `${days} day${days === 1 ? '' : 's'}, counted from the dates.`
                : 'The days are counted from the dates.'}
            </Text>
            <F.LongText name="reason" label="Reason" withAsterisk autosize minRows={2} maxRows={6} />
            <Group justify="flex-end">
              <Button type="submit" loading={saving}>
                File Leave
              </Button>
            </Group>
          </Stack>
        </form>
      </FormProvider>
    </Paper>
  );
}

function LeaveItem({ leave }: { leave: EssLeaveRow }) {
  const cancel = useCancelLeave();
  const ask = () =>
    runSaveFlow(() => cancel.mutateAsync(leave.id), {
      confirm: {
        title: 'Cancel this leave request?',
        message: `${leave.leave_type}, ${formatDate(leave.start_date)} to ${formatDate(leave.end_date)}. Your approvers will no longer see it.`,
        confirmLabel: 'Cancel Request',
        cancelLabel: 'Keep It',
      },
      success: (reply) => ({ title: 'Cancelled', message: reply.message }),
    });
  return (
    <Paper component="li" withBorder radius="md" p="sm" className="ess-filing__item">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <Stack gap={0} miw={0}>
          <Text fw={600}>
            {leave.leave_type} · {leave.remarks}
          </Text>
          <Text fz="sm">
            {formatDate(leave.start_date)} to {formatDate(leave.end_date)} · {leave.no_of_days} day
            {leave.no_of_days === 1 ? '' : 's'}
          </Text>
          <Text fz="sm" c="dimmed">
            Filed {formatDate(leave.date_filled)}
          </Text>
        </Stack>
        <StatusChip status={leave.status} />
      </Group>
      <Text fz="sm" mt={4}>
        {leave.reason}
      </Text>
      <ChainSteps request={leave} />
      {leave.can_cancel ? (
        <Group justify="flex-end" mt="xs">
          <Button variant="default" color="red" size="xs" onClick={ask} loading={cancel.isPending}>
            Cancel Request
          </Button>
        </Group>
      ) : null}
    </Paper>
  );
}

/** The employee's leave of a year, newest filed first, with where each stands. */
function MyLeave() {
  const thisYear = companyYear();
  const [year, setYear] = useState(thisYear);
  const leave = useQuery(myLeaveQuery(year));
  const years = [thisYear + 1, thisYear, thisYear - 1, thisYear - 2].map(String);
  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-end">
        <Title order={2} fz="h4">
          My leave
        </Title>
        <Select
          label="Year"
          data={years}
          value={String(year)}
          onChange={(v) => v && setYear(Number(v))}
          allowDeselect={false}
          w={110}
        />
      </Group>
      {leave.isError ? (
        <LoadFailedAlert
          title="Your leave could not be loaded"
          error={leave.error}
          onRetry={() => leave.refetch()}
        />
      ) : null}
      {leave.data?.length === 0 ? (
        <Text c="dimmed" fz="sm">
          No leave filed for {year}.
        </Text>
      ) : null}
      <ul className="ess-filing__list" aria-busy={leave.isFetching}>
        {leave.data?.map((l) => (
          <LeaveItem key={l.id} leave={l} />
        ))}
      </ul>
    </Stack>
  );
}

/** /ess/leave: file a leave and follow your leave requests. */
export function LeavePage() {
  const [filed, setFiled] = useState(0);
  return (
    <Stack gap="lg">
      <Title order={1} fz="h2">
        Leave
      </Title>
      <FileLeaveForm key={filed} onFiled={() => setFiled((n) => n + 1)} />
      <MyLeave />
    </Stack>
  );
}
