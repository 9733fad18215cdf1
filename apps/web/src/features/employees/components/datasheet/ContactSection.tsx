import { RELATIONSHIPS } from '@hris/domain/employee';
import { IconPhone } from '@tabler/icons-react';
import { FormSection } from '../../../../components/FormSection';
import { F } from './datasheet-values';

export function ContactSection() {
  return (
    <FormSection
      title="Contact and emergency"
      description="How to reach the employee, and whom to call in an emergency."
      icon={<IconPhone size={18} />}
    >
      <F.Masked name="contact" label="Contact number" mask="contact" withAsterisk />
      <F.Text
        name="email_address"
        label="Email address"
        type="email"
        withAsterisk
        autoComplete="off"
        style={{ gridColumn: 'span 2' }}
      />
      <F.Text name="contact_person" label="Contact person" withAsterisk maxLength={32} autoComplete="off" />
      <F.Choice
        name="relationship"
        label="Relationship"
        withAsterisk
        searchable
        data={[...RELATIONSHIPS]}
        placeholder="Select a relationship"
      />
      <F.Masked name="emergency_no" label="Emergency number" mask="contact" withAsterisk />
    </FormSection>
  );
}
