import { IconClipboardText } from '@tabler/icons-react';
import { FormSection } from '../../../../components/FormSection';
import { EmployeeSelect } from '../../../../components/reference/EmployeeSelect';
import { StatusChangeFields } from '../StatusChangeFields';
import { F } from './datasheet-values';

type HrRecordSectionProps = {
  employee: { id: number; members: number; superior: { id: number; full_name: string } | null };
};

/** The HR edit's extra block: status (with its rules), supervisor, regularization and promotion, note. */
export function HrRecordSection({ employee }: HrRecordSectionProps) {
  return (
    <FormSection
      title="HR record"
      description="Status, supervisor and the milestones of the employment."
      icon={<IconClipboardText size={18} />}
    >
      <StatusChangeFields employee={employee} />
      <F.Use
        name="belong"
        component={EmployeeSelect}
        label="Supervisor"
        initial={employee.superior}
        excludeId={employee.id}
      />
      <F.Date name="regularization_date" label="Regularization date" />
      <F.Date name="promoted_date" label="Promoted date" />
      <F.LongText
        name="note"
        label="Note"
        autosize
        minRows={2}
        maxRows={6}
        style={{ gridColumn: '1 / -1' }}
      />
    </FormSection>
  );
}
