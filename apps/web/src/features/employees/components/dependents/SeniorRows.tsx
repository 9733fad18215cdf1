import { IconOld } from '@tabler/icons-react';
import { RepeatableSection } from '../../../../components/form/RepeatableRows';
import { EMPTY_SENIOR, F } from './dependent-values';

/** The Senior Citizen section: name, middle initial and senior citizen number per row. */
export function SeniorRows() {
  return (
    <RepeatableSection
      name="seniors"
      empty={EMPTY_SENIOR}
      max={10}
      title="Senior Citizen"
      description="Senior citizens the employee supports. Leave a row empty to skip it."
      icon={<IconOld size={18} />}
      noun="senior citizen"
      cols={{ base: 1, sm: 3 }}
    >
      {(index) => (
        <>
          <F.Text
            name={`seniors.${index}.senior_citizen`}
            label="Senior citizen name"
            withAsterisk
            maxLength={32}
          />
          <F.Text name={`seniors.${index}.middle_initial`} label="Middle initial" maxLength={32} />
          <F.Masked
            name={`seniors.${index}.senior_citizen_no`}
            label="Senior citizen number"
            mask="00-0000000-0"
          />
        </>
      )}
    </RepeatableSection>
  );
}
