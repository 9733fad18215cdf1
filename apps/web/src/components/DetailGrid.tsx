import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

export type DetailItem = { label: string; value: ReactNode; span?: boolean };

/**
 * Read-only label / value pairs (review, approval, decision and print screens). All the columns from the xs
 * breakpoint up: an A4 sheet in print is about 700 px wide, where the md breakpoint would halve them.
 */
export function DetailGrid({ items, cols = 3 }: { items: DetailItem[]; cols?: number }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: cols }} spacing="md" verticalSpacing="sm">
      {items.map((item) => (
        <Stack key={item.label} gap={0} style={item.span ? { gridColumn: '1 / -1' } : undefined}>
          <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
            {item.label}
          </Text>
          <Text fz="sm" fw={500} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.value === '' || item.value === null || item.value === undefined ? '—' : item.value}
          </Text>
        </Stack>
      ))}
    </SimpleGrid>
  );
}
