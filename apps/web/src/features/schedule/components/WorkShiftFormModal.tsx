import { employeesWithoutShiftCall } from '@hris/domain/calls/schedule';
import { type WorkShiftRow, workShiftAddBody, workShiftUpdateBody } from '@hris/domain/schedule';
import { Divider, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { FormProvider, type Resolver, useForm, useWatch } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { keepEnterInField } from '../../../components/form/keep-enter';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import type { RecordForm } from '../../../components/RecordListScreen';
import { EmployeeSelect } from '../../../components/reference/EmployeeSelect';
import { ShiftGroupSelect, ShiftTimeSelect } from '../../../components/reference/ShiftSelects';
import { TimeZoneSelect } from '../../../components/reference/TimeZoneSelect';
import { companyToday } from '../../../lib/clock';
import { type SaveWorkShift, useSaveWorkShift } from '../api/workshifts';
import { ShiftHistoryTable } from './ShiftHistoryTable';

type WorkShiftValues = {
  employee_id: number | null;
  schedule: string;
  time: string;
  timezone_id: number | null;
  effective_from: string;
};
const F = formFields<WorkShiftValues>();
const asAdd = workShiftAddBody.transform((body) => ({ id: null, body }));

/** The form's values as the save they make: a first shift, or a new shift of `shift`'s employee. */
function resolverFor(shift: WorkShiftRow | null): Resolver<WorkShiftValues, unknown, SaveWorkShift> {
  if (!shift) return formResolver<WorkShiftValues, typeof asAdd>(asAdd);
  const asUpdate = workShiftUpdateBody.transform((body) => ({ id: shift.id, body }));
  return formResolver<WorkShiftValues, typeof asUpdate>(asUpdate);
}

type WorkShiftFormProps = {
  /** The employee's current shift being modified; null assigns one to an employee without a shift. */
  shift: WorkShiftRow | null;
  onClose: () => void;
};

/** Add and Modify modal of Work Shifts; Modify also shows the employee's shift history. */
export const WorkShiftFormModal: RecordForm<WorkShiftRow> = ({ opened, record: shift, onClose }) => {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={shift ? 'Modify Work Shift' : 'Add Work Shift'}
      centered
      size="lg"
    >
      <WorkShiftForm key={shift?.id ?? 'new'} shift={shift} onClose={onClose} />
    </FormModal>
  );
};

function WorkShiftForm({ shift, onClose }: WorkShiftFormProps) {
  // the form is keyed by the shift, so its resolver is made once
  const [resolver] = useState(() => resolverFor(shift));
  const form = useForm<WorkShiftValues, unknown, SaveWorkShift>({
    resolver,
    defaultValues: {
      employee_id: null,
      schedule: shift?.schedule ?? '',
      time: shift?.time ?? '',
      timezone_id: shift?.timezone_id ?? null,
      // a change starts today unless HR says from when
      effective_from: companyToday(),
    },
  });
  const mutation = useSaveWorkShift();
  const { submit, saving } = useSaveFlow(form, {
    save: (save) => mutation.mutateAsync(save),
    onSaved: onClose,
  });
  const schedule = useWatch({ control: form.control, name: 'schedule' });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} onKeyDown={keepEnterInField} noValidate>
        <Stack gap="md">
          {shift ? (
            <TextInput
              label="Employee"
              value={`${shift.full_name} (${shift.emp_id})`}
              readOnly
              variant="filled"
            />
          ) : (
            <F.Use
              name="employee_id"
              component={EmployeeSelect}
              source={employeesWithoutShiftCall}
              nothingFoundMessage="No employee without a shift found"
              label="Employee"
              description="Employees without a shift"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              withAsterisk
              data-autofocus
            />
          )}
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="md" verticalSpacing="sm">
            <F.Use
              name="schedule"
              component={ShiftGroupSelect}
              label="Shift group"
              withAsterisk
              // choosing a group reveals its times and resets the time
              onChange={() => form.setValue('time', '', { shouldDirty: true })}
            />
            <F.Use name="time" component={ShiftTimeSelect} label="Time" group={schedule} withAsterisk />
            <F.Use name="timezone_id" component={TimeZoneSelect} label="Time zone" withAsterisk />
            <F.Date
              name="effective_from"
              label="Effective from"
              description="The first day of this shift (today if left empty)"
              inputWrapperOrder={['label', 'input', 'description', 'error']}
            />
          </SimpleGrid>
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
        {shift ? (
          <Stack gap="xs" mt="lg">
            <Divider />
            <Title order={3} fz="sm">
              Shift history
            </Title>
            <Text fz="xs" c="dimmed">
              Every shift {shift.full_name} has had, from the day it took effect.
            </Text>
            <ShiftHistoryTable employeeId={shift.employee_id} />
          </Stack>
        ) : null}
      </form>
    </FormProvider>
  );
}
