import { type Department, departmentBody } from '@hris/domain/organisation';
import { formFields } from '../../../components/form/form-fields';
import { RecordFormModal } from '../../../components/form/RecordFormModal';
import type { RecordForm } from '../../../components/RecordListScreen';
import { useSaveDepartment } from '../api';

type DepartmentValues = { department_name: string; functionality: string };
const F = formFields<DepartmentValues>();

/** Add and edit modal of the Departments screen (fields Department, Functionality). */
export const DepartmentFormModal: RecordForm<Department> = ({ opened, record, onClose }) => {
  const mutation = useSaveDepartment();
  return (
    <RecordFormModal
      opened={opened}
      onClose={onClose}
      title={record ? 'Edit Department' : 'Add Department'}
      schema={departmentBody}
      values={{ department_name: record?.department ?? '', functionality: record?.functionality ?? '' }}
      save={(body) => mutation.mutateAsync({ id: record?.dep_id ?? null, body })}
    >
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
    </RecordFormModal>
  );
};
