import { zodResolver } from '@hookform/resolvers/zod';
import {
  canMoveLeave,
  creditFieldOf,
  hrLeaveUpdateBody,
  LEAVE_REMARKS,
  type LeaveDetail,
} from '@hris/domain/leave';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { formFields } from '../../../components/form/form-fields';
import { keepEnterInField } from '../../../components/form/keep-enter';
import { HistoryButton } from '../../../components/history/HistoryButton';
import { PageHeader } from '../../../components/PageHeader';
import { CreditBadge } from '../components/CreditBadge';
import { LeaveDateFields } from '../components/LeaveDateFields';
import { LeaveDetailGate } from '../components/LeaveDetailGate';
import { withCountedDays } from '../leave-form';
import { LEAVE_TYPE_OPTIONS, STATUS_LABELS, STATUS_OPTIONS } from '../leave-labels';
import { useReviewFlow } from '../use-review-flow';

type UpdateValues = z.input<typeof hrLeaveUpdateBody>;
const F = formFields<UpdateValues>();
const resolver = withCountedDays(zodResolver(hrLeaveUpdateBody));

const EDITABLE = [
  'date_filled',
  'leave_type',
  'remarks',
  'start_date',
  'end_date',
  'no_of_days',
  'reason',
  'status',
  'reason_to_declined',
  'hr_date_recived',
  'tl_status',
  'tl_date_approved',
  'asm_status',
  'asm_date_approved',
  'ceo_status',
] as const;

/** /hr/update/leave/:id: HR edits a leave, its decision and the three approval statuses. */
export function UpdateLeavePage() {
  return (
    <>
      <PageHeader
        title="Update Leave"
        description="Correct the leave as filed, HR's decision and the approvals of the team leader, department head and CEO."
        actions={
          <Button
            component={Link}
            to="/hr/absenceleave"
            variant="default"
            leftSection={<IconArrowLeft size={16} />}
          >
            Leave Management
          </Button>
        }
      />
      <LeaveDetailGate>
        {(leave) => (
          <>
            <Group justify="flex-end" mb="sm">
              <HistoryButton entity="leave" id={leave.id} title={`the leave of ${leave.full_name}`} />
            </Group>
            <UpdateLeaveForm key={leave.id} leave={leave} />
          </>
        )}
      </LeaveDetailGate>
    </>
  );
}

function UpdateLeaveForm({ leave }: { leave: LeaveDetail }) {
  const form = useForm<UpdateValues, unknown, z.output<typeof hrLeaveUpdateBody>>({
    resolver,
    defaultValues: {
      date_filled: leave.date_filled,
      leave_type: leave.leave_type,
      remarks: leave.remarks,
      start_date: leave.start_date,
      end_date: leave.end_date,
      no_of_days: leave.no_of_days,
      reason: leave.reason,
      status: leave.status,
      reason_to_declined: leave.reason_to_declined ?? '',
      hr_date_recived: leave.hr_date_recived ?? '',
      tl_status: leave.tl_status,
      tl_date_approved: leave.tl_date_approved ?? '',
      asm_status: leave.asm_status,
      asm_date_approved: leave.asm_date_approved ?? '',
      ceo_status: leave.ceo_status,
    },
  });
  const { submit, saving } = useReviewFlow(form, {
    id: leave.id,
    confirmMessage: 'Do you want to save changes.',
    visibleFields: EDITABLE,
  });
  const [leaveType, remarks, status] = useWatch({
    control: form.control,
    name: ['leave_type', 'remarks', 'status'],
  });
  const statusOptions = STATUS_OPTIONS.filter((o) => canMoveLeave(leave.status, o.value));
  const final = statusOptions.length === 0;
  const creditField = leaveType && remarks ? creditFieldOf(leaveType, remarks) : null;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} onKeyDown={keepEnterInField} noValidate aria-label="Update leave">
        <Stack gap="md">
          {final ? (
            <Alert color="red" icon={<IconInfoCircle size={18} />}>
              This leave was {STATUS_LABELS[leave.status].toLowerCase()}; a declined or cancelled leave is
              final and cannot be changed.
            </Alert>
          ) : null}
          <Paper withBorder radius="md" p="lg" component="section" aria-label="Leave">
            <Group justify="space-between" mb="md" align="flex-start">
              <Title order={4}>Leave</Title>
              <CreditBadge credits={leave.credits} field={creditField} />
            </Group>
            <fieldset disabled={final || saving} style={{ border: 0, padding: 0, margin: 0 }}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
                <TextInput label="Employee" value={`${leave.full_name} (${leave.emp_id})`} readOnly />
                <F.Date name="date_filled" label="Date filed" withAsterisk clearable={false} />
                <F.Choice name="leave_type" label="Leave type" data={LEAVE_TYPE_OPTIONS} withAsterisk />
                <F.Choice name="remarks" label="Remarks" data={[...LEAVE_REMARKS]} withAsterisk />
                <LeaveDateFields />
              </SimpleGrid>
              <F.LongText
                name="reason"
                label="Reason"
                withAsterisk
                autosize
                minRows={2}
                maxRows={6}
                mt="sm"
              />
            </fieldset>
          </Paper>

          <Paper withBorder radius="md" p="lg" component="section" aria-label="Approvals">
            <Title order={4} mb="md">
              Approvals
            </Title>
            <fieldset disabled={final || saving} style={{ border: 0, padding: 0, margin: 0 }}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
                <F.Choice name="tl_status" label="Team leader" data={STATUS_OPTIONS} allowDeselect={false} />
                <F.Date name="tl_date_approved" label="Team leader date" />
                <div />
                <F.Choice
                  name="asm_status"
                  label="Department head"
                  data={STATUS_OPTIONS}
                  allowDeselect={false}
                />
                <F.Date name="asm_date_approved" label="Department head date" />
                <div />
                <F.Choice name="ceo_status" label="CEO" data={STATUS_OPTIONS} allowDeselect={false} />
              </SimpleGrid>
            </fieldset>
          </Paper>

          <Paper withBorder radius="md" p="lg" component="section" aria-label="HR decision">
            <Title order={4} mb="md">
              HR decision
            </Title>
            <fieldset disabled={final || saving} style={{ border: 0, padding: 0, margin: 0 }}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
                <F.Choice
                  name="status"
                  label="Status"
                  data={final ? STATUS_OPTIONS : statusOptions}
                  withAsterisk
                  allowDeselect={false}
                />
                <F.Date name="hr_date_recived" label="Date received by HR" />
              </SimpleGrid>
              {status === 'rejected' ? (
                <F.LongText
                  name="reason_to_declined"
                  label="Reason for declining"
                  withAsterisk
                  autosize
                  minRows={2}
                  maxRows={6}
                  mt="sm"
                />
              ) : null}
            </fieldset>
            <Group justify="flex-end" mt="lg">
              <Button component={Link} to="/hr/absenceleave" variant="default" disabled={saving}>
                Cancel
              </Button>
              <Button
                type="submit"
                loading={saving}
                disabled={final}
                leftSection={<IconDeviceFloppy size={16} />}
              >
                Update Request
              </Button>
            </Group>
          </Paper>
        </Stack>
      </form>
    </FormProvider>
  );
}
