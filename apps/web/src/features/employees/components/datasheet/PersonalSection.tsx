import { CIVIL_STATUSES, SUFFIXES } from '@hris/domain/employee';
import { Anchor } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useFormContext } from 'react-hook-form';
import { FormSection } from '../../../../components/FormSection';
import { type DatasheetValues, F } from './datasheet-values';

const CIVIL_STATUS_OPTIONS = CIVIL_STATUSES.map((value) => ({
  value,
  label: value.charAt(0).toUpperCase() + value.slice(1),
}));

const FULL_ROW = { gridColumn: '1 / -1' };

export function PersonalSection() {
  const { getValues, setValue, clearErrors } = useFormContext<DatasheetValues>();
  const copyAddress = () => {
    setValue('permanent_address', getValues('current_address'), { shouldDirty: true });
    clearErrors('permanent_address');
  };
  return (
    <FormSection
      title="Personal"
      description="The employee's name and personal details, as on their documents."
      icon={<IconUser size={18} />}
    >
      <F.Text name="first_name" label="First name" withAsterisk maxLength={32} autoComplete="off" />
      <F.Text name="middle_name" label="Middle name" maxLength={32} autoComplete="off" />
      <F.Text name="last_name" label="Last name" withAsterisk maxLength={32} autoComplete="off" />
      <F.Choice name="suffix" label="Suffix" data={[...SUFFIXES]} allowDeselect={false} />
      <F.Date name="birthdate" label="Birthdate" withAsterisk clearable={false} />
      <F.Choice name="civil_status" label="Civil status" withAsterisk data={CIVIL_STATUS_OPTIONS} />
      <F.Text name="current_address" label="Current address" withAsterisk style={FULL_ROW} />
      <F.Text
        name="permanent_address"
        label="Permanent address"
        withAsterisk
        style={FULL_ROW}
        inputWrapperOrder={['label', 'input', 'description', 'error']}
        description={
          <Anchor component="button" type="button" fz="xs" onClick={copyAddress}>
            Same as current address
          </Anchor>
        }
      />
    </FormSection>
  );
}
