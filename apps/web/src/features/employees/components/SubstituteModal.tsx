import { SUBSTITUTE_REQUIRED } from '@hris/domain/employee';
import {
  Alert,
  Button,
  Center,
  Group,
  Loader,
  Modal,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
} from '@mantine/core';
import { IconUsersGroup } from '@tabler/icons-react';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useSupervisorInfo } from '../api/employees';

export type Substitute = { id: number; full_name: string };

type SubstituteModalProps = {
  opened: boolean;
  /** The supervisor who is leaving. */
  employeeId: number;
  onCancel: () => void;
  onChoose: (substitute: Substitute) => void;
};

/**
 * The supervisor-substitute modal: before someone who still leads active members is separated, HR
 * picks who takes the members over (GET api/supervisor/get/{emp_id}).
 */
export function SubstituteModal({ opened, employeeId, onCancel, onChoose }: SubstituteModalProps) {
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Supervisor Substitute"
      centered
      size="lg"
      zIndex={300}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {opened ? <SubstituteChoice employeeId={employeeId} onCancel={onCancel} onChoose={onChoose} /> : null}
    </Modal>
  );
}

function SubstituteChoice({ employeeId, onCancel, onChoose }: Omit<SubstituteModalProps, 'opened'>) {
  const info = useSupervisorInfo(employeeId, true);
  const [choice, setChoice] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);

  if (info.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (info.isError) {
    return (
      <Alert color="red" title="The members could not be loaded">
        {errorMessage(info.error)}
      </Alert>
    );
  }

  const { employee, members, candidates } = info.data;
  const choose = () => {
    const picked = candidates.find((candidate) => candidate.id === choice);
    if (!picked) {
      setError(SUBSTITUTE_REQUIRED);
      return;
    }
    onChoose({ id: picked.id, full_name: picked.full_name });
  };

  return (
    <Stack gap="md">
      <Alert color="orange" variant="light" icon={<IconUsersGroup size={18} />}>
        <Text fz="sm">
          <b>{employee.full_name}</b> still supervises {members.length} active{' '}
          {members.length === 1 ? 'member' : 'members'}. Choose the supervisor who takes them over before the
          status changes.
        </Text>
      </Alert>
      <ScrollArea.Autosize mah={260} type="auto" viewportProps={{ tabIndex: 0, 'aria-label': 'Members' }}>
        <Table striped verticalSpacing={6} aria-label="Members" stickyHeader>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Id</Table.Th>
              <Table.Th>Member</Table.Th>
              <Table.Th>Designation</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {members.map((member) => (
              <Table.Tr key={member.id}>
                <Table.Td>{member.emp_id}</Table.Td>
                <Table.Td>{member.full_name}</Table.Td>
                <Table.Td>{member.position_name}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </ScrollArea.Autosize>
      <Select<number>
        label="Substitute supervisor"
        placeholder="Select the new supervisor"
        withAsterisk
        allowDeselect={false}
        searchable
        nothingFoundMessage="No supervisor found"
        data={candidates.map((candidate) => ({
          value: candidate.id,
          label: `${candidate.full_name} — ${candidate.position_name}`,
        }))}
        value={choice}
        onChange={(value) => {
          setChoice(value);
          setError(null);
        }}
        error={error}
        comboboxProps={{ zIndex: 400 }}
      />
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={choose}>Move members</Button>
      </Group>
    </Stack>
  );
}
