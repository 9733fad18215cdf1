import { Stack, Text } from '@mantine/core';

/** The Employee column: the name, with a second dimmed line (designation, address, ...). */
export function EmployeeNameCell({ name, detail }: { name: string; detail?: string | null }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
        {name}
      </Text>
      {detail ? (
        <Text fz="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}
