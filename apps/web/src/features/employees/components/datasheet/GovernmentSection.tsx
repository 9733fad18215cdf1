import { IconId } from '@tabler/icons-react';
import { FormSection } from '../../../../components/FormSection';
import { F } from './datasheet-values';

export function GovernmentSection() {
  return (
    <FormSection
      title="Government numbers"
      description="Fill in when known; they can be added later from the Requirements Tracker."
      icon={<IconId size={18} />}
    >
      <F.Masked name="sss_no" label="SSS number" mask="sss_no" />
      <F.Masked name="hdmf_no" label="HDMF (Pag-IBIG) number" mask="hdmf_no" />
      <F.Masked name="mid_no" label="MID number" mask="mid_no" />
      <F.Masked name="tin_no" label="TIN" mask="tin_no" />
      <F.Masked name="phic_no" label="PHIC (PhilHealth) number" mask="phic_no" />
    </FormSection>
  );
}
