import { type Department, type DepartmentBody, departmentBody } from '@hris/domain/organisation';
import { Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useSaveDepartment } from '../api';

type DepartmentValues = { department_name: string; functionality: string };
const F = formFields<DepartmentValues>();

type DepartmentFormModalProps = {
  opened: boolean;
  /** The department being edited; null adds a new one. */
  department: Department | null;
  onClose: () => void;
};

/** Add and edit modal of the Departments screen (fields Department, Functionality). */
export function DepartmentFormModal({ opened, department, onClose }: DepartmentFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={department ? 'Edit Department' : 'Add Department'}
      centered
      size="lg"
    >
      <DepartmentForm department={department} onClose={onClose} />
    </FormModal>
  );
}

function DepartmentForm({ department, onClose }: Omit<DepartmentFormModalProps, 'opened'>) {
  const form = useForm<DepartmentValues, unknown, DepartmentBody>({
    resolver: formResolver<DepartmentValues, typeof departmentBody>(departmentBody),
    defaultValues: {
      department_name: department?.department ?? '',
      functionality: department?.functionality ?? '',
    },
  });
  const mutation = useSaveDepartment();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: department?.dep_id ?? null, body }),
    onSaved: onClose,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <F.Text
            name="department_name"
            label="Department"
            placeholder="e.g. Human Resources"
            withAsterisk
            data-autofocus
          />
          <F.LongText
            name="functionality"
            label="Functionality"
            placeholder="What this department does"
            autosize
            minRows={3}
            maxRows={8}
          />
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
