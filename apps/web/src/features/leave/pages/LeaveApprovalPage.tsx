import { zodResolver } from '@hookform/resolvers/zod';
import {
  canMoveLeave,
  creditFieldOf,
  hrLeaveUpdateBody,
  LEAVE_REMARKS,
  type LeaveDetail,
  type LeaveStatus,
} from '@hris/domain/leave';
import { Alert, Button, Group, Paper, Select, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link } from 'react-router';
import type { z } from 'zod';
import { DecisionFields } from '../../../components/form/DecisionFields';
import { PageHeader } from '../../../components/PageHeader';
import { companyToday } from '../../../lib/clock';
import { ApplicantDetails } from '../components/ApplicantDetails';
import { ApprovalBlocks } from '../components/ApprovalBlocks';
import { availableCredit, CreditBadge } from '../components/CreditBadge';
import { LeaveDetailGate } from '../components/LeaveDetailGate';
import { LeaveStatusBadge } from '../components/LeaveStatusBadge';
import { days, statusLabel } from '../leave-labels';
import { useReviewFlow } from '../use-review-flow';

type ReviewValues = z.input<typeof hrLeaveUpdateBody>;

const DECISIONS: { value: LeaveStatus; label: string }[] = [
  { value: 'approved', label: 'Approve' },
  { value: 'rejected', label: 'Decline' },
];

/** /hr/leave/approval/:id: HR's decision on a leave the departments have acted on. */
export function LeaveApprovalPage() {
  return (
    <>
      <PageHeader
        title="Leave Approval"
        description="Review the request and the departmental approvals, then give HR's decision."
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
      <LeaveDetailGate>{(leave) => <LeaveReview key={leave.id} leave={leave} />}</LeaveDetailGate>
    </>
  );
}

function LeaveReview({ leave }: { leave: LeaveDetail }) {
  const form = useForm<ReviewValues, unknown, z.output<typeof hrLeaveUpdateBody>>({
    resolver: zodResolver(hrLeaveUpdateBody),
    defaultValues: {
      date_filled: leave.date_filled,
      leave_type: leave.leave_type,
      remarks: leave.remarks,
      start_date: leave.start_date,
      end_date: leave.end_date,
      no_of_days: leave.no_of_days,
      reason: leave.reason,
      // pending: HR must choose; an approved leave keeps its decision until changed
      status: leave.status === 'pending' ? undefined : leave.status,
      reason_to_declined: leave.reason_to_declined ?? '',
      hr_date_recived: leave.hr_date_recived ?? companyToday(),
    },
  });
  const { submit, saving } = useReviewFlow(form, {
    id: leave.id,
    confirmMessage: 'Do you want to submit this request',
    visibleFields: ['status', 'reason_to_declined'],
  });
  const decision = useWatch({ control: form.control, name: 'status' });
  const decisions = DECISIONS.filter((d) => canMoveLeave(leave.status, d.value));
  const final = decisions.length === 0;
  const creditField = creditFieldOf(leave.leave_type, leave.remarks);
  const available = availableCredit(leave.credits, creditField);
  const short =
    leave.status === 'pending' &&
    creditField !== null &&
    (available === null || available < leave.no_of_days);

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate aria-label="Leave approval">
        <Stack gap="md">
          {leave.status !== 'pending' ? (
            <Alert color={leave.status === 'approved' ? 'teal' : 'red'} icon={<IconInfoCircle size={18} />}>
              This leave is already {statusLabel(leave.status).toLowerCase()}.
              {final ? ' A declined or cancelled leave is final.' : ''}
            </Alert>
          ) : null}

          <Paper withBorder radius="md" p="lg" component="section" aria-label="Applicant">
            <Group justify="space-between" mb="md">
              <Title order={4}>Applicant</Title>
              <LeaveStatusBadge status={leave.status} size="lg" />
            </Group>
            <ApplicantDetails leave={leave} />
          </Paper>

          <Paper withBorder radius="md" p="lg" component="section" aria-label="Departmental approval">
            <Title order={4} mb="md">
              Departmental approval
            </Title>
            <ApprovalBlocks leave={leave} />
          </Paper>

          <Paper withBorder radius="md" p="lg" component="section" aria-label="HR approval">
            <Group justify="space-between" mb="md" align="flex-start">
              <Title order={4}>HR approval</Title>
              <CreditBadge
                credits={leave.credits}
                field={creditField}
                needed={leave.status === 'pending' ? leave.no_of_days : undefined}
              />
            </Group>
            <Stack gap="md" maw={620}>
              <Select label="Remarks" data={[...LEAVE_REMARKS]} value={leave.remarks} disabled />
              <DecisionFields<ReviewValues>
                name="status"
                reasonName="reason_to_declined"
                options={decisions}
                disabled={saving}
              />
              {short && decision !== 'rejected' ? (
                <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
                  {available === null
                    ? 'This employee has no leave credits registered; approving this leave With Pay will be refused.'
                    : `This leave needs ${days(leave.no_of_days)} but the employee has only ${days(available)} left; approving it With Pay will be refused.`}
                </Alert>
              ) : null}
              <Text fz="xs" c="dimmed">
                {creditField === null
                  ? 'This leave draws on no credits (Without Pay or Offset).'
                  : "Approving takes the days from the employee's credits; declining leaves them untouched."}
              </Text>
            </Stack>
            <Group justify="flex-end" mt="lg">
              <Button component={Link} to="/hr/absenceleave" variant="default" disabled={saving}>
                Cancel
              </Button>
              <Button type="submit" loading={saving} disabled={final} leftSection={<IconSend size={16} />}>
                Submit Request
              </Button>
            </Group>
          </Paper>
        </Stack>
      </form>
    </FormProvider>
  );
}
