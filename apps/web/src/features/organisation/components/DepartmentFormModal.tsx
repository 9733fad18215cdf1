import { zodResolver } from '@hookform/resolvers/zod';
import { type Department, departmentBody } from '@hris/domain/organisation';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useSaveDepartment } from '../api';

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
  const form = useForm({
    resolver: zodResolver(departmentBody),
    defaultValues: {
      department_name: department?.department ?? '',
      functionality: department?.functionality ?? '',
    },
  });
  const mutation = useSaveDepartment();
  const { submit, saving, clearOnClick } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: department?.dep_id ?? null, body }),
    onSaved: onClose,
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Department"
          placeholder="e.g. Human Resources"
          withAsterisk
          data-autofocus
          {...form.register('department_name')}
          {...clearOnClick('department_name')}
          error={errors.department_name?.message}
        />
        <Textarea
          label="Functionality"
          placeholder="What this department does"
          autosize
          minRows={3}
          maxRows={8}
          {...form.register('functionality')}
          {...clearOnClick('functionality')}
          error={errors.functionality?.message}
        />
      </Stack>
      <FormActions onCancel={onClose} saving={saving} />
    </form>
  );
}
