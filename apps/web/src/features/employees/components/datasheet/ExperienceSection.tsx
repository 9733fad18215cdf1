import { IconBuildingSkyscraper } from '@tabler/icons-react';
import { RepeatableSection } from '../../../../components/form/RepeatableRows';
import { EMPTY_EXPERIENCE, F } from './datasheet-values';

/** Previous employers; rows can be added and removed, and an empty row is simply not saved. */
export function ExperienceSection() {
  return (
    <RepeatableSection
      name="experience"
      empty={EMPTY_EXPERIENCE}
      max={20}
      title="Work experience"
      description="Optional. Most recent first; leave a row empty to skip it."
      icon={<IconBuildingSkyscraper size={18} />}
      noun="experience"
      titled
      cols={{ base: 1, sm: 2, lg: 3 }}
    >
      {(index) => (
        <>
          <F.Text name={`experience.${index}.employeer`} label="Employer" withAsterisk />
          <F.Text name={`experience.${index}.job_title`} label="Job title" withAsterisk />
          <F.Text name={`experience.${index}.company_address`} label="Company address" />
          <F.Date name={`experience.${index}.start_date`} label="Start date" />
          <F.Date name={`experience.${index}.end_date`} label="End date" />
          <F.Money name={`experience.${index}.previous_salary`} label="Previous salary" max={99_999.99} />
          <F.Text
            name={`experience.${index}.reason_for_leaving`}
            label="Reason for leaving"
            style={{ gridColumn: '1 / -1' }}
          />
        </>
      )}
    </RepeatableSection>
  );
}
