import { type Designation, positionBody } from '@hris/domain/organisation';
import { formFields } from '../../../components/form/form-fields';
import { RecordFormModal } from '../../../components/form/RecordFormModal';
import type { RecordForm } from '../../../components/RecordListScreen';
import { useDepartmentOptions, useSavePosition } from '../api';

type DesignationValues = { position_name: string; department_id: number | null };
const F = formFields<DesignationValues>();

/** Add and update modal of the Designations screen (Designation name, Department). */
export const DesignationFormModal: RecordForm<Designation> = ({ opened, record, onClose }) => {
  const departments = useDepartmentOptions();
  const mutation = useSavePosition();
  return (
    <RecordFormModal
      opened={opened}
      onClose={onClose}
      title={record ? 'Update Designation' : 'Add Designation'}
      schema={positionBody}
      values={{ position_name: record?.pos_name ?? '', department_id: record?.dep_id ?? null }}
      save={(body) => mutation.mutateAsync({ id: record?.pos_id ?? null, body })}
    >
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
    </RecordFormModal>
  );
};
