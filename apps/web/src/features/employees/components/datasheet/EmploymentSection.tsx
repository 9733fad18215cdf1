import { IconBriefcase } from '@tabler/icons-react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from '../../../../components/FormSection';
import { useTimezoneOptions } from '../../api/options';
import { statusOptions } from '../../status';
import { SHIFT_GROUPS, shiftTimes } from '../../work-shifts';
import { PositionSelect } from '../PositionSelect';
import { SubDepartmentSelect } from '../SubDepartmentSelect';
import { type DatasheetValues, F } from './datasheet-values';

const NEW_EMPLOYEE_STATUSES = statusOptions(['trainee', 'probationary', 'regular']);

/** Designation, team, dates and schedule; on a new employee also the starting status. */
export function EmploymentSection({ withStatus }: { withStatus: boolean }) {
  const { control, setValue, clearErrors } = useFormContext<DatasheetValues>();
  const [schedule, time] = useWatch({ control, name: ['schedule', 'time'] });
  const timezones = useTimezoneOptions();

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
      <Controller
        control={control}
        name="position_id"
        render={({ field, fieldState }) => (
          <PositionSelect
            label="Designation"
            withAsterisk
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            onClick={() => clearErrors('position_id')}
            error={fieldState.error?.message}
          />
        )}
      />
      <Controller
        control={control}
        name="sub_department_id"
        render={({ field, fieldState }) => (
          <SubDepartmentSelect
            label="Sub-department"
            withAsterisk
            name={field.name}
            ref={field.ref}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            onClick={() => clearErrors('sub_department_id')}
            error={fieldState.error?.message}
          />
        )}
      />
      <F.Date name="employment_date" label="Employment date" withAsterisk clearable={false} />
      <F.Date name="date_signed" label="Date signed" />
      <F.Date name="training_start" label="Training start" />
      <F.Date name="training_end" label="Training end" />
      <F.Choice
        name="schedule"
        label="Schedule"
        data={SHIFT_GROUPS}
        placeholder="Select a shift"
        clearable
        onChange={() => setValue('time', '')}
      />
      <F.Choice
        name="time"
        label="Time"
        data={shiftTimes(schedule, time)}
        placeholder={schedule ? 'Select the hours' : 'Choose a schedule first'}
        disabled={!schedule}
        clearable
      />
      <F.Choice<number>
        name="timezone_id"
        label="Time zone"
        data={timezones.data ?? []}
        placeholder="Select a time zone"
        searchable
        clearable
      />
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
