import { type InactiveEmployeeRow, inactiveStatusBody } from '@hris/domain/employee';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormActions } from '../../../components/form/FormActions';
import { formResolver } from '../../../components/form/form-resolver';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useUpdateInactiveStatus } from '../api/employees';
import { StatusChangeFields, type StatusFields, withStatusRules } from './StatusChangeFields';

type InactiveStatusModalProps = {
  opened: boolean;
  employee: InactiveEmployeeRow | null;
  onClose: () => void;
};

/** Inactive Employees → Update Status: any status; separated ones keep a resignation date. */
export function InactiveStatusModal({ opened, employee, onClose }: InactiveStatusModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Update Status" centered size="md">
      {employee ? <InactiveStatusForm key={employee.id} employee={employee} onClose={onClose} /> : null}
    </FormModal>
  );
}

function InactiveStatusForm({ employee, onClose }: { employee: InactiveEmployeeRow; onClose: () => void }) {
  const resolver = useMemo(
    () =>
      withStatusRules(
        formResolver<StatusFields, typeof inactiveStatusBody>(inactiveStatusBody),
        () => employee.members,
      ),
    [employee.members],
  );
  const form = useForm<StatusFields, unknown, z.output<typeof inactiveStatusBody>>({
    resolver,
    defaultValues: {
      status: employee.status,
      resignation_date: employee.resignation_date ?? '',
      subtitute_id: null,
    },
  });
  const mutation = useUpdateInactiveStatus();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: employee.id, body }),
    onSaved: onClose,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {employee.emp_id} · <b>{employee.full_name}</b> · {employee.position_name}
          </Text>
          <Text fz="sm">
            Choosing an active status brings the employee back to Active Employees and clears the resignation
            date.
          </Text>
          <SimpleGrid cols={1} spacing="sm">
            <StatusChangeFields employee={employee} />
          </SimpleGrid>
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
