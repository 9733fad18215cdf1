import { Stack, Text } from '@mantine/core';

/**
 * The Employee column: the name, with a second dimmed line (designation, address, ...). Both may wrap
 * between words, so that a list keeps every column in view in a narrow window.
 */
export function EmployeeNameCell({ name, detail }: { name: string; detail?: string | null }) {
  return (
    <Stack gap={0}>
      <Text fz="sm" fw={600}>
        {name}
      </Text>
      {detail ? (
        <Text fz="xs" c="dimmed">
          {detail}
        </Text>
      ) : null}
    </Stack>
  );
}
