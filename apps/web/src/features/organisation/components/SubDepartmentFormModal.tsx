import { zodResolver } from '@hookform/resolvers/zod';
import { type SubDepartment, subDepartmentBody } from '@hris/domain/organisation';
import { Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useSaveSubDepartment } from '../api';

type SubDepartmentFormModalProps = {
  opened: boolean;
  /** The sub-department being modified; null adds a new one. */
  subDepartment: SubDepartment | null;
  onClose: () => void;
};

/** Add and modify modal of the Sub-departments screen. */
export function SubDepartmentFormModal({ opened, subDepartment, onClose }: SubDepartmentFormModalProps) {
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={subDepartment ? 'Modify Sub-department' : 'Add Sub-department'}
      centered
      size="lg"
    >
      <SubDepartmentForm subDepartment={subDepartment} onClose={onClose} />
    </FormModal>
  );
}

function SubDepartmentForm({ subDepartment, onClose }: Omit<SubDepartmentFormModalProps, 'opened'>) {
  const form = useForm({
    resolver: zodResolver(subDepartmentBody),
    defaultValues: {
      sub_department_name: subDepartment?.sub_department_name ?? '',
      description: subDepartment?.description ?? '',
    },
  });
  const mutation = useSaveSubDepartment();
  const { submit, saving, clearOnClick } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: subDepartment?.id ?? null, body }),
    onSaved: onClose,
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label="Sub-department"
          placeholder="e.g. Recruitment"
          withAsterisk
          data-autofocus
          {...form.register('sub_department_name')}
          {...clearOnClick('sub_department_name')}
          error={errors.sub_department_name?.message}
        />
        <Textarea
          label="Description"
          autosize
          minRows={3}
          maxRows={8}
          {...form.register('description')}
          {...clearOnClick('description')}
          error={errors.description?.message}
        />
      </Stack>
      <FormActions onCancel={onClose} saving={saving} />
    </form>
  );
}
