import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type InfoItem = { label: string; value: ReactNode };

/** Read-only label / value pairs (view modals, the printable job information). */
export function InfoGrid({ items, cols = 2 }: { items: InfoItem[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: cols }} spacing="md" verticalSpacing="sm">
      {items.map((item) => (
        <Stack key={item.label} gap={0}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
            {item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
