import { Alert, Center, Loader, ScrollArea, Table, Text } from '@mantine/core';
import { errorMessage } from '../../../lib/api-client';
import { useMembers } from '../api/access';
import { ActiveSwitch } from './ActiveSwitch';

type MembersTableProps = {
  userId: number;
  /** What a member is called here ("member", "supervisor"), for the empty text. */
  emptyText: string;
};

/** The users who belong to one user, each with the active toggle (GET api/supervisor/members/{id}). */
export function MembersTable({ userId, emptyText }: MembersTableProps) {
  const members = useMembers(userId);

  if (members.isPending) {
    return (
      <Center py="lg">
        <Loader size="sm" aria-label="Loading" />
      </Center>
    );
  }
  if (members.isError) {
    return (
      <Alert color="red" title="The members could not be loaded">
        {errorMessage(members.error)}
      </Alert>
    );
  }
  if (members.data.length === 0) {
    return (
      <Text ta="center" c="dimmed" py="md" fz="sm">
        {emptyText}
      </Text>
    );
  }

  return (
    <ScrollArea.Autosize mah={360} type="auto" viewportProps={{ tabIndex: 0, 'aria-label': 'Members' }}>
      <Table striped verticalSpacing={6} aria-label="Members" stickyHeader>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            <Table.Th>Username</Table.Th>
            <Table.Th w={130}>Active</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {members.data.map((member) => (
            <Table.Tr key={member.id}>
              <Table.Td>{member.full_name || member.name}</Table.Td>
              <Table.Td>
                <Text fz="sm" c="dimmed">
                  {member.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <ActiveSwitch
                  userId={member.id}
                  name={member.full_name || member.name}
                  active={member.active === '1'}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollArea.Autosize>
  );
}
