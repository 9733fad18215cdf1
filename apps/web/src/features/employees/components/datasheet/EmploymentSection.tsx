import { IconBriefcase } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from '../../../../components/FormSection';
import { DesignationSelect } from '../../../../components/reference/DesignationSelect';
import { ShiftGroupSelect, ShiftTimeSelect } from '../../../../components/reference/ShiftSelects';
import { SubDepartmentSelect } from '../../../../components/reference/SubDepartmentSelect';
import { TimeZoneSelect } from '../../../../components/reference/TimeZoneSelect';
import { statusOptions } from '../../../../lib/employment-status';
import { type DatasheetValues, F } from './datasheet-values';

const NEW_EMPLOYEE_STATUSES = statusOptions(['trainee', 'probationary', 'regular']);

/** Designation, team, dates and schedule; on a new employee also the starting status. */
export function EmploymentSection({ withStatus }: { withStatus: boolean }) {
  const { control, setValue } = useFormContext<DatasheetValues>();
  const schedule = useWatch({ control, name: 'schedule' });

  return (
    <FormSection
      title="Employment"
      description="Where the employee works and since when."
      icon={<IconBriefcase size={18} />}
    >
      <F.Masked name="emp_id" label="Employee ID" mask="emp_id" withAsterisk />
      <F.Text name="emp_no" label="Employee No." placeholder="Payroll or biometric number, if any" />
      {withStatus ? (
        <F.Choice
          name="status"
          label="Status"
          withAsterisk
          data={NEW_EMPLOYEE_STATUSES}
          placeholder="Select a status"
        />
      ) : null}
      <F.Use name="position_id" component={DesignationSelect} label="Designation" withAsterisk />
      <F.Use name="sub_department_id" component={SubDepartmentSelect} label="Sub-department" withAsterisk />
      <F.Date name="employment_date" label="Employment date" withAsterisk clearable={false} />
      <F.Date name="date_signed" label="Date signed" />
      <F.Date name="training_start" label="Training start" />
      <F.Date name="training_end" label="Training end" />
      <F.Use
        name="schedule"
        component={ShiftGroupSelect}
        label="Schedule"
        onChange={() => setValue('time', '')}
      />
      <F.Use name="time" component={ShiftTimeSelect} label="Time" group={schedule} />
      <F.Use name="timezone_id" component={TimeZoneSelect} label="Time zone" />
      <F.Text
        name="blueprint_address"
        label="Company address"
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description="The office the employee reports to"
        style={{ gridColumn: '1 / -1' }}
      />
    </FormSection>
  );
}
