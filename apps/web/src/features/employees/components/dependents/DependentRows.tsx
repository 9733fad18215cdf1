import { RELATIONSHIPS } from '@hris/domain/employee';
import { IconUsers } from '@tabler/icons-react';
import { RepeatableSection } from '../../../../components/form/RepeatableRows';
import { EMPTY_DEPENDENT, F } from './dependent-values';

/** The Dependents section: name, relationship, age and PhilHealth number per row. */
export function DependentRows() {
  return (
    <RepeatableSection
      name="dependents"
      empty={EMPTY_DEPENDENT}
      max={20}
      title="Dependents"
      description="Children, parents or spouse declared for benefits. Leave a row empty to skip it."
      icon={<IconUsers size={18} />}
      noun="dependent"
      cols={{ base: 1, sm: 2, lg: 4 }}
    >
      {(index) => (
        <>
          <F.Text name={`dependents.${index}.name`} label="Name" withAsterisk maxLength={32} />
          <F.Choice
            name={`dependents.${index}.relationship`}
            label="Relationship"
            withAsterisk
            searchable
            data={[...RELATIONSHIPS]}
            placeholder="Select"
          />
          <F.Masked name={`dependents.${index}.age`} label="Age" mask="00" withAsterisk placeholder="00" />
          <F.Masked name={`dependents.${index}.phic_no`} label="PHIC number" mask="00-0000000-0" />
        </>
      )}
    </RepeatableSection>
  );
}
