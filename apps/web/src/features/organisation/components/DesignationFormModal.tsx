import { zodResolver } from '@hookform/resolvers/zod';
import { type Designation, positionBody } from '@hris/domain/organisation';
import { Select, Stack, TextInput } from '@mantine/core';
import { Controller, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useDepartmentOptions, useSavePosition } from '../api';

type DesignationFormModalProps = {
  opened: boolean;
  /** The designation being updated; null adds a new one. */
  designation: Designation | null;
  onClose: () => void;
};

/** Add and update modal of the Designations screen (Designation name, Department). */
export function DesignationFormModal({ opened, designation, onClose }: DesignationFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={designation ? 'Update Designation' : 'Add Designation'}
      centered
      size="lg"
    >
      <DesignationForm designation={designation} onClose={onClose} />
    </FormModal>
  );
}

function DesignationForm({ designation, onClose }: Omit<DesignationFormModalProps, 'opened'>) {
  const form = useForm({
    resolver: zodResolver(positionBody),
    defaultValues: {
      position_name: designation?.pos_name ?? '',
      department_id: designation?.dep_id ?? null,
    },
  });
  const departments = useDepartmentOptions();
  const mutation = useSavePosition();
  const { submit, saving, clearOnClick } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: designation?.pos_id ?? null, body }),
    onSaved: onClose,
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Designation"
          placeholder="e.g. Customer Service Representative"
          withAsterisk
          data-autofocus
          {...form.register('position_name')}
          {...clearOnClick('position_name')}
          error={errors.position_name?.message}
        />
        <Controller
          control={form.control}
          name="department_id"
          render={({ field, fieldState }) => (
            <Select<number>
              label="Department"
              placeholder={departments.isPending ? 'Loading departments...' : 'Select a department'}
              withAsterisk
              searchable
              nothingFoundMessage="No department found"
              data={departments.data ?? []}
              value={typeof field.value === 'number' ? field.value : null}
              onChange={(value) => field.onChange(value)}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              {...clearOnClick('department_id')}
              error={
                fieldState.error?.message ?? (departments.isError ? departments.error.message : undefined)
              }
            />
          )}
        />
      </Stack>
      <FormActions onCancel={onClose} saving={saving} />
    </form>
  );
}
