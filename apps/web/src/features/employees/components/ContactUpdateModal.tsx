import { type ContactBody, type ContactRow, contactBody } from '@hris/domain/contacts';
import { RELATIONSHIPS } from '@hris/domain/employee';
import { Divider, SimpleGrid, Stack, Text } from '@mantine/core';
import { FormProvider, useForm } from 'react-hook-form';
import { FormActions } from '../../../components/form/FormActions';
import { formFields } from '../../../components/form/form-fields';
import { formResolver } from '../../../components/form/form-resolver';
import { FormModal } from '../../../components/form/unsaved-changes';
import { useSaveFlow } from '../../../components/form/use-save-flow';
import { useUpdateContact } from '../api/contacts';

type ContactValues = {
  contact: string;
  email_address: string;
  blueprint_address: string;
  contact_person: string;
  relationship: (typeof RELATIONSHIPS)[number] | null;
  emergency_no: string;
};

const F = formFields<ContactValues>();
const resolver = formResolver<ContactValues, typeof contactBody>(contactBody);

type ContactUpdateModalProps = { opened: boolean; contact: ContactRow | null; onClose: () => void };

/** Contact List → Update (POST api/contacts/update/{id}). */
export function ContactUpdateModal({ opened, contact, onClose }: ContactUpdateModalProps) {
  return (
    <FormModal opened={opened} onClose={onClose} title="Update Contact" centered size="lg">
      {contact ? <ContactForm key={contact.id} contact={contact} onClose={onClose} /> : null}
    </FormModal>
  );
}

function ContactForm({ contact, onClose }: { contact: ContactRow; onClose: () => void }) {
  const form = useForm<ContactValues, unknown, ContactBody>({
    resolver,
    defaultValues: {
      contact: contact.contact ?? '',
      email_address: contact.email_address ?? '',
      blueprint_address: contact.blueprint_address ?? '',
      contact_person: contact.contact_person ?? '',
      relationship: (RELATIONSHIPS as readonly string[]).includes(contact.relationship)
        ? (contact.relationship as ContactValues['relationship'])
        : null,
      emergency_no: contact.emergency_no ?? '',
    },
  });
  const mutation = useUpdateContact();
  const { submit, saving } = useSaveFlow(form, {
    save: (body) => mutation.mutateAsync({ id: contact.id, body }),
    onSaved: onClose,
  });

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            {contact.emp_id} · <b>{contact.full_name}</b>
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="sm">
            <F.Masked name="contact" label="Contact number" mask="contact" withAsterisk />
            <F.Text name="email_address" label="Email address" type="email" withAsterisk />
            <F.Text name="blueprint_address" label="Company address" style={{ gridColumn: '1 / -1' }} />
          </SimpleGrid>
          <Divider label="In case of emergency" labelPosition="left" />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" verticalSpacing="sm">
            <F.Text name="contact_person" label="Contact person" withAsterisk maxLength={32} />
            <F.Choice
              name="relationship"
              label="Relationship"
              withAsterisk
              searchable
              data={[...RELATIONSHIPS]}
              placeholder="Select a relationship"
            />
            <F.Masked name="emergency_no" label="Emergency number" mask="contact" withAsterisk />
          </SimpleGrid>
        </Stack>
        <FormActions onCancel={onClose} saving={saving} />
      </form>
    </FormProvider>
  );
}
