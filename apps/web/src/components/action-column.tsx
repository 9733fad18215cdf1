import { Group } from '@mantine/core';
import type { ReactNode } from 'react';
import type { DataListColumn } from './DataList';

/**
 * A list's Action column: the row's actions side by side on one line, pinned to the right edge while
 * the table scrolls sideways (DataList). `centered` for the lists that centre their actions.
 */
export function actionColumn<T>(
  actions: (row: T) => ReactNode,
  { centered = false }: { centered?: boolean } = {},
): DataListColumn<T, never> {
  return {
    key: 'action',
    header: 'Action',
    align: centered ? 'center' : undefined,
    nowrap: true,
    pinned: true,
    render: (row) => (
      <Group gap={4} wrap="nowrap" justify={centered ? 'center' : undefined}>
        {actions(row)}
      </Group>
    ),
  };
}
