import type { AccessRow } from '@hris/domain/accounts';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { MembersTable } from './MembersTable';

type MembersModalProps = { opened: boolean; user: AccessRow | null; onClose: () => void };

/** Supervisory Level → Subordinates: the staff who belong to the supervisor, with their active flag. */
export function MembersModal({ opened, user, onClose }: MembersModalProps) {
  const name = user ? user.full_name || user.name : '';
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Subordinates"
      centered
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {user ? (
        <Stack gap="md">
          <Text fz="sm" c="dimmed">
            Members of <b>{name}</b>. Turn a member off to deactivate their account; staff are assigned to a
            supervisor with Change Access on Staff Level.
          </Text>
          <MembersTable userId={user.id} emptyText={`Nobody belongs to ${name} yet.`} />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              Close
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
