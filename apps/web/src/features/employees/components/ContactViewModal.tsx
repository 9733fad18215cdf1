import type { ContactRow } from '@hris/domain/contacts';
import { Divider, Modal, Stack, Text } from '@mantine/core';
import { InfoGrid } from './InfoGrid';

type ContactViewModalProps = { opened: boolean; contact: ContactRow | null; onClose: () => void };

/** Contact List → View. */
export function ContactViewModal({ opened, contact, onClose }: ContactViewModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Contact Details"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {contact ? (
        <Stack gap="md">
          <Stack gap={0}>
            <Text fw={700} fz="lg">
              {contact.full_name}
            </Text>
            <Text fz="sm" c="dimmed">
              {contact.emp_id} · {contact.position_name}
            </Text>
          </Stack>
          <Divider label="Employee" labelPosition="left" />
          <InfoGrid
            items={[
              { label: 'Contact number', value: contact.contact },
              { label: 'Email address', value: contact.email_address },
              { label: 'Company address', value: contact.blueprint_address },
            ]}
          />
          <Divider label="In case of emergency" labelPosition="left" />
          <InfoGrid
            cols={3}
            items={[
              { label: 'Contact person', value: contact.contact_person },
              { label: 'Relationship', value: contact.relationship },
              { label: 'Emergency number', value: contact.emergency_no },
            ]}
          />
        </Stack>
      ) : null}
    </Modal>
  );
}
