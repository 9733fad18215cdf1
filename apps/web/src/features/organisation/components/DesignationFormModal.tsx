import { type Designation, type PositionBody, positionBody } from '@hris/domain/organisation';
import { Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useDepartmentOptions, useSavePosition } from '../api';

type DesignationValues = { position_name: string; department_id: number | null };
const F = formFields<DesignationValues>();

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
  const form = useForm<DesignationValues, unknown, PositionBody>({
    resolver: formResolver<DesignationValues, typeof positionBody>(positionBody),
    defaultValues: {
      position_name: designation?.pos_name ?? '',
      department_id: designation?.dep_id ?? null,
    },
  });
  const departments = useDepartmentOptions();
  const mutation = useSavePosition();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: designation?.pos_id ?? null, body }),
    onSaved: onClose,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <F.Text
            name="position_name"
            label="Designation"
            placeholder="e.g. Customer Service Representative"
            withAsterisk
            data-autofocus
          />
          <F.Choice<number>
            name="department_id"
            label="Department"
            placeholder={departments.isPending ? 'Loading departments...' : 'Select a department'}
            withAsterisk
            searchable
            nothingFoundMessage="No department found"
            data={departments.data ?? []}
          />
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
