import { Stack, Text } from '@mantine/core';

/** A user as a list shows them: the employee's full name, with the username (or another detail) under it. */
export function UserNameCell({ fullName, detail }: { fullName: string | null; detail?: string | null }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {fullName || detail}
      </Text>
      {fullName && detail ? (
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}
