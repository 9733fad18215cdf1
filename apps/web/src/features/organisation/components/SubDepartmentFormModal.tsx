import { type SubDepartment, type SubDepartmentBody, subDepartmentBody } from '@hris/domain/organisation';
import { Stack } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useSaveSubDepartment } from '../api';

type SubDepartmentValues = {
  sub_department_name: string;
  description: string;
  rest_days_from_calendar: boolean;
};
const F = formFields<SubDepartmentValues>();

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
  const form = useForm<SubDepartmentValues, unknown, SubDepartmentBody>({
    resolver: formResolver<SubDepartmentValues, typeof subDepartmentBody>(subDepartmentBody),
    defaultValues: {
      sub_department_name: subDepartment?.sub_department_name ?? '',
      description: subDepartment?.description ?? '',
      rest_days_from_calendar: subDepartment?.rest_days_from_calendar ?? false,
    },
  });
  const mutation = useSaveSubDepartment();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: subDepartment?.id ?? null, body }),
    onSaved: onClose,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <F.Text
            name="sub_department_name"
            label="Sub-department"
            placeholder="e.g. Recruitment"
            withAsterisk
            data-autofocus
          />
          <F.LongText name="description" label="Description" autosize minRows={3} maxRows={8} />
          <F.Check
            name="rest_days_from_calendar"
            label="Rest days from the calendar"
            description="On: this sub-department's rest days are its Rest Day events on the calendar. Off: Saturday and Sunday."
          />
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
