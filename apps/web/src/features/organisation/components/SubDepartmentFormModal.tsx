import { type SubDepartment, subDepartmentBody } from '@hris/domain/organisation';
import { formFields } from '../../../components/form/form-fields';
import { RecordFormModal } from '../../../components/form/RecordFormModal';
import type { RecordForm } from '../../../components/RecordListScreen';
import { useSaveSubDepartment } from '../api';

type SubDepartmentValues = {
  sub_department_name: string;
  description: string;
  rest_days_from_calendar: boolean;
};
const F = formFields<SubDepartmentValues>();

/** Add and modify modal of the Sub-departments screen. */
export const SubDepartmentFormModal: RecordForm<SubDepartment> = ({ opened, record, onClose }) => {
  const mutation = useSaveSubDepartment();
  return (
    <RecordFormModal
      opened={opened}
      onClose={onClose}
      title={record ? 'Modify Sub-department' : 'Add Sub-department'}
      schema={subDepartmentBody}
      values={{
        sub_department_name: record?.sub_department_name ?? '',
        description: record?.description ?? '',
        rest_days_from_calendar: record?.rest_days_from_calendar ?? false,
      }}
      save={(body) => mutation.mutateAsync({ id: record?.id ?? null, body })}
    >
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
    </RecordFormModal>
  );
};
