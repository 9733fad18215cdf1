import { zodResolver } from '@hookform/resolvers/zod';
import { creditFieldOf, LEAVE_REMARKS, manualLeaveBody } from '@hris/domain/leave';
import { Button, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  IconArrowLeft,
  IconCalendarEvent,
  IconChecklist,
  IconDeviceFloppy,
  IconUser,
} from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { FormSection } from '../../../components/FormSection';
import { formFields } from '../../../components/form/form-fields';
import { keepEnterInField } from '../../../components/form/keep-enter';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { PageHeader } from '../../../components/PageHeader';
import { EmployeeSelect } from '../../../components/reference/EmployeeSelect';
import { ApiError } from '../../../lib/api-client';
import { companyToday } from '../../../lib/clock';
import { useAddManualLeave } from '../api/leaves';
import { EmployeeCreditsCard } from '../components/EmployeeCreditsCard';
import { LeaveDateFields } from '../components/LeaveDateFields';
import { failureMessage } from '../failure';
import { withCountedDays } from '../leave-form';
import { LEAVE_TYPE_OPTIONS, STATUS_OPTIONS } from '../leave-labels';

type ManualValues = z.input<typeof manualLeaveBody>;
const F = formFields<ManualValues>();
const resolver = withCountedDays(zodResolver(manualLeaveBody));

const EMPTY: Partial<ManualValues> = {
  employee_id: null,
  date_filled: companyToday(),
  leave_type: undefined,
  remarks: 'With Pay',
  start_date: '',
  end_date: '',
  reason: '',
  status: 'approved',
  tl_status: 'approved',
  tl_date_approved: '',
  asm_status: 'approved',
  asm_date_approved: '',
  hr_date_approved: companyToday(),
};

function isRefusal(error: unknown): boolean {
  return error instanceof ApiError && (error.isValidation || error.status === 409);
}

/** /hr/requestleave: HR encodes a leave filed on paper (POST api/manualleave/add). */
export function EncodeLeavePage() {
  const navigate = useNavigate();
  const form = useForm<ManualValues, unknown, z.output<typeof manualLeaveBody>>({
    resolver,
    defaultValues: EMPTY,
  });
  const mutation = useAddManualLeave();
  // A refused day count (e.g. insufficient credits) is cleared until the dates change.
  const [clearedFor, setClearedFor] = useState<string | null>(null);
  const [employeeId, leaveType, remarks, start, end] = useWatch({
    control: form.control,
    name: ['employee_id', 'leave_type', 'remarks', 'start_date', 'end_date'],
  });
  const datesKey = `${start}|${end}`;
  const creditField = leaveType && remarks ? creditFieldOf(leaveType, remarks) : null;
  const { clearErrors } = form;
  // new dates: the day count is counted again, and the server's refusal of the old one goes
  useEffect(() => {
    if (datesKey) clearErrors('no_of_days');
  }, [datesKey, clearErrors]);

  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync(body),
    afterSuccess: () => navigate('/hr/absenceleave'),
    // A refusal shows "Oops" with the server's message, and the refused day count is cleared
    fields: [...Object.keys(EMPTY), 'no_of_days'],
    dialogOnFieldErrors: true,
    errorTitle: (error) => (isRefusal(error) ? 'Oops' : 'Error'),
    describeError: failureMessage,
    onFailed: (error) => {
      if (isRefusal(error)) setClearedFor(datesKey);
    },
  });

  return (
    <>
      <PageHeader
        title="Encode Leave"
        description="Record a leave filed on paper. The number of days is counted from the dates."
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
      <FormProvider {...form}>
        <form onSubmit={submit} onKeyDown={keepEnterInField} noValidate aria-label="Encode leave">
          <Stack gap="md">
            <FormSection title="Employee" icon={<IconUser size={18} />} cols={0}>
              <Stack gap="md">
                <F.Use
                  name="employee_id"
                  component={EmployeeSelect}
                  label="Employee"
                  withAsterisk
                  maw={420}
                />
                <EmployeeCreditsCard
                  employeeId={typeof employeeId === 'number' ? employeeId : null}
                  field={creditField}
                />
              </Stack>
            </FormSection>

            <FormSection title="Leave" icon={<IconCalendarEvent size={18} />} cols={0}>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="sm">
                <F.Date name="date_filled" label="Date filed" withAsterisk />
                <F.Choice name="leave_type" label="Leave type" data={LEAVE_TYPE_OPTIONS} withAsterisk />
                <F.Choice name="remarks" label="Remarks" data={[...LEAVE_REMARKS]} withAsterisk />
                <LeaveDateFields cleared={clearedFor === datesKey} />
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
            </FormSection>

            <FormSection
              title="Approvals"
              description="A leave filed on paper usually arrives approved by the team leader and the department head."
              icon={<IconChecklist size={18} />}
              cols={3}
            >
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
              <F.Choice name="status" label="HR status" data={STATUS_OPTIONS} allowDeselect={false} />
              <F.Date name="hr_date_approved" label="HR date" />
            </FormSection>

            <Paper withBorder radius="md" p="sm" shadow="sm" pos="sticky" bottom={8} style={{ zIndex: 5 }}>
              <Group justify="space-between">
                <Text fz="sm" c="dimmed">
                  An approved leave With Pay takes its days from the employee's credits.
                </Text>
                <Group gap="sm">
                  <Button component={Link} to="/hr/absenceleave" variant="default" disabled={saving}>
                    Cancel
                  </Button>
                  <Button type="submit" loading={saving} leftSection={<IconDeviceFloppy size={16} />}>
                    Save Leave
                  </Button>
                </Group>
              </Group>
            </Paper>
          </Stack>
        </form>
      </FormProvider>
    </>
  );
}
