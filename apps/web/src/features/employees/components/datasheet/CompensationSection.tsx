import { IconCash } from '@tabler/icons-react';
import { useFormContext, useWatch } from 'react-hook-form';
import { FormSection } from '../../../../components/FormSection';
import { asksOtherAmount, type DatasheetValues, F } from './datasheet-values';

export function CompensationSection() {
  const { control } = useFormContext<DatasheetValues>();
  const [basic, allowance] = useWatch({ control, name: ['basic_salary', 'monthly_allowance'] });
  return (
    <FormSection
      title="Compensation"
      description="Monthly pay in pesos. Enter 0 when there is none; the other amount is then asked for."
      icon={<IconCash size={18} />}
    >
      <F.Money name="basic_salary" label="Basic salary" withAsterisk max={999_999_999.99} />
      <F.Money name="monthly_allowance" label="Monthly allowance" withAsterisk max={999_999_999.99} />
      {asksOtherAmount(basic, allowance) ? (
        <F.Money
          name="other_amount"
          label="Others"
          withAsterisk
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          description="Other pay, since salary or allowance is 0"
          max={999_999_999.99}
        />
      ) : null}
    </FormSection>
  );
}
